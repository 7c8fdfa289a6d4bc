// The read-only views of the fields 特殊作业's form blocks edit (src/runtime/field-views-context.ts): the permit detail
// (SchemaDetail over the kind's file as the enterprise tailored it) shows 作业人, 关联作业, 安全措施 (执行阶段 / 是否涉及 /
// 确认人 / 照片), 工作危害分析, 安全交底 with the workers' signatures, and the linked overhaul item or maintenance task by
// them, each under its form block's key. blocks.ts registers them for any other host of a permit file.
import { Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import type { ComponentType } from 'react';
import type { MeasurePhase } from '../../../domain/permit-measures.ts';
import type { FieldViewLookup, FieldViewProps } from '../../../runtime/field-views-context.ts';
import { FileList } from '../../../runtime/file-list.tsx';
import { fieldViewLookup } from '../../components/field-view-lookup.ts';
import type { PermitDetail, PermitView, RelatedPermit, SafetyMeasure, Worker } from '../../api/permit-api.ts';
import { PermitBriefingView, PermitHazardsView } from './permit-briefing-view.tsx';
import { permitLinkText } from './permit-link-text.ts';
import type { PermitFieldViewKey } from './permit-form-block-keys.ts';
import { relatedWorkName, t } from './permit-labels.ts';

/** The record a permit file's detail shows is a permit (the detail page hands its answer). */
const permitOf = (p: FieldViewProps) => p.record as unknown as PermitView;

type Numbered<R> = R & { rowKey: number };

/** A list's rows as a small table, numbered in order, named by the field's title. */
function RowsTable<R extends object>({ rows, title, empty, columns }: { rows: readonly R[] | undefined; title: string; empty: string; columns: ColumnsType<Numbered<R>> }) {
  return (
    <Table<Numbered<R>>
      size="small"
      rowKey="rowKey"
      pagination={false}
      dataSource={(rows ?? []).map((r, i) => ({ ...r, rowKey: i }))}
      aria-label={title}
      locale={{ emptyText: empty }}
      columns={columns}
    />
  );
}

function WorkersView(p: FieldViewProps) {
  return (
    <RowsTable<Worker>
      rows={permitOf(p).zuoYeRen}
      title={p.title}
      empty={t('permitsui.view.noWorkers')}
      columns={[
        { title: t('permitsui.view.name'), dataIndex: 'xingMing' },
        { title: t('permitsui.lists.certificate'), dataIndex: 'zhengShuHao', render: (v?: string) => v || '—' },
      ]}
    />
  );
}

function RelatedView(p: FieldViewProps) {
  const related: RelatedPermit[] = permitOf(p).guanLianZuoYe ?? [];
  if (related.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return <span>{related.map((r) => `${relatedWorkName(r.zuoYeMingCheng)} ${r.zuoYeBianHao}`.trim()).join(t('permitsui.sep.items'))}</span>;
}

function MeasuresView(p: FieldViewProps) {
  return (
    <RowsTable<SafetyMeasure>
      rows={permitOf(p).anQuanCuoShi}
      title={p.title}
      empty={t('permitsui.view.noMeasures')}
      columns={[
        { title: t('permitsui.view.seq'), key: 'no', width: 60, render: (_: unknown, m: { rowKey: number }) => m.rowKey + 1 },
        { title: t('permitsui.measures.phaseTitle'), dataIndex: 'jieDuan', width: 90, render: (v?: MeasurePhase) => t(`permitsui.measures.phase.${v ?? 'before'}`) },
        { title: t('permitsui.lists.measures'), dataIndex: 'cuoShi' },
        { title: t('permitsui.lists.involves'), dataIndex: 'sheJi', width: 90, render: (v?: boolean) => t(v ? 'permitsui.field.yes' : 'permitsui.field.no') },
        { title: t('permitsui.lists.confirmer'), dataIndex: 'queRenRen', width: 120, render: (v?: string) => v || '—' },
        { title: t('permitsui.measures.photos'), dataIndex: 'zhaoPian', width: 200, render: (v?: readonly string[]) => (v?.length ? <FileList ids={[...v]} /> : '—') },
      ]}
    />
  );
}

const HazardsView = (p: FieldViewProps) => <PermitHazardsView permit={permitOf(p)} />;
const BriefingView = (p: FieldViewProps) => <PermitBriefingView permit={permitOf(p)} />;
/** The linked overhaul item or maintenance task: its name as a link to its page (the detail's jianXiuGuanLian). */
function LinkView(p: FieldViewProps) {
  const permit = permitOf(p);
  const linked = (permit as PermitDetail).jianXiuGuanLian;
  if (!linked || linked.id !== Number(p.value)) return <span>{permitLinkText(permit, p.value) || '—'}</span>;
  return (
    <Link to={linked.path} data-link-kind={linked.kind}>
      {linked.name}
    </Link>
  );
}

/** The views by their form block's key (the grade and the notices edit no field: they have none). */
export const PERMIT_FIELD_VIEWS: Readonly<Record<PermitFieldViewKey, ComponentType<FieldViewProps>>> = {
  'tszy/permit-workers': WorkersView,
  'tszy/permit-related': RelatedView,
  'tszy/permit-measures': MeasuresView,
  'tszy/permit-hazards': HazardsView,
  'tszy/permit-briefing': BriefingView,
  'tszy/permit-link': LinkView,
};

/** The permit's views at once (the detail page loads them with itself), any other through the registry. */
export const permitFieldViewLookup: FieldViewLookup = (key) =>
  Object.hasOwn(PERMIT_FIELD_VIEWS, key) ? PERMIT_FIELD_VIEWS[key as PermitFieldViewKey] : fieldViewLookup(key);
