import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { EMBED_SANDBOX, embedIdOfPath, embedUrlProblem, originOf } from '../../../domain/web-embed-url.ts';
import { ApiError } from '../../api/http.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { groupsZh } from '../../../domain/i18n/zh/groups.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { embedFrame, type EmbedFrame } from './web-embed-api.ts';

const g = textOf(groupsZh);

type State = { kind: 'loading' } | { kind: 'refused'; reason: string } | { kind: 'ready'; page: EmbedFrame; origin: string };

/**
 * An embedded page (component `web-embed/frame`, menu entries /web-embed/<id> that the server adds for the
 * enterprise's enabled pages; issue 24 item 3): another system's page in a sandboxed frame. The URL is checked
 * again here: http(s), of an allowed origin, and never this platform's own origin (the sandbox would not hold).
 */
export default function WebEmbedFramePage({ title }: Partial<ViewProps>) {
  usePageTitle(title || g('groups.ui.embedTitle'));
  const { pathname } = useLocation();
  const id = embedIdOfPath(pathname);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (id == null) {
      setState({ kind: 'refused', reason: g('groups.ui.frameRefused') });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const page = await embedFrame(id);
      const origin = page ? originOf(page.url) : null;
      if (!page || !origin || embedUrlProblem(page.url, page.allowedOrigins) || origin === window.location.origin) {
        setState({ kind: 'refused', reason: g('groups.ui.frameRefused') });
      } else {
        setState({ kind: 'ready', page, origin });
      }
    } catch (err) {
      setState({ kind: 'refused', reason: err instanceof ApiError ? err.message : g('groups.ui.loadFailed') });
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <Card><Skeleton active /></Card>;
  if (state.kind === 'refused') {
    return (
      <Card>
        <Result status="warning" title={state.reason} extra={<Button onClick={() => void load()}>{g('groups.ui.retry')}</Button>} />
      </Card>
    );
  }
  const { page, origin } = state;
  return (
    <Card
      title={page.title}
      size="small"
      extra={
        <Space>
          <Typography.Text type="secondary">{g('groups.ui.frameSandbox', { origin })}</Typography.Text>
          <Typography.Link href={page.url} target="_blank" rel="noopener noreferrer">
            {g('groups.ui.openNew')}
          </Typography.Link>
        </Space>
      }
      styles={{ body: { padding: 0 } }}
    >
      <iframe
        title={page.title}
        src={page.url}
        sandbox={EMBED_SANDBOX}
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: 'calc(100vh - 220px)', minHeight: 480, border: 0, display: 'block' }}
        data-testid="web-embed-frame"
      />
    </Card>
  );
}
