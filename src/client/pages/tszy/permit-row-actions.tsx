// The actions of one permit in the list: 详情 always; then those the server lists for the signed-in person
// (`allowedActions`) among 编辑, 提交, 撤回, 恢复, 归档, 作废 and 删除 (the others are on the detail page); every
// change that cannot be undone asks first (permit-action-confirm.ts). Each call's refusal (409) is shown with
// the server's reason; success reloads the list.
import { Button, Popconfirm, Space, message } from 'antd';
import { useState, type ReactNode } from 'react';
import type { PermitUiAction } from '../../../domain/permit-permissions.ts';
import type { PermitView } from '../../api/permit-api.ts';
import { permitApi } from '../../api/permit-api.ts';
import { confirmText } from './permit-action-confirm.ts';
import { reasonOf } from './permit-labels.ts';

export interface PermitRowActionsProps {
  permit: PermitView;
  onOpen: (permit: PermitView) => void;
  onEdit: (permit: PermitView) => void;
  /** After a successful action: the list reloads. */
  onChanged: () => void;
}

/** The row's actions, in this order. */
const ROW_ACTIONS: readonly PermitUiAction[] = ['edit', 'submit', 'revoke', 'resume', 'archive', 'discard', 'remove'];

export function PermitRowActions({ permit, onOpen, onEdit, onChanged }: PermitRowActionsProps) {
  const [busy, setBusy] = useState(false);
  const { id, zuoYeLeiXing: kind, zuoYeBianHao: no } = permit;
  const allowed = permit.allowedActions ?? [];

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      void message.success(done);
      onChanged();
    } catch (e) {
      void message.error(reasonOf(e, '操作失败'));
    } finally {
      setBusy(false);
    }
  };

  const calls: Partial<Record<PermitUiAction, [string, () => Promise<unknown>, string]>> = {
    submit: ['提交', () => permitApi.submit(kind, id), '已提交审批'],
    revoke: ['撤回', () => permitApi.revoke(kind, id), '已撤回为草稿'],
    resume: ['恢复', () => permitApi.resume(id), '已恢复为草稿'],
    archive: ['归档', () => permitApi.archive(id), '已归档'],
    discard: ['作废', () => permitApi.discard(id), '已作废'],
    remove: ['删除', () => permitApi.remove(id), '已删除'],
  };

  const link = (key: string, label: string, onClick?: () => void, danger = false) => (
    <Button key={key} type="link" size="small" danger={danger} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  );
  const action = (a: PermitUiAction): ReactNode => {
    if (a === 'edit') return link(a, '编辑', () => onEdit(permit));
    const c = calls[a];
    if (!c) return null;
    const [label, call, done] = c;
    const go = () => void run(call, done);
    const question = confirmText(a, no);
    if (!question) return link(a, label, go);
    return (
      <Popconfirm key={a} title={question} okText="确定" cancelText="取消" onConfirm={go}>
        {link(a, label, undefined, a === 'discard' || a === 'remove')}
      </Popconfirm>
    );
  };

  return (
    <Space size={0} wrap>
      {link('open', '详情', () => onOpen(permit))}
      {ROW_ACTIONS.filter((a) => allowed.includes(a)).map(action)}
    </Space>
  );
}
