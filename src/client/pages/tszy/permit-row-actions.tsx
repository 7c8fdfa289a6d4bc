// The actions of one permit in the list: 详情 always; for writers, by state (the domain's ALLOWED_FROM):
// 编辑 and 提交 (drafts), 撤回, 作废 and 删除 (confirmed first), 恢复, 归档. Each call's refusal (409) is shown
// with the server's reason; success reloads the list.
import { Button, Popconfirm, Space, message } from 'antd';
import { useState } from 'react';
import type { PermitView } from '../../api/permit-api.ts';
import { permitApi } from '../../api/permit-api.ts';
import { allows, reasonOf } from './permit-labels.ts';

export interface PermitRowActionsProps {
  permit: PermitView;
  /** Whether the caller may write (qyUser/qyStaff, not view-only). */
  canWrite: boolean;
  onOpen: (permit: PermitView) => void;
  onEdit: (permit: PermitView) => void;
  /** After a successful action: the list reloads. */
  onChanged: () => void;
}

export function PermitRowActions({ permit, canWrite, onOpen, onEdit, onChanged }: PermitRowActionsProps) {
  const [busy, setBusy] = useState(false);
  const { id, zuoYeLeiXing: kind, zhuangTai: state } = permit;

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

  const link = (label: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  );
  const confirmed = (label: string, title: string, onConfirm: () => void) => (
    <Popconfirm title={title} okText="确定" cancelText="取消" onConfirm={onConfirm}>
      <Button type="link" size="small" danger disabled={busy}>
        {label}
      </Button>
    </Popconfirm>
  );

  return (
    <Space size={0} wrap>
      {link('详情', () => onOpen(permit))}
      {canWrite && state === 'DRAFT' && link('编辑', () => onEdit(permit))}
      {canWrite && allows(state, 'submit') && link('提交', () => void run(() => permitApi.submit(kind, id), '已提交审批'))}
      {canWrite && allows(state, 'revoke') && link('撤回', () => void run(() => permitApi.revoke(kind, id), '已撤回为草稿'))}
      {canWrite && allows(state, 'resume') && link('恢复', () => void run(() => permitApi.resume(id), '已恢复为草稿'))}
      {canWrite && allows(state, 'archive') && link('归档', () => void run(() => permitApi.archive(id), '已归档'))}
      {canWrite &&
        allows(state, 'discard') &&
        confirmed('作废', `确定作废作业票 ${permit.zuoYeBianHao} 吗？`, () => void run(() => permitApi.discard(id), '已作废'))}
      {canWrite &&
        allows(state, 'remove') &&
        confirmed('删除', `确定删除作业票 ${permit.zuoYeBianHao} 吗？删除后不可恢复。`, () => void run(() => permitApi.remove(id), '已删除'))}
    </Space>
  );
}
