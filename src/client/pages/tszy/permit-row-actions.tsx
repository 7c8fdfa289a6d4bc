// The actions of one permit in the list: 详情 always; then those the server lists for the signed-in person
// (`allowedActions`) among 编辑, 提交, 撤回, 恢复, 归档, 作废 and 删除 (the others are on the detail page); every
// change that cannot be undone asks first (permit-action-confirm.ts). Each call's refusal (409) is shown with
// the server's reason; success reloads the list.
import { Button, Popconfirm, Space, message } from 'antd';
import { useState, type ReactNode } from 'react';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import type { PermitUiAction } from '../../../domain/permit-permissions.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { PermitView } from '../../api/permit-api.ts';
import { permitApi } from '../../api/permit-api.ts';
import { confirmText } from './permit-action-confirm.ts';
import { reasonOf, t } from './permit-labels.ts';

export interface PermitRowActionsProps {
  permit: PermitView;
  onOpen: (permit: PermitView) => void;
  onEdit: (permit: PermitView) => void;
  /** After a successful action: the list reloads. */
  onChanged: () => void;
}

const tc = textOf(commonZh);

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
      void message.error(reasonOf(e, t('permitsui.action.failed')));
    } finally {
      setBusy(false);
    }
  };

  const calls: Partial<Record<PermitUiAction, [string, () => Promise<unknown>, string]>> = {
    submit: [t('permitsui.action.submit'), () => permitApi.submit(kind, id), t('permitsui.done.submit')],
    revoke: [t('permitsui.action.revoke'), () => permitApi.revoke(kind, id), t('permitsui.done.revoke')],
    resume: [t('permitsui.action.resume'), () => permitApi.resume(id), t('permitsui.done.resume')],
    archive: [t('permitsui.action.archive'), () => permitApi.archive(id), t('permitsui.done.archive')],
    discard: [t('permitsui.action.discard'), () => permitApi.discard(id), t('permitsui.done.discard')],
    remove: [t('permitsui.action.remove'), () => permitApi.remove(id), t('permitsui.done.remove')],
  };

  const link = (key: string, label: string, onClick?: () => void, danger = false) => (
    <Button key={key} type="link" size="small" danger={danger} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  );
  const action = (a: PermitUiAction): ReactNode => {
    if (a === 'edit') return link(a, t('permitsui.action.edit'), () => onEdit(permit));
    const c = calls[a];
    if (!c) return null;
    const [label, call, done] = c;
    const go = () => void run(call, done);
    const question = confirmText(a, no);
    if (!question) return link(a, label, go);
    return (
      <Popconfirm key={a} title={question} okText={tc('common.ok')} cancelText={tc('common.cancel')} onConfirm={go}>
        {link(a, label, undefined, a === 'discard' || a === 'remove')}
      </Popconfirm>
    );
  };

  return (
    <Space size={0} wrap>
      {link('open', t('permitsui.action.open'), () => onOpen(permit))}
      {ROW_ACTIONS.filter((a) => allowed.includes(a)).map(action)}
    </Space>
  );
}
