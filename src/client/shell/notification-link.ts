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
}

/**
 * Where viewing a notification leads, by module (paths of the module folders' menu.json):
 * tszy → the permit's detail (tszy/permit-detail, /tszy/detail/:id; the permit list without an id),
 * xjxc → the inspection records, yhpc → the hidden-danger ledger, wxbx → the repair tickets, qdgl → the
 * checklist task item. `id` selects the item; null for an unknown module.
 */
export function notificationLink(row: Pick<RiskWarning, 'model' | 'zuoYeId'>): string | null {
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
 * Whether the notification's record page marks it read once shown (the permit detail does: a notification
 * stays unread until its person has seen the record). Others are marked read when viewed from the list.
 */
export function readOnRecordPage(row: Pick<RiskWarning, 'model' | 'zuoYeId'>): boolean {
  return row.model === 'tszy' && row.zuoYeId != null;
}

const MODEL_TITLES: Record<RiskModel, string> = {
  tszy: '特殊作业',
  xjxc: '巡检巡查',
  yhpc: '隐患排查',
  wxbx: '维修报修',
  qdgl: '清单管理',
};

/** Chinese name of a notification's module ('' when unknown). */
export function modelTitle(model: string): string {
  return (MODEL_TITLES as Record<string, string>)[model] ?? '';
}

const WORK_TYPES: Record<string, string> = {
  DONG_HUO: '动火作业',
  SHOU_XIAN: '受限空间作业',
  MANG_BAN: '盲板抽堵作业',
  GAO_CHU: '高处作业',
  DIAO_ZHUANG: '吊装作业',
  LIN_SHI_YONG_DIAN: '临时用电作业',
  DONG_TU: '动土作业',
  DUAN_LU: '断路作业',
};

/** Chinese name of a work type code (the code itself when unknown, '' for none). */
export function workTypeLabel(code: string | null | undefined): string {
  if (!code) return '';
  return WORK_TYPES[code] ?? code;
}
