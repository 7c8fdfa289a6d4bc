import type { ReactNode } from 'react';

export interface PlainTagProps {
  tone?: 'blue' | 'orange' | 'red' | 'grey';
  children: ReactNode;
}

/** A small coloured label (a module, a deadline). */
export function PlainTag({ tone = 'grey', children }: PlainTagProps) {
  return <span className={`zm-tag zm-tag-${tone}`}>{children}</span>;
}
