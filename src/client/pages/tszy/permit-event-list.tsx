// The history of a permit (oldest first): who did what and when, with the state change and the opinion (a change of
// the briefing's content that voided signatures names the workers who sign again); a change
// of a once-submitted permit (GB 30871 4.18) as "修改（第2版）：<reason>" with its changed fields, old → new.
import { Timeline, Typography } from 'antd';
import { auditValueText } from '../../../domain/audit-diff.ts';
import { PERMIT_ACTION_LABELS, type PermitActionType } from '../../../domain/permit-lifecycle.ts';
import type { RevisionDetail } from '../../../domain/permit-revision.ts';
import { BRIEFING_RESET_EVENT, briefingResets } from '../../../domain/permit-briefing.ts';
import { permitBriefingUiZh } from '../../../domain/i18n/zh/permit-briefing-ui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { PermitEventView } from '../../api/permit-api.ts';
import { showTime, stateName, t } from './permit-labels.ts';

const tb = textOf(permitBriefingUiZh);

/** The version, reason and changes of a revision event; null for another event. */
function revisionOf(e: PermitEventView): RevisionDetail | null {
  const d = e.detail;
  return e.action === 'update' && d && typeof d.version === 'number' && Array.isArray(d.changes) ? (d as unknown as RevisionDetail) : null;
}

/** The name of an event's action (the lifecycle's actions, 创建 and 修改; a revision with its version and reason); an unknown one as it is. */
function actionText(e: PermitEventView): string {
  const r = revisionOf(e);
  if (r) return t('permitsui.event.revision', { version: r.version, reason: r.reason });
  if (e.action === BRIEFING_RESET_EVENT) {
    const names = briefingResets([e]).flatMap((r) => r.workers.map((w) => String(w.xingMing ?? '')));
    return tb('permitsui.briefing.resetEvent', { names: names.join(t('permitsui.sep.list')) });
  }
  if (e.action === 'audit') return t(e.decision === 'return' ? 'permitsui.action.auditReturn' : 'permitsui.action.auditApprove');
  if (e.action in PERMIT_ACTION_LABELS || e.action === 'create' || e.action === 'update' || e.action === 'coordinate') {
    return t(`permitsui.action.${e.action as PermitActionType | 'create' | 'update' | 'coordinate'}`);
  }
  return e.action;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A changed value as text: a time as the screens show times, nothing as （空）. */
function valueText(v: unknown): string {
  if (typeof v === 'string' && ISO_TIME.test(v)) return showTime(v);
  return auditValueText(v) || t('permitsui.event.emptyValue');
}

/** The changed fields of a revision, old → new. */
function Changes({ r }: { r: RevisionDetail }) {
  return (
    <ul data-testid={`permit-revision-${r.version}`} style={{ margin: 0, paddingInlineStart: 20 }}>
      {r.changes.map((c) => (
        <li key={c.field}>{t('permitsui.event.fieldChange', { label: c.label, before: valueText(c.before), after: valueText(c.after) })}</li>
      ))}
    </ul>
  );
}

/** Under an event: a revision's changes, else the opinion. */
function EventNote({ e }: { e: PermitEventView }) {
  const r = revisionOf(e);
  if (r) return <Changes r={r} />;
  return e.opinion ? <div>{t('permitsui.event.opinion', { opinion: e.opinion })}</div> : null;
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
            <EventNote e={e} />
          </div>
        ),
      }))}
    />
  );
}
