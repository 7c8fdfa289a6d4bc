import type { ModuleBlocks } from '../../router/block-registry.ts';

/** 特殊作业's detail blocks (the permit form files place them). */
export const blocks: ModuleBlocks = {
  'tszy/site-works': () => import('./site-works-block.tsx'),
};
