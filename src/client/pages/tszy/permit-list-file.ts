// The permit list's table on the schema runtime (issue 16 item 1): SchemaTable renders a list file made of the kind's
// form file as the enterprise tailored it — its list columns (作业地点, 作业内容, 申请单位, 计划开始, and whatever the
// enterprise put there) and the fields behind them — with the permit's own columns, which the server answers beside the
// form: 作业票编号 (linked to the detail), 作业类型 (on 全部), 级别, 计划结束, 状态 (a coloured tag) and 当前环节. On 全部
// the columns are those every kind's file lists. Row actions are the permit's own (permit-row-actions.tsx, by state).
// The filters (状态, 编号, 地点, 创建日期) are the file's too, for SchemaFilterBar; permitListQuery turns what it
// answers into the list call's parameters (GET /tszy/zuoYePiao/list).
import { PERMIT_KINDS, type PermitKind } from '../../../domain/permit-kinds.ts';
import type { ListParams, ResourceRecord } from '../../../runtime/resource-client.ts';
import type { FieldSchema, FilterSpec, ListColumn, ResourceFile } from '../../../schema/resource-types.ts';
import type { PermitListQuery, PermitView } from '../../api/permit-api.ts';
import { PERMIT_FORMS } from './permit-forms.ts';
import { gradeName, kindShortName, slotTitle, STATE_COLORS, stateOptions, t } from './permit-labels.ts';

/** The list's tab of every kind. */
export const ALL_KINDS = 'ALL';
export type PermitListTab = PermitKind | typeof ALL_KINDS;

/** The key of the 全部 list (its users' column settings are kept under it). */
const ALL_KEY = 'permit-list';
const DETAIL_LINK = '/tszy/detail/{id}';
const END = 'jiHuaJieShuShiJian';

/** The permit's own columns, in the page's language: what the answer holds beside the form. */
function ownFields(): Record<string, FieldSchema> {
  return {
    zuoYeBianHao: { type: 'string', title: t('permitsui.col.number') },
    zuoYeLeiXing: { type: 'string', title: t('permitsui.col.kind') },
    zuoYeJiBie: { type: 'string', title: t('permitsui.col.grade') },
    zhuangTai: { type: 'string', title: t('permitsui.col.state'), enum: stateOptions().map((o) => ({ ...o, color: STATE_COLORS[o.value] })) },
    dangQianHuanJie: { type: 'string', title: t('permitsui.col.slot') },
  };
}

/** The columns every kind's file lists (全部), in the first file's order. */
function sharedColumns(): ListColumn[] {
  return PERMIT_FORMS.DONG_HUO.list.columns.filter((c) => PERMIT_KINDS.every((k) => PERMIT_FORMS[k].list.columns.some((x) => x.field === c.field)));
}

/**
 * The list file of a tab: `form` is the kind's file as the enterprise tailored it (permitFileOf; on 全部 the first
 * kind's, whose shared fields every file has alike).
 */
export function permitListFile(tab: PermitListTab, form: ResourceFile): ResourceFile {
  const all = tab === ALL_KINDS;
  const listed = all ? sharedColumns() : form.list.columns;
  const columns: ListColumn[] = [
    { field: 'zuoYeBianHao', link: DETAIL_LINK, fixed: 'left' },
    ...(all ? [{ field: 'zuoYeLeiXing' }] : []),
    { field: 'zuoYeJiBie' },
    ...listed,
    ...(listed.some((c) => c.field === END) ? [] : [{ field: END }]),
    { field: 'zhuangTai' },
    { field: 'dangQianHuanJie' },
  ];
  const filters: FilterSpec[] = [
    { field: 'zhuangTai', op: 'eq', placeholder: t('permitsui.list.allStates') },
    { field: 'zuoYeBianHao', op: 'like', title: t('permitsui.list.number'), placeholder: t('permitsui.col.number') },
    { field: 'zuoYeDiDian', op: 'like', title: t('permitsui.list.site'), placeholder: t('permitsui.col.site') },
    { field: 'createdAt', op: 'range', title: t('permitsui.list.createdOn') },
  ];
  return {
    ...form,
    key: all ? ALL_KEY : form.key,
    title: all ? t('permitsui.list.title') : form.title,
    form: { ...form.form, properties: { ...form.form.properties, ...ownFields() } },
    list: { columns, filters, rowActions: [] },
  };
}

/** The list call's parameters of what the filter bar answers (a text trimmed; the creation days as from, to). */
export function permitListQuery(tab: PermitListTab, filters: ListParams, pageIndex: number, pageSize: number): PermitListQuery {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const [from, to] = (str(filters.createdAt) ?? '').split(',');
  return {
    pageIndex,
    pageSize,
    zuoYeLeiXing: tab === ALL_KINDS ? undefined : tab,
    zhuangTai: str(filters.zhuangTai) as PermitListQuery['zhuangTai'],
    zuoYeBianHao: str(filters.zuoYeBianHao),
    zuoYeDiDian: str(filters.zuoYeDiDian),
    kaiShiRiQi: from || undefined,
    jieShuRiQi: to || undefined,
  };
}

/** A row as the table shows it: the kind's short name, the grade by its code and the current slot in the page's language. */
export function permitListRow(p: PermitView): ResourceRecord {
  return { ...p, zuoYeLeiXing: kindShortName(p.zuoYeLeiXing), zuoYeJiBie: p.jiBieDaiMa || p.zuoYeJiBie ? gradeName(p.jiBieDaiMa, p.zuoYeJiBie) : null, dangQianHuanJie: slotTitle(p.dangQianHuanJie) };
}
