import type { FormBlockLoader, ModuleBlocks, ModuleFormBlocks } from '../../router/block-registry.ts';
import { PERMIT_FORM_BLOCK_KEYS } from './permit-form-block-keys.ts';

/** 特殊作业's detail blocks (the permit form files place them). */
export const blocks: ModuleBlocks = {
  'tszy/site-works': () => import('./site-works-block.tsx'),
  'tszy/site-guard': () => import('./site-guard-block.tsx'),
};

/** 特殊作业's form blocks: the permit form files place them on their lists (`x-block`) and in `form.x-blocks`. */
export const formBlocks: ModuleFormBlocks = Object.fromEntries(
  PERMIT_FORM_BLOCK_KEYS.map((key): [string, FormBlockLoader] => [key, () => import('./permit-form-blocks.ts').then((m) => ({ default: m.PERMIT_FORM_BLOCKS[key] }))]),
);
