import type { ModuleBlocks } from '../../router/block-registry.ts';

/** 视频监控's detail blocks: the gas detectors and the cameras of a record's work site (the permit files place them). */
export const blocks: ModuleBlocks = {
  'spjk/site-gas': () => import('./site-gas-block.tsx'),
  'spjk/site-cameras': () => import('./site-cameras-block.tsx'),
};
