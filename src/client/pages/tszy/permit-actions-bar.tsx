// The actions of a permit's detail: only those the server lists for the signed-in person (`allowedActions`,
// domain permit-permissions.ts): 编辑 / 提交, 撤回, 开始作业, 中断作业 (with an optional reason) / 恢复作业, 延期,
// 完工验收, 归档, 恢复, 作废 and 删除; every change that cannot be undone asks first (permit-action-confirm.ts).
// 打印 for everyone. A refusal (409) is shown with the server's reason.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, message } from 'antd';
import { useState, type ReactNode } from 'react';
import type { PermitUiAction } from '../../../domain/permit-permissions.ts';
import { permitApi, type PermitView } from '../../api/permit-api.ts';
import { confirmText } from './permit-action-confirm.ts';
import { PermitExtendDialog } from './permit-extend-dialog.tsx';
import { PermitInterruptDialog } from './permit-interrupt-dialog.tsx';
import { reasonOf } from './permit-labels.ts';

export interface PermitActionsBarProps {
  permit: PermitView;
  onChanged: () => void;
  onEdit: () => void;
  onPrint: () => void;
  /** After 删除: the permit is gone (back to the list). */
  onRemoved: () => void;
}

/** Label, look, call and success message of an action that runs at once (after its confirmation). */
interface Spec {
  label: string;
  primary?: boolean;
  danger?: boolean;
  call: () => Promise<unknown>;
  done: string;
}

export function PermitActionsBar({ permit, onChanged, onEdit, onPrint, onRemoved }: PermitActionsBarProps) {
  const [busy, setBusy] = useState(false);
  const [extending, setExtending] = useState(false);
  const [interrupting, setInterrupting] = useState(false);
  const { id, zuoYeLeiXing: kind, zuoYeBianHao: no } = permit;
  const allowed = permit.allowedActions ?? [];

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

  const specs: Partial<Record<PermitUiAction, Spec>> = {
    submit: { label: '提交', primary: true, call: () => permitApi.submit(kind, id), done: '已提交审批' },
    revoke: { label: '撤回', call: () => permitApi.revoke(kind, id), done: '已撤回为草稿' },
    start: { label: '开始作业', primary: true, call: () => permitApi.start(kind, id), done: '作业已开始' },
    resumeWork: { label: '恢复作业', primary: true, call: () => permitApi.resumeWork(kind, id), done: '已恢复作业' },
    finish: { label: '完工验收', primary: true, call: () => permitApi.finish(id), done: '已完工验收' },
    archive: { label: '归档', call: () => permitApi.archive(id), done: '已归档' },
    resume: { label: '恢复', call: () => permitApi.resume(id), done: '已恢复为草稿' },
    discard: { label: '作废', danger: true, call: () => permitApi.discard(id), done: '已作废' },
    remove: { label: '删除', danger: true, call: () => permitApi.remove(id), done: '已删除' },
  };

  const button = (action: PermitUiAction): ReactNode => {
    if (action === 'edit') return <Button key={action} disabled={busy} onClick={onEdit}>编辑</Button>;
    if (action === 'interrupt') return <Button key={action} disabled={busy} onClick={() => setInterrupting(true)}>中断作业</Button>;
    if (action === 'extend') return <Button key={action} disabled={busy} onClick={() => setExtending(true)}>延期</Button>;
    const s = specs[action];
    if (!s) return null; // audit: the approval view gives the opinion
    const { call, done } = s;
    const go = () => void run(call, done, action === 'remove' ? onRemoved : onChanged);
    const question = confirmText(action, no);
    const b = (
      <Button key={action} type={s.primary ? 'primary' : 'default'} danger={s.danger} disabled={busy} onClick={question ? undefined : go}>
        {s.label}
      </Button>
    );
    return question ? (
      <Popconfirm key={action} title={question} okText="确定" cancelText="取消" onConfirm={go}>
        {b}
      </Popconfirm>
    ) : (
      b
    );
  };

  return (
    <Space wrap>
      {allowed.map(button)}
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
