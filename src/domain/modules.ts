// Business modules of the platform: the keys of an enterprise's `haveModel` list that gate menu
// entries (schemas/modules/<module>/menu.json) and resources. A module key is also the first path segment of
// its top-level menu entry, which is how the modules-not-enabled page recognises a gated page.

export interface ModuleInfo {
  key: string;
  title: string;
}

export const MODULES: readonly ModuleInfo[] = Object.freeze([
  { key: 'tszy', title: '特殊作业' },
  { key: 'qing-dan', title: '清单管理' },
  { key: 'xjxc', title: '巡检巡查' },
  { key: 'yhpc', title: '隐患排查' },
  { key: 'equipment', title: '设备管理' },
  { key: 'rydw', title: '人员定位' },
  { key: 'spjk', title: '视频监控' },
  { key: 'fxfjgk', title: '风险分级管控' },
  { key: 'zdjx', title: '重点检修' },
  { key: 'jypx', title: '教育培训' },
  { key: 'tysz', title: '通用设置' },
  { key: 'yjgl', title: '应急管理' },
  { key: 'cbs', title: '承包商管理' },
  { key: 'health', title: '职业健康' },
  { key: 'gyaq', title: '工艺安全报警' },
  { key: 'wdk', title: '文档库' },
  { key: 'fgcx', title: '法规查询' },
  { key: 'zdwhp', title: '重点危化品' },
  { key: 'wlsy', title: '物料使用' },
  { key: 'zbgl', title: '值班管理' },
  { key: 'stsgl', title: '三同时管理' },
  { key: 'aqbz', title: '安全标准知识' },
]);

export const ALL_MODULE_KEYS: string[] = MODULES.map((m) => m.key);

const titles: ReadonlyMap<string, string> = new Map(MODULES.map((m) => [m.key, m.title]));

/** Chinese title of a module key, or undefined when the key is not a module. */
export function moduleTitle(key: string): string | undefined {
  return titles.get(key);
}
