export interface PlainSpinnerProps {
  /** What is loading, for screen readers (加载中). */
  label: string;
  /** 'large' for a page's, 'small' inside a button. */
  size?: 'small' | 'large';
}

/** A turning ring (CSS only: no script runs for it), announced as a status. */
export function PlainSpinner({ label, size = 'large' }: PlainSpinnerProps) {
  return <span className={`zm-spinner zm-spinner-${size}`} role="status" aria-label={label} />;
}
