// The hand-written blocks of a form (`x-block` on a property, `form.x-blocks`; src/schema/keywords/form-blocks.ts):
// the runtime knows no block by name (the registry is the client's, src/client/router/block-registry.ts), so the
// page hosting a SchemaForm provides how to find them by key. None provided: a block shows as an unknown component.
import type { Form, GeneralField } from '@formily/core';
import { createContext, type ComponentType } from 'react';

/** What a form block receives. */
export interface FormBlockProps {
  /** The value of the field the block edits (`x-block`); undefined for a block without a value (`x-blocks`). */
  value?: unknown;
  /** Writes the field's value (`x-block` only); the field's validator (the server's rules) checks it. */
  onChange?: (value: unknown) => void;
  /** The Formily field: the data field a block edits (its feedback, its validation) or the block's void node. */
  field: GeneralField;
  /** The Formily form: the other values (read them inside an observer to follow them), their fields. */
  form: Form;
  /** What the file hands the block (`props`), as it is. */
  props: Readonly<Record<string, unknown>>;
  /** The field's title, or the block's (in the file's language). */
  title: string;
  /**
   * The key of the file whose form places the block ('' when not known): a block that needs more than the form
   * from its page (a permit block: the kind) can tell what it is part of where the page says nothing (the designer's preview).
   */
  resourceKey: string;
}

/** The block registered under a key, or null. */
export type FormBlockLookup = (key: string) => ComponentType<FormBlockProps> | null;

export const FormBlocksContext = createContext<FormBlockLookup | null>(null);

