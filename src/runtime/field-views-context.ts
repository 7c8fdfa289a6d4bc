// The read-only half of a field edited by a hand-written form block (`x-block` on a property; DESIGN §9): in a record's
// detail, such a field's value is a list or a group the generic FieldValue can only print as JSON (a permit's workers,
// its safety measures), so the block's module may register a view of it under the same key. The runtime knows no
// view by name (the registry is the client's, src/client/router/block-registry.ts): the page hosting a SchemaDetail
// provides how to find them. None provided, or none registered for a key: the value is shown by FieldValue.
import { createContext, type ComponentType } from 'react';

/** What a field view receives. */
export interface FieldViewProps {
  /** The field's value in the record. */
  value: unknown;
  /** The whole record shown (a view may read the fields beside its own: a measure's confirmer by the site record). */
  record: Readonly<Record<string, unknown>>;
  /** What the file hands the field's block (`x-block.props`), as it is. */
  props: Readonly<Record<string, unknown>>;
  /** The field's title, in the page's language. */
  title: string;
  /** The key of the file the record is of ('' when not known). */
  resourceKey: string;
}

/** The view registered under a block's key, or null. */
export type FieldViewLookup = (key: string) => ComponentType<FieldViewProps> | null;

export const FieldViewsContext = createContext<FieldViewLookup | null>(null);
