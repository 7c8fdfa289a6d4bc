import { Button, Result } from 'antd';

export interface LoadFailedProps {
  /** What failed to load, in the page's words (e.g. 企业列表加载失败). */
  title: string;
  /** The retry button's label. */
  retryLabel: string;
  onRetry: () => void;
}

/** A page's read failed: what failed and a button to try again (the request layer has shown the server's message). */
export function LoadFailed({ title, retryLabel, onRetry }: LoadFailedProps) {
  return <Result status="warning" title={title} extra={<Button onClick={onRetry}>{retryLabel}</Button>} />;
}
