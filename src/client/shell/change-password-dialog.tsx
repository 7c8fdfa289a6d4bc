import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  CONFIRM_PASSWORD_REQUIRED,
  OLD_PASSWORD_REQUIRED,
  PASSWORD_CONFIRM_MISMATCH,
  checkPasswordChange,
  checkStrongPassword,
} from '../../domain/password-strength.ts';
import { updatePassword } from '../api/shell-api.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** Spec 000 §9: the password-reset dialog is 500 px wide. */
export const PASSWORD_DIALOG_WIDTH = 500;
export const PASSWORD_CHANGED = t('shell.password.resetDone');
const PASSWORD_FAILED = t('shell.password.resetFailed');

interface PasswordValues {
  loginName: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  loginName: string;
  qyId: number | null;
  onClose(): void;
  /** Called after the server accepted the new password (the caller announces it and signs out). */
  onChanged(): void;
}

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Change password (spec 000 §5): every input trimmed; old required; the new one strong and different from
 * the old one; the confirmation equal to the new one. Server refusals are shown inside the dialog.
 */
export function ChangePasswordDialog({ open, loginName, qyId, onClose, onChanged }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ loginName });
    setError('');
  }, [open, loginName, form]);

  const oldRules: Rule[] = [
    { validator: (_, v) => (trim(v) ? Promise.resolve() : Promise.reject(new Error(OLD_PASSWORD_REQUIRED))) },
  ];
  const newRules: Rule[] = [
    ({ getFieldValue }) => ({
      validator(_, v) {
        const strength = checkStrongPassword(trim(v));
        if (strength) return Promise.reject(new Error(strength));
        const failure = checkPasswordChange({ oldPassword: getFieldValue('oldPassword'), newPassword: v });
        // An empty old password is reported on its own field.
        if (failure && failure.field === 'newPassword') return Promise.reject(new Error(failure.message));
        return Promise.resolve();
      },
    }),
  ];
  const confirmRules: Rule[] = [
    ({ getFieldValue }) => ({
      validator(_, v) {
        if (!trim(v)) return Promise.reject(new Error(CONFIRM_PASSWORD_REQUIRED));
        if (trim(v) !== trim(getFieldValue('newPassword'))) return Promise.reject(new Error(PASSWORD_CONFIRM_MISMATCH));
        return Promise.resolve();
      },
    }),
  ];

  async function submit() {
    let values: PasswordValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError('');
    try {
      await updatePassword({
        loginName: trim(values.loginName),
        oldPassword: trim(values.oldPassword),
        newPassword: trim(values.newPassword),
        qyId,
      });
      onChanged();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : PASSWORD_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('shell.password.title')}
      open={open}
      width={PASSWORD_DIALOG_WIDTH}
      okText={t('shell.common.ok')}
      cancelText={t('shell.common.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      maskClosable={false}
      forceRender
    >
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} data-testid="password-error" />}
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} onFinish={submit} autoComplete="off">
        <Form.Item
          label={t('shell.password.userName')}
          name="loginName"
          rules={[{ required: true, whitespace: true, message: t('shell.password.userNameRequired') }]}
        >
          <Input autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item label={t('shell.password.old')} name="oldPassword" required rules={oldRules}>
          <Input.Password autoComplete="current-password" maxLength={50} />
        </Form.Item>
        <Form.Item label={t('shell.password.new')} name="newPassword" required rules={newRules} dependencies={['oldPassword']} extra={t('shell.password.rule')}>
          <Input.Password autoComplete="new-password" maxLength={50} />
        </Form.Item>
        <Form.Item label={t('shell.password.confirm')} name="confirmPassword" required rules={confirmRules} dependencies={['newPassword']}>
          <Input.Password autoComplete="new-password" maxLength={50} onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
