// The history of a permit (oldest first): who did what and when, with the state change and the opinion.
import { Timeline, Typography } from 'antd';
import { PERMIT_ACTION_LABELS, PERMIT_STATE_LABELS, type PermitActionType } from '../../../domain/permit-lifecycle.ts';
import type { PermitEventView } from '../../api/permit-api.ts';
import { showTime } from './permit-labels.ts';

const EXTRA_LABELS: Record<string, string> = { create: '创建', update: '修改' };

function actionText(e: PermitEventView): string {
  if (e.action === 'audit') return e.decision === 'return' ? '审批退回' : '审批同意';
  return (PERMIT_ACTION_LABELS as Record<string, string>)[e.action as PermitActionType] ?? EXTRA_LABELS[e.action] ?? e.action;
}

export function PermitEventList({ events }: { events: readonly PermitEventView[] }) {
  if (!events.length) return <Typography.Text type="secondary">暂无操作记录</Typography.Text>;
  return (
    <Timeline
      items={events.map((e) => ({
        key: e.id,
        children: (
          <div>
            <Typography.Text strong>{actionText(e)}</Typography.Text>
            <Typography.Text type="secondary">
              {'　'}
              {e.byName ?? '—'} · {showTime(e.at)}
              {e.from && e.to && e.from !== e.to && `\u3000${PERMIT_STATE_LABELS[e.from]} → ${PERMIT_STATE_LABELS[e.to]}`}
            </Typography.Text>
            {e.opinion && <div>意见：{e.opinion}</div>}
          </div>
        ),
      }))}
    />
  );
}
