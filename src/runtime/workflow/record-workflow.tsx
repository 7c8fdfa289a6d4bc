// A record's detail with its workflow (issue 14 item 6): the state and the actions the person may take now above
// the record, the approval (a state with `approval`), the history timeline and the signatures (issue 15) below. An action done reloads the
// offers, approval and history, and tells the screen (`onChanged`, with the updated record) to refresh its list.
// Shown, the record's warnings for the person become read (the bell's link opens it).
import { useEffect, useState, type ReactNode } from 'react';
import { Divider, Flex } from 'antd';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { ResourceRecord } from '../resource-client.ts';
import { ApprovalPanel } from './approval-panel.tsx';
import { HistoryTimeline } from './history-timeline.tsx';
import { StateTag } from './state-tag.tsx';
import { WorkflowActions } from './workflow-actions.tsx';
import { useWorkflowAction } from './workflow-action-dialog.tsx';
import { recordState, stateOf } from './workflow-labels.ts';
import { useWorkflowClient } from './workflow-client.ts';
import { SignatureList } from '../phone/signature-list.tsx';

export interface RecordWorkflowProps {
  resource: ResourceFile;
  record: ResourceRecord;
  /** After an action, with the updated record. */
  onChanged?: (record: ResourceRecord) => void;
  /** The record's own view (SchemaDetail). */
  children?: ReactNode;
}

export function RecordWorkflow({ resource, record, onChanged, children }: RecordWorkflowProps) {
  const client = useWorkflowClient();
  const [version, setVersion] = useState(0);
  const [shown, setShown] = useState<ResourceRecord>(record);
  useEffect(() => setShown(record), [record]);
  const done = (updated: ResourceRecord) => {
    setShown((old) => ({ ...old, ...updated }));
    setVersion((v) => v + 1);
    onChanged?.(updated);
  };
  const action = useWorkflowAction(resource, done);
  const id = record.id;
  useEffect(() => {
    // Marking read is a courtesy: a failure leaves the warnings unread, nothing else.
    client?.markRead(resource.key, id).catch(() => undefined);
  }, [client, resource.key, id]);
  const wf = resource.workflow;
  if (!wf || !client) return <>{children}</>;
  const state = recordState(resource, shown);
  return (
    <Flex vertical gap={16} data-testid="record-workflow">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <StateTag workflow={wf} state={state} />
        <WorkflowActions resource={resource} record={shown} version={version} kind="transition" onStart={action.start} />
      </Flex>
      {children}
      {stateOf(wf, state)?.approval && <ApprovalPanel resource={resource} record={shown} version={version} onDone={done} />}
      <Divider style={{ margin: 0 }} />
      <HistoryTimeline resource={resource} recordId={shown.id} version={version} />
      <SignatureList resource={resource.key} recordId={shown.id} version={version} />
      {action.holder}
    </Flex>
  );
}
