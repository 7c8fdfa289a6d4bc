// The columns 实时报警 and 历史报警 share: priority as a coloured tag, tag, description, area, type, value, times
// and the ISA-18.2 state.
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PRIORITY_LABELS, STATE_LABELS } from '../../../domain/gyaq-alarm.ts';
import { gyaqZh } from '../../../domain/i18n/zh/gyaq.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { AlarmRow } from '../../api/gyaq-api.ts';

const t = textOf(gyaqZh);

export const PRIORITY_COLORS: Readonly<Record<string, string>> = { urgent: 'red', high: 'orange', medium: 'gold', low: 'blue' };
const STATE_COLORS: Readonly<Record<string, string>> = { unacked: 'red', acked: 'orange', 'rtn-unacked': 'purple', normal: 'green', shelved: 'default' };

/** A time at the plant (UTC+8) as `YYYY-MM-DD HH:mm:ss`. */
export function plantTime(iso: string | null): string {
  if (!iso) return '-';
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function alarmColumns(): ColumnsType<AlarmRow> {
  return [
    {
      title: t('gyaq.ui.col.priority'),
      dataIndex: 'priority',
      width: 80,
      render: (p: keyof typeof PRIORITY_LABELS) => <Tag color={PRIORITY_COLORS[p]}>{PRIORITY_LABELS[p] ?? p}</Tag>,
    },
    { title: t('gyaq.ui.col.tag'), dataIndex: 'tag', width: 120, render: (v: string) => <strong>{v}</strong> },
    { title: t('gyaq.ui.col.description'), dataIndex: 'description', ellipsis: true },
    { title: t('gyaq.ui.col.area'), dataIndex: 'area', width: 140, ellipsis: true },
    { title: t('gyaq.ui.col.type'), dataIndex: 'alarmType', width: 90 },
    { title: t('gyaq.ui.col.value'), dataIndex: 'raisedValue', width: 80, render: (v: number | null) => v ?? '-' },
    { title: t('gyaq.ui.col.raisedAt'), dataIndex: 'raisedAt', width: 170, render: plantTime },
    {
      title: t('gyaq.ui.col.state'),
      dataIndex: 'state',
      width: 130,
      render: (s: keyof typeof STATE_LABELS, r) =>
        s === 'shelved' ? (
          <Tooltip title={t('gyaq.ui.shelvedUntil', { until: plantTime(r.shelvedUntil), by: r.shelvedByName ?? '', reason: r.shelveReason ?? '' })}>
            <Tag color={STATE_COLORS[s]}>{STATE_LABELS[s]}</Tag>
          </Tooltip>
        ) : (
          <Tag color={STATE_COLORS[s]}>{STATE_LABELS[s] ?? s}</Tag>
        ),
    },
  ];
}
