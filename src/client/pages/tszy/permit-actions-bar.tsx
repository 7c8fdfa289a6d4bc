// The actions a permit's state allows (the domain's ALLOWED_FROM), for writers: 编辑 / 提交 (drafts), 撤回,
// 开始作业, 中断作业 (with an optional reason) / 恢复作业 while in progress, 延期, 完工验收, 归档, 恢复, 作废 and 删除
// (confirmed first); 打印 for everyone. A refusal (409) is shown with the server's reason.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, message } from 'antd';
import { useState } from 'react';
import { interruptedSince, permitApi, type PermitView } from '../../api/permit-api.ts';
import { PermitExtendDialog } from './permit-extend-dialog.tsx';
import { PermitInterruptDialog } from './permit-interrupt-dialog.tsx';
import { allows, reasonOf } from './permit-labels.ts';

export interface PermitActionsBarProps {
  permit: PermitView;
  canWrite: boolean;
  onChanged: () => void;
  onEdit: () => void;
  onPrint: () => void;
  /** After 删除: the permit is gone (back to the list). */
  onRemoved: () => void;
}

export function PermitActionsBar({ permit, canWrite, onChanged, onEdit, onPrint, onRemoved }: PermitActionsBarProps) {
  const [busy, setBusy] = useState(false);
  const [extending, setExtending] = useState(false);
  const [interrupting, setInterrupting] = useState(false);
  const { id, zuoYeLeiXing: kind, zhuangTai: state } = permit;
  const interrupted = interruptedSince(permit) !== null;

  const run = async (call: () => Promise<unknown>, done: string, after = onChanged) => {
    setBusy(true);
    try {
      await call();
      void message.success(done);
      after();
    } catch (e) {
      void message.error(reasonOf(e, '操作失败'));
    } finally {
      setBusy(false);
    }
  };
  const btn = (label: string, onClick: () => void, primary = false) => (
    <Button type={primary ? 'primary' : 'default'} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  );
  const confirmed = (label: string, title: string, onConfirm: () => void) => (
    <Popconfirm title={title} okText="确定" cancelText="取消" onConfirm={onConfirm}>
      <Button danger disabled={busy}>
        {label}
      </Button>
    </Popconfirm>
  );

  return (
    <Space wrap>
      {canWrite && state === 'DRAFT' && btn('编辑', onEdit)}
      {canWrite && allows(state, 'submit') && btn('提交', () => void run(() => permitApi.submit(kind, id), '已提交审批'), true)}
      {canWrite && allows(state, 'revoke') && btn('撤回', () => void run(() => permitApi.revoke(kind, id), '已撤回为草稿'))}
      {canWrite && allows(state, 'start') && btn('开始作业', () => void run(() => permitApi.start(kind, id), '作业已开始'), true)}
      {canWrite && allows(state, 'interrupt') && !interrupted && btn('中断作业', () => setInterrupting(true))}
      {canWrite &&
        allows(state, 'resumeWork') &&
        interrupted &&
        btn('恢复作业', () => void run(() => permitApi.resumeWork(kind, id), '已恢复作业'), true)}
      {canWrite && allows(state, 'extend') && btn('延期', () => setExtending(true))}
      {canWrite && allows(state, 'finish') && btn('完工验收', () => void run(() => permitApi.finish(id), '已完工验收'), true)}
      {canWrite && allows(state, 'archive') && btn('归档', () => void run(() => permitApi.archive(id), '已归档'))}
      {canWrite && allows(state, 'resume') && btn('恢复', () => void run(() => permitApi.resume(id), '已恢复为草稿'))}
      {canWrite && allows(state, 'discard') && confirmed('作废', '确定作废该作业票吗？', () => void run(() => permitApi.discard(id), '已作废'))}
      {canWrite &&
        allows(state, 'remove') &&
        confirmed('删除', '确定删除该作业票吗？删除后不可恢复。', () => void run(() => permitApi.remove(id), '已删除', onRemoved))}
      <Button icon={<PrinterOutlined />} onClick={onPrint}>
        打印
      </Button>
      <PermitInterruptDialog
        permit={permit}
        open={interrupting}
        onCancel={() => setInterrupting(false)}
        onInterrupt={async (reason) => {
          await permitApi.interrupt(kind, id, reason || undefined);
          void message.success('作业已中断');
          setInterrupting(false);
          onChanged();
        }}
      />
      <PermitExtendDialog
        permit={permit}
        open={extending}
        onCancel={() => setExtending(false)}
        onExtend={async (end) => {
          await permitApi.extend(kind, id, end);
          void message.success('已延期');
          setExtending(false);
          onChanged();
        }}
      />
    </Space>
  );
}
