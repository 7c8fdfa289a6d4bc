// A record's own change history on its detail (issue 24 item 6): who changed which fields from what to what, newest
// first, from the audit trail, loaded when the section is opened, a page at a time. Shown only to those the
// client says may read the audit trail.
import { Button, Collapse, Empty, Flex, Result, Spin, Tag, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { auditValueText, type AuditEntry } from '../domain/audit-diff.ts';
import { formatTime } from '../domain/format.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import type { ResourceFile } from '../schema/resource-types.ts';
import { textOf } from './i18n/text-of.ts';
import { useResourceClient, type RecordHistoryClient } from './resource-client.ts';

const t = textOf(runtimeZh);
const PAGE = 10;
const ACTION_COLOR = { insert: 'green', update: 'blue', delete: 'red' } as const;

function HistoryList({ client, resource, id }: { client: RecordHistoryClient; resource: ResourceFile; id: number }) {
  const [rows, setRows] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(
    async (p: number) => {
      setState('loading');
      try {
        const answer = await client.list(resource, id, p, PAGE);
        setRows((prev) => (p === 1 ? answer.rows : [...prev, ...answer.rows]));
        setTotal(answer.total);
        setPage(p);
        setState('ready');
      } catch {
        setState('failed');
      }
    },
    [client, resource, id],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  if (state === 'failed' && rows.length === 0) {
    return <Result status="warning" title={t('runtime.history.failed')} extra={<Button onClick={() => void load(1)}>{t('runtime.history.retry')}</Button>} />;
  }
  if (state === 'loading' && rows.length === 0) return <Spin />;
  if (rows.length === 0) return <Empty description={t('runtime.history.empty')} />;
  return (
    <Flex vertical gap={8} data-testid="record-history">
      <Timeline
        items={rows.map((e) => ({
          key: e.id,
          color: ACTION_COLOR[e.action],
          children: (
            <Flex vertical gap={2}>
              <Typography.Text>
                {formatTime(e.at)} {e.actorName ?? e.actorLogin ?? t('runtime.history.unknownActor')} <Tag color={ACTION_COLOR[e.action]}>{t(`runtime.history.${e.action}`)}</Tag>
              </Typography.Text>
              {e.changes.length === 0 ? (
                <Typography.Text type="secondary">{t('runtime.history.noChange')}</Typography.Text>
              ) : (
                e.changes.map((c) => (
                  <Typography.Text key={c.field} data-testid={`record-history-${e.id}-${c.field}`}>
                    {c.label}
                    {t('runtime.history.colon')}
                    <Typography.Text delete type="secondary">{auditValueText(c.before)}</Typography.Text> → <Typography.Text strong>{auditValueText(c.after)}</Typography.Text>
                  </Typography.Text>
                ))
              )}
            </Flex>
          ),
        }))}
      />
      {rows.length < total ? (
        <Button size="small" loading={state === 'loading'} onClick={() => void load(page + 1)}>
          {t('runtime.history.more')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** 修改历史 under a record's detail, collapsed until opened; nothing when the client offers no history. */
export function RecordHistory({ resource, id }: { resource: ResourceFile; id: number }) {
  const client = useResourceClient().recordHistory;
  if (!client?.allowed(resource)) return null;
  return (
    <Collapse
      size="small"
      style={{ marginTop: 16 }}
      destroyOnHidden
      items={[{ key: 'history', label: t('runtime.history.title'), children: <HistoryList client={client} resource={resource} id={id} /> }]}
    />
  );
}
