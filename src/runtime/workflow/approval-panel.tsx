// The approval of a record in a state with `approval` (`GET {ep}/approval?id=`): its steps (会签/或签) with each
// signer's task (who, acted by whom for whom, opinion, when, 加签 by whom), and the approval ops the person is
// offered (同意, 退回, 加签, 转办, 撤回) as buttons that open their dialogs.
import { useEffect, useState } from 'react';
import { Alert, Card, Flex, List, Spin, Steps, Tag, Typography } from 'antd';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { failureText } from '../client-failure.ts';
import type { ResourceRecord } from '../resource-client.ts';
import { historyTime } from './history-timeline.tsx';
import { WorkflowActions } from './workflow-actions.tsx';
import { useWorkflowAction } from './workflow-action-dialog.tsx';
import { useWorkflowClient, type ApprovalStepView, type ApprovalTask, type ApprovalView, type WorkflowOffer } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(wfuiZh);

export interface ApprovalPanelProps {
  resource: ResourceFile;
  record: ResourceRecord;
  version: number;
  onDone: (record: ResourceRecord, offer: WorkflowOffer) => void;
}

const DONE = new Set(['done', 'approved']);
const TASK_COLORS: Record<string, string> = { done: 'green', approved: 'green', returned: 'red', transferred: 'purple', waiting: 'default', active: 'processing', pending: 'processing' };
const TASK_IDS = {
  done: 'wfui.task.done',
  approved: 'wfui.task.done',
  returned: 'wfui.task.returned',
  transferred: 'wfui.task.transferred',
  waiting: 'wfui.task.waiting',
  active: 'wfui.task.pending',
  pending: 'wfui.task.pending',
} as const;

function taskStatus(status: string): string {
  const id = (TASK_IDS as Record<string, (typeof TASK_IDS)[keyof typeof TASK_IDS] | undefined>)[status];
  return id ? t(id) : status;
}

function stepStatus(step: ApprovalStepView): 'finish' | 'process' | 'wait' | 'error' {
  if (DONE.has(step.status)) return 'finish';
  if (step.status === 'returned') return 'error';
  return step.status === 'active' || step.status === 'pending' ? 'process' : 'wait';
}

function TaskLine({ task }: { task: ApprovalTask }) {
  return (
    <Flex vertical gap={2} data-testid="approval-task">
      <Flex gap={8} wrap align="center">
        <Typography.Text>{task.staffName}</Typography.Text>
        <Tag color={TASK_COLORS[task.status] ?? 'default'}>{taskStatus(task.status)}</Tag>
        {task.onBehalfOf !== null && task.actedBy !== null && <Typography.Text type="secondary">{t('wfui.task.delegated')}</Typography.Text>}
        {task.addedBy !== null && <Typography.Text type="secondary">{t('wfui.task.added')}</Typography.Text>}
        {task.actedAt && <Typography.Text type="secondary">{historyTime(task.actedAt)}</Typography.Text>}
      </Flex>
      {task.opinion && <Typography.Text type="secondary">{t('wfui.history.opinion', { opinion: task.opinion })}</Typography.Text>}
    </Flex>
  );
}

export function ApprovalPanel({ resource, record, version, onDone }: ApprovalPanelProps) {
  const client = useWorkflowClient();
  const [state, setState] = useState<{ view: ApprovalView | null; error: string | null }>({ view: null, error: null });
  useEffect(() => {
    if (!client) return;
    let live = true;
    client.approval(resource, record.id).then(
      (view) => live && setState({ view, error: null }),
      (e: unknown) => live && setState({ view: null, error: failureText(e, t('wfui.approval.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, record.id, version]);
  const steps = state.view?.steps ?? [];
  const action = useWorkflowAction(resource, onDone, steps);
  let body;
  if (state.error) body = <Alert type="error" showIcon message={state.error} />;
  else if (!state.view) body = <Spin size="small" aria-label={t('wfui.loading')} />;
  else {
    const current = Math.max(0, steps.findIndex((s) => !DONE.has(s.status)));
    body = (
      <Steps
        direction="vertical"
        size="small"
        current={current}
        items={steps.map((s) => ({
          key: s.key,
          status: stepStatus(s),
          title: (
            <span>
              {s.title} <Tag>{s.mode === 'all' ? t('wfui.approval.all') : t('wfui.approval.any')}</Tag>
            </span>
          ),
          description: <List size="small" split={false} dataSource={s.tasks} renderItem={(task) => <List.Item style={{ padding: '2px 0' }}><TaskLine task={task} /></List.Item>} />,
        }))}
      />
    );
  }
  return (
    <Card size="small" title={t('wfui.approval.title')} data-testid="approval-panel" extra={<WorkflowActions resource={resource} record={record} version={version} kind="approval" onStart={action.start} />}>
      {body}
      {action.holder}
    </Card>
  );
}
