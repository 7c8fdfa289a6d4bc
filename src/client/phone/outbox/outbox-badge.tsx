// The count of what waits to be sent, on 我的 in the bottom bar (nothing when none waits).
import type { ReactNode } from 'react';
import { outboxuiZh } from '../../../domain/i18n/zh/outboxui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { Outbox } from './outbox.ts';
import { useOutbox } from './use-outbox.ts';
import { PlainBadge } from '../plain/plain-badge.tsx';

const t = textOf(outboxuiZh);

export interface OutboxBadgeProps {
  outbox?: Outbox;
  /** What the badge sits on (the 我的 icon). */
  children?: ReactNode;
}

export function OutboxBadge({ outbox, children }: OutboxBadgeProps) {
  const view = useOutbox(outbox);
  const count = view.items.length;
  return (
    <PlainBadge count={count} tone={view.failed ? 'red' : 'orange'} title={count ? t('outboxui.badge', { count }) : undefined}>
      {children}
    </PlainBadge>
  );
}
