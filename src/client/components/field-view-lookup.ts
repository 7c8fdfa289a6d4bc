// How the client's record details find the views of `x-block` fields (src/runtime/field-views-context.ts): the
// registry's loader of the key as one lazy component, made once per key (lazy-by-key.ts). The page hosting a
// SchemaDetail provides it through FieldViewsContext.
import type { FieldViewLookup, FieldViewProps } from '../../runtime/field-views-context.ts';
import { lookupFieldView } from '../router/block-registry.ts';
import { lazyByKey } from './lazy-by-key.ts';

export const fieldViewLookup: FieldViewLookup = lazyByKey<FieldViewProps>(lookupFieldView);
