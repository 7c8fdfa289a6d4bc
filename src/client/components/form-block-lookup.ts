// How the client's forms find the hand-written form blocks a file places (`x-block`, `form.x-blocks`): the
// registry's loader of the key as one lazy component, made once per key (lazy-by-key.ts). The page hosting a
// SchemaForm provides it through FormBlocksContext.
import type { FormBlockLookup, FormBlockProps } from '../../runtime/form-blocks-context.ts';
import { lookupFormBlock } from '../router/block-registry.ts';
import { lazyByKey } from './lazy-by-key.ts';

export const formBlockLookup: FormBlockLookup = lazyByKey<FormBlockProps>(lookupFormBlock);
