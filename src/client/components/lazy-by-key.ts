// A registry's loaders as lazy components, one per key, made once (a new lazy component per render would load the
// block again): the detail blocks (detail-blocks.tsx) and the form blocks (form-block-lookup.ts) are found this way.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** The lazy component of a key's loader (`lookup`: null for a key the registry does not have), cached by key. */
export function lazyByKey<P>(lookup: (key: string) => Loader<P> | null): (key: string) => LazyExoticComponent<ComponentType<P>> | null {
  const loaded = new Map<string, LazyExoticComponent<ComponentType<P>>>();
  return (key) => {
    const load = lookup(key);
    if (!load) return null;
    let c = loaded.get(key);
    if (!c) {
      c = lazy(load);
      loaded.set(key, c);
    }
    return c;
  };
}
