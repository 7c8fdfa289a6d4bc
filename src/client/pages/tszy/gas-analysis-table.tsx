// The gas-analysis table of a permit (newest first): time, gas, concentration with its unit, LEL / exposure
// limit / oxygen, and the server's 合格 / 不合格 badge with its rules as the tooltip; 新增分析 for writers while
// records may be taken (DRAFT to IN_PROGRESS).
import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { GasAnalysis, NewGasAnalysisSet } from '../../api/permit-api.ts';
import { GasAnalysisForm } from './gas-analysis-form.tsx';
import { showTime, t } from './permit-labels.ts';

export interface GasAnalysisTableProps {
  analyses: readonly GasAnalysis[];
  /** Whether 新增分析 shows. */
  canAdd: boolean;
  onAdd: (a: NewGasAnalysisSet) => Promise<void>;
}

const limitText = (a: GasAnalysis) =>
  [
    a.baoZhaXiaXian != null && `LEL ${a.baoZhaXiaXian}%`,
    a.duXingJieChuXianZhi != null && t('permitsui.gas.limitValue', { value: a.duXingJieChuXianZhi }),
    a.yangHanLiang != null && t('permitsui.gas.oxygenValue', { value: a.yangHanLiang }),
  ]
    .filter(Boolean)
    .join(t('permitsui.sep.items')) || '—';

const columns = (): ColumnsType<GasAnalysis> => [
  { title: t('permitsui.gas.time'), dataIndex: 'fenXiShiJian', render: showTime },
  { title: t('permitsui.gas.gas'), dataIndex: 'qiTiMingCheng' },
  { title: t('permitsui.gas.concentration'), key: 'nongDu', render: (_: unknown, a) => `${a.nongDu} ${a.nongDuDanWei}` },
  { title: t('permitsui.gas.limits'), key: 'limit', render: (_: unknown, a) => limitText(a) },
  { title: t('permitsui.gas.spot'), dataIndex: 'fenXiBuWei', render: (v: string | null) => v || '—' },
  {
    title: t('permitsui.gas.verdict'),
    dataIndex: 'heGe',
    render: (pass: boolean, a) => (
      <Tooltip title={a.panDingYiJu}>
        <Badge status={pass ? 'success' : 'error'} text={t(pass ? 'permitsui.gas.pass' : 'permitsui.gas.fail')}
          tabIndex={0}
          aria-label={t('permitsui.gas.verdictWhy', { verdict: t(pass ? 'permitsui.gas.pass' : 'permitsui.gas.fail'), basis: a.panDingYiJu })} />
      </Tooltip>
    ),
  },
  { title: t('permitsui.gas.recorder'), dataIndex: 'recordedByName', render: (v: string | null) => v || '—' },
];

export function GasAnalysisTable({ analyses, canAdd, onAdd }: GasAnalysisTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {canAdd && (
        <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} style={{ marginBottom: 12 }}>
          {t('permitsui.gas.add')}
        </Button>
      )}
      <Table<GasAnalysis> rowKey="id" size="small" columns={columns()} dataSource={[...analyses]} pagination={false} locale={{ emptyText: t('permitsui.gas.empty') }} scroll={{ x: 'max-content' }} />
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
