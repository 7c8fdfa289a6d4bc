import type { ModuleBlocks } from '../../router/block-registry.ts';

/** 人员定位's detail blocks: a confined-space permit's entry and exit record checked against the tags (the permit file places it). */
export const blocks: ModuleBlocks = {
  'rydw/confined-entry': () => import('./confined-entry-block.tsx'),
};
