// How the client's forms find the hand-written form blocks a file places (`x-block`, `form.x-blocks`): the
// registry's loader of the key as one lazy component, made once per key (a new lazy component per render would
// load it again). The page hosting a SchemaForm provides it through FormBlocksContext.
import { lazy, type ComponentType } from 'react';
import type { FormBlockLookup, FormBlockProps } from '../../runtime/form-blocks-context.ts';
import { lookupFormBlock } from '../router/block-registry.ts';

const LOADED = new Map<string, ComponentType<FormBlockProps>>();

export const formBlockLookup: FormBlockLookup = (key) => {
  const load = lookupFormBlock(key);
  if (!load) return null;
  let c = LOADED.get(key);
  if (!c) {
    c = lazy(load);
    LOADED.set(key, c);
  }
  return c;
};
