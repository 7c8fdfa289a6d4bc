// The form of a permit read-only: the common Annex A fields, the kind's own, the enterprise's custom fields
// (permit-custom-values.tsx), and the lists (作业人, 关联作业,
// 安全措施 with 执行阶段 / 是否涉及 / 确认人 / 照片, then 工作危害分析 and 安全交底 with the workers' signatures).
import { Descriptions, Table, Typography } from 'antd';
import type { MeasurePhase } from '../../../domain/permit-measures.ts';
import { FileList } from '../../../runtime/file-list.tsx';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import type { PermitView, RelatedPermit, SafetyMeasure, Worker } from '../../api/permit-api.ts';
import { PermitBriefingView } from './permit-briefing-view.tsx';
import { PermitCustomValues } from './permit-custom-values.tsx';
import { COMMON_FIELDS, KIND_FIELDS } from './permit-field-specs.ts';
import { fieldValue } from './permit-field-value.tsx';
import { relatedWorkName, t } from './permit-labels.ts';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 };

export function PermitFormView({ permit }: { permit: PermitView }) {
  // The briefing's former free texts are shown with the briefing (PermitBriefingView), not among the fields.
  const specs = [...COMMON_FIELDS, ...KIND_FIELDS[permit.zuoYeLeiXing]].filter((s) => !s.readOnly);
  const workers = (permit.zuoYeRen ?? []).map((w, i) => ({ ...w, rowKey: i }));
  const related: RelatedPermit[] = permit.guanLianZuoYe ?? [];
  const measures = (permit.anQuanCuoShi ?? []).map((m, i) => ({ ...m, rowKey: i }));
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <Descriptions
        size="small"
        bordered
        column={COLUMNS}
        items={specs.map((s) => ({ key: s.name, label: s.label, children: fieldValue(s, permit) || '—' }))}
      />
      <PermitCustomValues permit={permit} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('permitsui.lists.workers')}
      </Typography.Title>
      <Table<Worker & { rowKey: number }>
        size="small"
        rowKey="rowKey"
        pagination={false}
        dataSource={workers}
        locale={{ emptyText: t('permitsui.view.noWorkers') }}
        columns={[
          { title: t('permitsui.view.name'), dataIndex: 'xingMing' },
          { title: t('permitsui.lists.certificate'), dataIndex: 'zhengShuHao', render: (v?: string) => v || '—' },
        ]}
      />
      {related.length > 0 && (
        <Typography.Paragraph style={{ marginTop: 16 }}>
          {t('permitsui.view.relatedList', { list: related.map((r) => `${relatedWorkName(r.zuoYeMingCheng)} ${r.zuoYeBianHao}`.trim()).join(t('permitsui.sep.items')) })}
        </Typography.Paragraph>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('permitsui.lists.measures')}
      </Typography.Title>
      <Table<SafetyMeasure & { rowKey: number }>
        size="small"
        rowKey="rowKey"
        pagination={false}
        dataSource={measures}
        locale={{ emptyText: t('permitsui.view.noMeasures') }}
        columns={[
          { title: t('permitsui.view.seq'), key: 'no', width: 60, render: (_: unknown, m: { rowKey: number }) => m.rowKey + 1 },
          { title: t('permitsui.measures.phaseTitle'), dataIndex: 'jieDuan', width: 90, render: (v?: MeasurePhase) => t(`permitsui.measures.phase.${v ?? 'before'}`) },
          { title: t('permitsui.lists.measures'), dataIndex: 'cuoShi' },
          { title: t('permitsui.lists.involves'), dataIndex: 'sheJi', width: 90, render: (v?: boolean) => t(v ? 'permitsui.field.yes' : 'permitsui.field.no') },
          { title: t('permitsui.lists.confirmer'), dataIndex: 'queRenRen', width: 120, render: (v?: string) => v || '—' },
          { title: t('permitsui.measures.photos'), dataIndex: 'zhaoPian', width: 200, render: (v?: readonly string[]) => (v?.length ? <FileList ids={[...v]} /> : '—') },
        ]}
      />
      <PermitBriefingView permit={permit} />
    </ResourceClientContext.Provider>
  );
}
