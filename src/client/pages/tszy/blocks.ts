import type { FieldViewLoader, FormBlockLoader, ModuleBlocks, ModuleFieldViews, ModuleFormBlocks } from '../../router/block-registry.ts';
import { PERMIT_FIELD_VIEW_KEYS, PERMIT_FORM_BLOCK_KEYS } from './permit-form-block-keys.ts';

/** 特殊作业's detail blocks (the permit form files place them; `tszy/permit-print` as their `detail.print`). */
export const blocks: ModuleBlocks = {
  'tszy/permit-approval': () => import('./permit-approval-block.tsx'),
  'tszy/permit-gas': () => import('./permit-gas-block.tsx'),
  'tszy/site-works': () => import('./site-works-block.tsx'),
  'tszy/site-guard': () => import('./site-guard-block.tsx'),
  'tszy/permit-print': () => import('./permit-print-block.tsx'),
};

/**
 * 特殊作业's form blocks: the permit form files place them on their lists (`x-block`) and in `form.x-blocks`. A host
 * that is no permit form (the designer's preview) gets each as a new permit of its file's kind (permit-block-standalone.tsx).
 */
export const formBlocks: ModuleFormBlocks = Object.fromEntries(
  PERMIT_FORM_BLOCK_KEYS.map((key): [string, FormBlockLoader] => [key, () => import('./permit-form-blocks.ts').then((m) => ({ default: m.STANDALONE_PERMIT_FORM_BLOCKS[key] }))]),
);

/** The read-only views of the fields those blocks edit, for a permit file's detail (permit-field-views.tsx). */
export const fieldViews: ModuleFieldViews = Object.fromEntries(
  PERMIT_FIELD_VIEW_KEYS.map((key): [string, FieldViewLoader] => [key, () => import('./permit-field-views.tsx').then((m) => ({ default: m.PERMIT_FIELD_VIEWS[key] }))]),
);
