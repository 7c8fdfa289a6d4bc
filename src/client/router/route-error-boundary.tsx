import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

interface Props {
  children: ReactNode;
}

// Plain markup: the boundary sits in the entry bundle, which stays small (no antd Result and its images).
const box: CSSProperties = { padding: '48px 16px', textAlign: 'center', color: 'rgba(0,0,0,0.65)' };
const button: CSSProperties = {
  marginTop: 16,
  padding: '4px 15px',
  border: 0,
  borderRadius: 4,
  background: '#1890ff',
  color: '#fff',
  cursor: 'pointer',
};

interface State {
  error: Error | null;
}

/**
 * Catches a page that fails to render or to load (a stale chunk after a deployment): shows the error
 * text (or 'Has Error') with a way to reload, instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error('Has Error') };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" style={box}>
        <h2 style={{ fontSize: 20, color: 'rgba(0,0,0,0.88)' }}>{t('login.boot.pageFailed')}</h2>
        <p>{error.message || 'Has Error'}</p>
        <button type="button" style={button} onClick={() => window.location.reload()}>
          {t('login.boot.reload')}
        </button>
      </div>
    );
  }
}
