// A record's history as a timeline (`GET {ep}/history?id=`, oldest first): who acted (and for whom, 委托), when,
// the action, from → to, the opinion, the fields the step changed (before → after, shown like the detail) and
// the handwritten signature it was taken with (issue 15).
import { useEffect, useState } from 'react';
import { Alert, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { fieldTitle, resolveField, type ResourceFile } from '../../schema/resource-types.ts';
import { failureText } from '../client-failure.ts';
import { FieldValue } from '../field-value.tsx';
import { StateTag } from './state-tag.tsx';
import { stateOf } from './workflow-labels.ts';
import { useWorkflowClient, type HistoryEntry } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';
import { SignatureImage } from '../phone/signature-image.tsx';
import { signuiZh } from '../../domain/i18n/zh/signui.ts';

const t = textOf(wfuiZh);
const ts = textOf(signuiZh);

export interface HistoryTimelineProps {
  resource: ResourceFile;
  recordId: number;
  /** Bumped after an action: the history loads again. */
  version: number;
}

/** When a step happened, to the minute. */
export function historyTime(at: string): string {
  const d = dayjs(at);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : at;
}

function Changes({ resource, entry }: { resource: ResourceFile; entry: HistoryEntry }) {
  const names = Object.keys(entry.changed ?? {}).filter((n) => n !== resource.workflow?.field);
  if (names.length === 0) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }} data-testid="history-changes">
      {names.map((name) => (
        <li key={name}>
          <Typography.Text type="secondary">{resolveField(resource, name) ? fieldTitle(resource, name) : name}{t('wfui.colon')}</Typography.Text>
          {resolveField(resource, name) ? (
            <>
              <FieldValue resource={resource} name={name} value={entry.changed[name].before} /> → <FieldValue resource={resource} name={name} value={entry.changed[name].after} />
            </>
          ) : (
            `${String(entry.changed[name].before ?? '')} → ${String(entry.changed[name].after ?? '')}`
          )}
        </li>
      ))}
    </ul>
  );
}

function EntryView({ resource, entry }: { resource: ResourceFile; entry: HistoryEntry }) {
  const wf = resource.workflow;
  const who = entry.actorName ?? (entry.actorId !== null ? t('wfui.history.staff', { id: entry.actorId }) : t('wfui.history.system'));
  const forWhom = entry.onBehalfOf !== null ? (entry.onBehalfOfName ?? t('wfui.history.staff', { id: entry.onBehalfOf })) : null;
  return (
    <div data-testid="history-entry">
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{entry.actionLabel || entry.action}</Typography.Text>
        <Typography.Text>{forWhom ? t('wfui.history.onBehalf', { who, forWhom }) : who}</Typography.Text>
        <Typography.Text type="secondary">{historyTime(entry.at)}</Typography.Text>
      </Flex>
      {(entry.fromState || entry.toState) && entry.fromState !== entry.toState && (
        <div style={{ marginTop: 4 }}>
          {entry.fromState ? <StateTag workflow={wf} state={entry.fromState} /> : null}
          {entry.fromState ? '→ ' : null}
          <StateTag workflow={wf} state={entry.toState} />
        </div>
      )}
      {entry.opinion && (
        <Typography.Paragraph style={{ margin: '4px 0 0' }} data-testid="history-opinion">
          {t('wfui.history.opinion', { opinion: entry.opinion })}
        </Typography.Paragraph>
      )}
      <Changes resource={resource} entry={entry} />
      {entry.signatureId != null && (
        <div style={{ marginTop: 4 }} data-testid="history-signature">
          <Typography.Text type="secondary">{ts('signui.timeline.signature')}{t('wfui.colon')}</Typography.Text>
          <SignatureImage id={entry.signatureId} alt={ts('signui.list.imageAlt', { name: who })} height={48} />
        </div>
      )}
    </div>
  );
}

/** The timeline; empty: 暂无流转记录. */
export function HistoryTimeline({ resource, recordId, version }: HistoryTimelineProps) {
  const client = useWorkflowClient();
  const [state, setState] = useState<{ entries: HistoryEntry[] | null; error: string | null }>({ entries: null, error: null });
  useEffect(() => {
    if (!client) return;
    let live = true;
    client.history(resource, recordId).then(
      (entries) => live && setState({ entries: entries ?? [], error: null }),
      (e: unknown) => live && setState({ entries: null, error: failureText(e, t('wfui.history.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, recordId, version]);
  let body;
  if (state.error) body = <Alert type="error" showIcon message={state.error} />;
  else if (!state.entries) body = <Spin size="small" aria-label={t('wfui.loading')} />;
  else if (state.entries.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wfui.history.empty')} />;
  else {
    body = (
      <Timeline
        items={state.entries.map((entry) => ({
          key: entry.id,
          color: stateOf(resource.workflow, entry.toState)?.color ?? 'blue',
          children: <EntryView resource={resource} entry={entry} />,
        }))}
      />
    );
  }
  return (
    <section data-testid="history-timeline">
      <Typography.Title level={5}>{t('wfui.history.title')}</Typography.Title>
      {body}
    </section>
  );
}
