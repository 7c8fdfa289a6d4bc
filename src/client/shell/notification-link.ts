import { shellZh } from '../../domain/i18n/zh/shell.ts';
import type { MenuNode } from '../../domain/menu-filter.ts';
import { moduleTitle } from '../../domain/modules.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { resolvePath } from '../router/menu-paths.ts';
import { lookupView } from '../router/view-registry.ts';

const t = textOf(shellZh);
// Pure helpers of the risk notifications (spec 000 §2 "Notification bell", §3 "Risk notification").

/** The modules a risk notification can come from. */
export type RiskModel = 'tszy' | 'xjxc' | 'yhpc' | 'wxbx' | 'qdgl';

/** A row of `riskWarning/current-login-staff`. */
export interface RiskWarning {
  id: number;
  risk: string;
  buMen: string | null;
  riskTime: string;
  zuoYeLeiXing: string | null;
  zuoYeJiBie: string | null;
  /** NEW unread, CLOSE read. */
  status: 'NEW' | 'CLOSE';
  model: RiskModel | string;
  zuoYeId: number | null;
  zuoYeDiDianId: number | null;
  schemePlanTime: string | null;
  /** A workflow's warning names its record (issue 14): the resource key and the record id. */
  resource?: string | null;
  recordId?: number | null;
}

/**
 * The full path of the menu entry showing resource `key` (a `resource/<key>` component, or a menu key bound to
 * the resource's page), or null when the menu has none.
 */
export function resourcePagePath(menu: readonly MenuNode[], key: string, parent = ''): string | null {
  for (const n of menu) {
    const full = resolvePath(parent, n.path);
    const view = n.component ? lookupView(n.component) : null;
    if (view && 'resource' in view && view.resource === key && !full.includes('/:')) return full;
    const below = n.children ? resourcePagePath(n.children, key, full) : null;
    if (below) return below;
  }
  return null;
}

/**
 * Where viewing a notification leads. A workflow's warning about a record (resource and record id) opens the
 * record's page with its detail (`<menu path of the resource>?detail=<id>`) when `menu` shows the resource.
 * Otherwise by module (paths of the module folders' menu.json):
 * tszy → the permit's detail (tszy/permit-detail, /tszy/detail/:id; the permit list without an id),
 * xjxc → the inspection records, yhpc → the hidden-danger ledger, wxbx → the repair tickets, qdgl → the
 * checklist task item. `id` selects the item; null for an unknown module.
 */
export function notificationLink(row: Pick<RiskWarning, 'model' | 'zuoYeId' | 'resource' | 'recordId'>, menu: readonly MenuNode[] = []): string | null {
  if (row.resource && row.recordId != null) {
    const page = resourcePagePath(menu, row.resource);
    if (page) return `${page}?detail=${encodeURIComponent(String(row.recordId))}`;
  }
  const id = row.zuoYeId;
  const query = id == null ? '' : `?id=${encodeURIComponent(String(id))}`;
  switch (row.model) {
    case 'tszy':
      return id == null ? '/tszy/list' : `/tszy/detail/${encodeURIComponent(String(id))}`;
    case 'xjxc':
      return `/xjxc/record${query}`;
    case 'yhpc':
      return `/yhpc/ticket${query}`;
    case 'wxbx':
      return `/equipment/repair${query}`;
    case 'qdgl':
      // The task item is a detail route (task-item/:id); without an id, the task list.
      return id == null ? '/qing-dan/task' : `/qing-dan/task-item/${encodeURIComponent(String(id))}`;
    default:
      return null;
  }
}

/**
 * Whether the notification's record page marks it read once shown (the permit detail does, and a workflow
 * record's detail does through POST /workflow/warnings/read-record: a notification stays unread until its
 * person has seen the record). Others are marked read when viewed from the list.
 */
export function readOnRecordPage(row: Pick<RiskWarning, 'model' | 'zuoYeId' | 'resource' | 'recordId'>, menu: readonly MenuNode[] = []): boolean {
  if (row.resource && row.recordId != null && resourcePagePath(menu, row.resource)) return true;
  return row.model === 'tszy' && row.zuoYeId != null;
}

const MODEL_TITLES: Record<RiskModel, string> = {
  tszy: t('shell.model.tszy'),
  xjxc: t('shell.model.xjxc'),
  yhpc: t('shell.model.yhpc'),
  wxbx: t('shell.model.wxbx'),
  qdgl: t('shell.model.qdgl'),
};

/** Name of a notification's module: the five of spec 000 in the reader's language, any other module's title ('' when unknown). */
export function modelTitle(model: string): string {
  return (MODEL_TITLES as Record<string, string>)[model] ?? moduleTitle(model) ?? '';
}

const WORK_TYPES: Record<string, string> = {
  DONG_HUO: t('shell.workType.dongHuo'),
  SHOU_XIAN: t('shell.workType.shouXian'),
  MANG_BAN: t('shell.workType.mangBan'),
  GAO_CHU: t('shell.workType.gaoChu'),
  DIAO_ZHUANG: t('shell.workType.diaoZhuang'),
  LIN_SHI_YONG_DIAN: t('shell.workType.linShiYongDian'),
  DONG_TU: t('shell.workType.dongTu'),
  DUAN_LU: t('shell.workType.duanLu'),
};

/** Chinese name of a work type code (the code itself when unknown, '' for none). */
export function workTypeLabel(code: string | null | undefined): string {
  if (!code) return '';
  return WORK_TYPES[code] ?? code;
}
