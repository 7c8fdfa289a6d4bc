import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PlainSpinner } from './plain-spinner.tsx';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** 'text': no border (a header's icon button); 'default': outlined; 'primary': filled. */
  variant?: 'text' | 'default' | 'primary';
  icon?: ReactNode;
  /** Busy: a spinner instead of the icon, and clicks ignored. */
  loading?: boolean;
  /** The spinner's words for screen readers while loading. */
  loadingLabel?: string;
  /** The whole width of its column. */
  block?: boolean;
}

/** A finger-sized button (at least 48 px) of the phone's first screen, styled by phone.css. */
export function PlainButton({ variant = 'default', icon, loading, loadingLabel = '', block, className, children, onClick, ...rest }: PlainButtonProps) {
  const classes = ['zm-btn', `zm-btn-${variant}`, block ? 'zm-btn-block' : '', icon && !children ? 'zm-btn-icon-only' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-busy={loading || undefined} onClick={loading ? undefined : onClick} {...rest}>
      {loading ? <PlainSpinner size="small" label={loadingLabel} /> : icon}
      {children != null && <span>{children}</span>}
    </button>
  );
}
