// The count of what waits to be sent, on 我的 in the bottom bar (nothing when none waits).
import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { outboxuiZh } from '../../../domain/i18n/zh/outboxui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { Outbox } from './outbox.ts';
import { useOutbox } from './use-outbox.ts';

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
    <Badge count={count} color={view.failed ? 'red' : 'orange'} size="small" title={t('outboxui.badge', { count })} aria-label={count ? t('outboxui.badge', { count }) : undefined}>
      {children}
    </Badge>
  );
}
