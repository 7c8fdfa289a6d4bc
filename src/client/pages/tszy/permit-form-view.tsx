// The form of a permit read-only: the common Annex A fields, the kind's own, and the lists (作业人, 关联作业,
// 安全措施 with 是否涉及 / 确认人).
import { Descriptions, Table, Typography } from 'antd';
import type { PermitView, RelatedPermit, SafetyMeasure, Worker } from '../../api/permit-api.ts';
import { COMMON_FIELDS, KIND_FIELDS, valueText } from './permit-field-specs.ts';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 };

export function PermitFormView({ permit }: { permit: PermitView }) {
  const specs = [...COMMON_FIELDS, ...KIND_FIELDS[permit.zuoYeLeiXing]];
  const workers = (permit.zuoYeRen ?? []).map((w, i) => ({ ...w, rowKey: i }));
  const related: RelatedPermit[] = permit.guanLianZuoYe ?? [];
  const measures = (permit.anQuanCuoShi ?? []).map((m, i) => ({ ...m, rowKey: i }));
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={COLUMNS}
        items={specs.map((s) => ({ key: s.name, label: s.label, children: valueText(s, permit[s.name]) || '—' }))}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        作业人
      </Typography.Title>
      <Table<Worker & { rowKey: number }>
        size="small"
        rowKey="rowKey"
        pagination={false}
        dataSource={workers}
        locale={{ emptyText: '暂无作业人' }}
        columns={[
          { title: '姓名', dataIndex: 'xingMing' },
          { title: '证书编号', dataIndex: 'zhengShuHao', render: (v?: string) => v || '—' },
        ]}
      />
      {related.length > 0 && (
        <Typography.Paragraph style={{ marginTop: 16 }}>
          关联的特殊作业：{related.map((r) => `${r.zuoYeMingCheng ?? ''} ${r.zuoYeBianHao}`.trim()).join('；')}
        </Typography.Paragraph>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        安全措施
      </Typography.Title>
      <Table<SafetyMeasure & { rowKey: number }>
        size="small"
        rowKey="rowKey"
        pagination={false}
        dataSource={measures}
        locale={{ emptyText: '暂无安全措施' }}
        columns={[
          { title: '序号', key: 'no', width: 60, render: (_: unknown, m: { rowKey: number }) => m.rowKey + 1 },
          { title: '安全措施', dataIndex: 'cuoShi' },
          { title: '是否涉及', dataIndex: 'sheJi', width: 90, render: (v?: boolean) => (v ? '是' : '否') },
          { title: '确认人', dataIndex: 'queRenRen', width: 120, render: (v?: string) => v || '—' },
        ]}
      />
    </>
  );
}
