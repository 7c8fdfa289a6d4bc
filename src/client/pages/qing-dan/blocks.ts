import type { ModuleBlocks } from '../../router/block-registry.ts';

/** 清单管理's detail blocks: 按岗位模板生成 on a 岗位履职模板 (the duty-template file places it). */
export const blocks: ModuleBlocks = {
  'qing-dan/derive-duty-lists': () => import('./derive-duty-lists-block.tsx'),
};
