export interface PlainAlertProps {
  type: 'warning' | 'info' | 'error';
  message: string;
}

/** A full-width line at the top of the page (no signal, sending…), read out when it changes. */
export function PlainAlert({ type, message }: PlainAlertProps) {
  return (
    <div className={`zm-alert zm-alert-${type}`} role="status">
      {message}
    </div>
  );
}
