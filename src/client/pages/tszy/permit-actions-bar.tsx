// The actions of a permit's detail: only those the server lists for the signed-in person (`allowedActions`,
// domain permit-permissions.ts): 编辑 / 提交, 撤回, 开始作业, 中断作业 (with an optional reason) / 恢复作业, 延期,
// 完工验收, 归档, 恢复, 作废 and 删除; every change that cannot be undone asks first (permit-action-confirm.ts).
// 打印 for everyone. A refusal (409) is shown with the server's reason.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, message } from 'antd';
import { useState, type ReactNode } from 'react';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import type { PermitUiAction } from '../../../domain/permit-permissions.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { permitApi, type PermitView } from '../../api/permit-api.ts';
import { confirmText } from './permit-action-confirm.ts';
import { PermitExtendDialog } from './permit-extend-dialog.tsx';
import { PermitInterruptDialog } from './permit-interrupt-dialog.tsx';
import { reasonOf, t } from './permit-labels.ts';

export interface PermitActionsBarProps {
  permit: PermitView;
  onChanged: () => void;
  onEdit: () => void;
  /** 打印, offered when the kind's file places a print view (`detail.print`). */
  onPrint?: () => void;
  /** After 删除: the permit is gone (back to the list). */
  onRemoved: () => void;
}

const tc = textOf(commonZh);

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
      void message.error(reasonOf(e, t('permitsui.action.failed')));
    } finally {
      setBusy(false);
    }
  };

  const specs: Partial<Record<PermitUiAction, Spec>> = {
    submit: { label: t('permitsui.action.submit'), primary: true, call: () => permitApi.submit(kind, id), done: t('permitsui.done.submit') },
    revoke: { label: t('permitsui.action.revoke'), call: () => permitApi.revoke(kind, id), done: t('permitsui.done.revoke') },
    start: { label: t('permitsui.action.start'), primary: true, call: () => permitApi.start(kind, id), done: t('permitsui.done.start') },
    resumeWork: {
      label: t('permitsui.action.resumeWork'),
      primary: true,
      call: () => permitApi.resumeWork(kind, id),
      done: t('permitsui.done.resumeWork'),
    },
    finish: { label: t('permitsui.action.finish'), primary: true, call: () => permitApi.finish(id), done: t('permitsui.done.finish') },
    archive: { label: t('permitsui.action.archive'), call: () => permitApi.archive(id), done: t('permitsui.done.archive') },
    resume: { label: t('permitsui.action.resume'), call: () => permitApi.resume(id), done: t('permitsui.done.resume') },
    discard: { label: t('permitsui.action.discard'), danger: true, call: () => permitApi.discard(id), done: t('permitsui.done.discard') },
    remove: { label: t('permitsui.action.remove'), danger: true, call: () => permitApi.remove(id), done: t('permitsui.done.remove') },
  };

  const button = (action: PermitUiAction): ReactNode => {
    if (action === 'edit') return <Button key={action} disabled={busy} onClick={onEdit}>{t('permitsui.action.edit')}</Button>;
    if (action === 'interrupt') return <Button key={action} disabled={busy} onClick={() => setInterrupting(true)}>{t('permitsui.action.interrupt')}</Button>;
    if (action === 'extend') return <Button key={action} disabled={busy} onClick={() => setExtending(true)}>{t('permitsui.action.extend')}</Button>;
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
      <Popconfirm key={action} title={question} okText={tc('common.ok')} cancelText={tc('common.cancel')} onConfirm={go}>
        {b}
      </Popconfirm>
    ) : (
      b
    );
  };

  return (
    <Space wrap>
      {allowed.map(button)}
      {onPrint && (
        <Button icon={<PrinterOutlined />} onClick={onPrint}>
          {t('permitsui.action.print')}
        </Button>
      )}
      <PermitInterruptDialog
        permit={permit}
        open={interrupting}
        onCancel={() => setInterrupting(false)}
        onInterrupt={async (reason) => {
          await permitApi.interrupt(kind, id, reason || undefined);
          void message.success(t('permitsui.done.interrupt'));
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
          void message.success(t('permitsui.done.extend'));
          setExtending(false);
          onChanged();
        }}
      />
    </Space>
  );
}
