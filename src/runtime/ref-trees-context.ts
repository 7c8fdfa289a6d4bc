// Which pickers of a screen pick from a tree (src/schema/keywords/ref-trees.ts): the resource schema's
// answer names the reference fields whose target is a tree the caller reads (`refTrees`); SchemaPage provides
// them by picker kind, and RefPicker (and the filter bar's reference filter) switch to the tree select for
// those kinds. Outside a provider (a designer preview, a story of the form alone) every reference keeps the
// remote search.
import { createContext, useContext } from 'react';
import { refPickKind } from '../schema/keywords/ref-fields.ts';
import type { RefTree } from '../schema/keywords/ref-trees.ts';

export type RefTreesByKind = ReadonlyMap<string, RefTree>;

const NONE: RefTreesByKind = new Map();

export const RefTreesContext = createContext<RefTreesByKind>(NONE);

/** The answer's `refTrees` of resource `resourceKey` (by field) keyed by the pickers' kind (`ref:<key>.<field>`). */
export function refTreesByKind(resourceKey: string, refTrees: Readonly<Record<string, RefTree>> | undefined): RefTreesByKind {
  if (!refTrees) return NONE;
  return new Map(Object.entries(refTrees).map(([field, tree]) => [refPickKind(resourceKey, field), tree]));
}

/** The tree the picker of `kind` picks from, or undefined (a remote search). */
export function useRefTree(kind: string | undefined): RefTree | undefined {
  const trees = useContext(RefTreesContext);
  return kind === undefined ? undefined : trees.get(kind);
}
