// The history of a permit (oldest first): who did what and when, with the state change and the opinion.
import { Timeline, Typography } from 'antd';
import { PERMIT_ACTION_LABELS, type PermitActionType } from '../../../domain/permit-lifecycle.ts';
import type { PermitEventView } from '../../api/permit-api.ts';
import { showTime, stateName, t } from './permit-labels.ts';

/** The name of an event's action (the lifecycle's actions, 创建 and 修改); an unknown one as it is. */
function actionText(e: PermitEventView): string {
  if (e.action === 'audit') return t(e.decision === 'return' ? 'permitsui.action.auditReturn' : 'permitsui.action.auditApprove');
  if (e.action in PERMIT_ACTION_LABELS || e.action === 'create' || e.action === 'update') {
    return t(`permitsui.action.${e.action as PermitActionType | 'create' | 'update'}`);
  }
  return e.action;
}

export function PermitEventList({ events }: { events: readonly PermitEventView[] }) {
  if (!events.length) return <Typography.Text type="secondary">{t('permitsui.event.none')}</Typography.Text>;
  return (
    <Timeline
      items={events.map((e) => ({
        key: e.id,
        children: (
          <div>
            <Typography.Text strong>{actionText(e)}</Typography.Text>
            <Typography.Text type="secondary">
              {t('permitsui.event.by', { name: e.byName ?? '—', time: showTime(e.at) })}
              {e.from && e.to && e.from !== e.to && t('permitsui.event.change', { from: stateName(e.from), to: stateName(e.to) })}
            </Typography.Text>
            {e.opinion && <div>{t('permitsui.event.opinion', { opinion: e.opinion })}</div>}
          </div>
        ),
      }))}
    />
  );
}
