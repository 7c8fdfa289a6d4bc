import type { ReactNode } from 'react';

export interface PlainBadgeProps {
  /** The number shown; 0 shows nothing. */
  count: number;
  /** Past this, `<overflow>+` (99+). */
  overflowCount?: number;
  tone?: 'red' | 'orange';
  /** The count in words (hover and screen readers). */
  title?: string;
  children?: ReactNode;
}

/** A count at the top right of what it sits on (the bottom bar's 待办 and 我的). */
export function PlainBadge({ count, overflowCount = 99, tone = 'red', title, children }: PlainBadgeProps) {
  return (
    <span className="zm-badge">
      {children}
      {count > 0 && (
        <sup className={`zm-badge-count zm-badge-${tone}`} title={title} aria-label={title}>
          {count > overflowCount ? `${overflowCount}+` : count}
        </sup>
      )}
    </span>
  );
}
