// The gas-analysis table of a permit (newest first): time, gas, concentration with its unit, LEL / exposure
// limit / oxygen, and the server's 合格 / 不合格 badge with its rules as the tooltip; 新增分析 for writers while
// records may be taken (DRAFT to IN_PROGRESS).
import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { GasAnalysis, NewGasAnalysis } from '../../api/permit-api.ts';
import { GasAnalysisForm } from './gas-analysis-form.tsx';
import { showTime } from './permit-labels.ts';

export interface GasAnalysisTableProps {
  analyses: readonly GasAnalysis[];
  /** Whether 新增分析 shows. */
  canAdd: boolean;
  onAdd: (a: NewGasAnalysis) => Promise<void>;
}

const limitText = (a: GasAnalysis) =>
  [
    a.baoZhaXiaXian != null && `LEL ${a.baoZhaXiaXian}%`,
    a.duXingJieChuXianZhi != null && `限值 ${a.duXingJieChuXianZhi} mg/m3`,
    a.yangHanLiang != null && `氧 ${a.yangHanLiang}%`,
  ]
    .filter(Boolean)
    .join('；') || '—';

const columns: ColumnsType<GasAnalysis> = [
  { title: '分析时间', dataIndex: 'fenXiShiJian', render: showTime },
  { title: '气体', dataIndex: 'qiTiMingCheng' },
  { title: '浓度', key: 'nongDu', render: (_: unknown, a) => `${a.nongDu} ${a.nongDuDanWei}` },
  { title: 'LEL/限值', key: 'limit', render: (_: unknown, a) => limitText(a) },
  { title: '分析部位', dataIndex: 'fenXiBuWei', render: (v: string | null) => v || '—' },
  {
    title: '结论',
    dataIndex: 'heGe',
    render: (pass: boolean, a) => (
      <Tooltip title={a.panDingYiJu}>
        <Badge status={pass ? 'success' : 'error'} text={pass ? '合格' : '不合格'} tabIndex={0} aria-label={`${pass ? '合格' : '不合格'}：${a.panDingYiJu}`} />
      </Tooltip>
    ),
  },
  { title: '记录人', dataIndex: 'recordedByName', render: (v: string | null) => v || '—' },
];

export function GasAnalysisTable({ analyses, canAdd, onAdd }: GasAnalysisTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {canAdd && (
        <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} style={{ marginBottom: 12 }}>
          新增分析
        </Button>
      )}
      <Table<GasAnalysis> rowKey="id" size="small" columns={columns} dataSource={[...analyses]} pagination={false} locale={{ emptyText: '暂无气体分析记录' }} scroll={{ x: 'max-content' }} />
      <GasAnalysisForm
        open={open}
        onCancel={() => setOpen(false)}
        onSave={async (a) => {
          await onAdd(a);
          setOpen(false);
        }}
      />
    </>
  );
}
