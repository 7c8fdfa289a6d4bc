// A phone page's record while it loads or after it failed: a spinner, then a 404 (no retry: the record is not there) or
// an error with the server's reason and a retry. Nothing once the record is there: the page draws it. Shared by the
// record pages of the modules (permit, patrol, overhaul item, shutdown).
import { Button, Flex, Result, Spin } from 'antd';

/** What the page knows of its record: `RecordLoad` (use-record-load.ts) and the permit's load both fit. */
export type RecordLoadShown = { status: 'loading' } | { status: 'failed'; notFound: boolean; message: string } | { status: 'ready' };

export interface RecordLoadStateProps {
  load: RecordLoadShown;
  /** The page's own words: the spinner's label, the two titles and the retry button. */
  words: { loading: string; notFound: string; failed: string; retry: string };
  onRetry: () => void;
}

export function RecordLoadState({ load, words, onRetry }: RecordLoadStateProps) {
  if (load.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={words.loading} />
      </Flex>
    );
  }
  if (load.status === 'failed') {
    return (
      <Result
        status={load.notFound ? '404' : 'error'}
        title={load.notFound ? words.notFound : words.failed}
        subTitle={load.message}
        extra={!load.notFound && <Button onClick={onRetry}>{words.retry}</Button>}
      />
    );
  }
  return null;
}
