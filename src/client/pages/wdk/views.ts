import type { ModuleViews } from '../../router/view-registry.ts';

/** 文档库's views: documents and categories on their resource files, 有效期预警 a page of its own. */
export const views: ModuleViews = {
  resources: {
    'wdk/document-list': 'document',
    'wdk/category': 'document-category',
    // 有效期预警: the documents' list, whose 失效日期 range filter is the window the user chooses.
    'wdk/validity-warning': 'document',
  },
};
