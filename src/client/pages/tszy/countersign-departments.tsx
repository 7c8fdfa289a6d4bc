// The departments of a permit's 会签 slot (动土 / 断路, issue 16 item 2): each with its signer, time and opinion, or
// 待会签 with who may sign; for each department the caller may countersign now, its own opinion box (同意 / 退回),
// whose slot title names the department in the confirmation.
import { Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { permitCountersignZh } from '../../../domain/i18n/zh/permit-countersign.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { CountersignDepartmentEntry, SlotView } from '../../api/permit-api.ts';
import { showTime, slotTitle, t as tp } from './permit-labels.ts';
import { SlotSiteProof } from './slot-site-proof.tsx';

const t = textOf(permitCountersignZh);

export interface CountersignDepartmentsProps {
  slot: SlotView;
  departments: readonly CountersignDepartmentEntry[];
  permitNo: string;
  /** The departments the caller may countersign now. */
  mine: readonly string[];
  onCountersign?: (department: string, decision: 'approve' | 'return', opinion: string) => Promise<void>;
  /** The opinion box of one department (approval-steps.tsx's AuditBox), given the slot as titled for it. */
  box: (slot: SlotView, go: (slot: SlotView, decision: 'approve' | 'return', opinion: string) => Promise<void>) => ReactNode;
}

export function CountersignDepartments({ slot, departments, mine, onCountersign, box }: CountersignDepartmentsProps) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="countersign-departments">
      <Table<CountersignDepartmentEntry>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={[...departments]}
        columns={[
          { key: 'name', title: t('permitsui.countersign.department'), dataIndex: 'name', width: 100 },
          {
            key: 'signer',
            title: t('permitsui.countersign.signer'),
            render: (_, d) =>
              d.signer ? (
                <span>{d.signerName ?? d.signer}</span>
              ) : (
                <Space size={4}>
                  <Tag color="processing">{t('permitsui.countersign.waiting')}</Tag>
                  <Typography.Text type="secondary">{(d.signerNames ?? []).join(tp('permitsui.sep.list'))}</Typography.Text>
                </Space>
              ),
          },
          { key: 'at', title: t('permitsui.countersign.time'), width: 150, render: (_, d) => (d.at ? showTime(d.at) : '—') },
          {
            key: 'opinion',
            title: t('permitsui.countersign.opinion'),
            render: (_, d) => (
              <div>
                {d.opinion ?? '—'}
                {d.signer && <SlotSiteProof slot={d} />}
              </div>
            ),
          },
        ]}
      />
      {onCountersign &&
        mine.map((d) => (
          <div key={d} aria-label={t('permitsui.countersign.signAs', { department: d })} role="group">
            <Typography.Text strong>{t('permitsui.countersign.signAs', { department: d })}</Typography.Text>
            {box({ ...slot, title: t('permits.countersign.slotTitle', { slot: slotTitle(slot.title), department: d }) }, (_, decision, opinion) => onCountersign(d, decision, opinion))}
          </div>
        ))}
    </Space>
  );
}
