import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Space, Typography, message } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import { isMobile, MOBILE_MESSAGE, MOBILE_MESSAGE_ALT } from '../../domain/validators.ts';
import { saveApply, sendSmsCode } from '../api/shell-api.ts';
import { countdownText } from './sms-countdown.ts';
import { useSmsCountdown } from './use-sms-countdown.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** Spec 000 §9: name at most 10 characters (at least 2), phone 11, code at most 8. */
export const APPLY_NAME_MIN = 2;
export const APPLY_NAME_MAX = 10;
export const APPLY_MOBILE_MAX = 11;
export const APPLY_CODE_MAX = 8;
export const SMS_SENT = t('shell.apply.codeSent');
export const SMS_FAILED = t('shell.apply.codeFailed');
export const APPLY_FAILED = t('shell.apply.submitFailed');
const NAME_MESSAGE = t('shell.apply.nameRule');

interface ApplyValues {
  name: string;
  mobile: string;
  pinCode: string;
}

export interface ApplyFormProps {
  /** The module key applied for. */
  module: string;
  moduleTitle: string;
  qyId: number | null;
}

const mobileRule = {
  validator: (_: unknown, v: unknown) => {
    const s = typeof v === 'string' ? v.trim() : '';
    if (!s) return Promise.reject(new Error(MOBILE_MESSAGE_ALT));
    return isMobile(s) ? Promise.resolve() : Promise.reject(new Error(MOBILE_MESSAGE));
  },
};

/**
 * The apply-for-use form of a module the enterprise has not enabled (spec 000 §2, §5): contact name,
 * mobile and SMS code (120 s between sends); after a successful submit, a submitted state.
 */
export function ApplyForm({ module, moduleTitle, qyId }: ApplyFormProps) {
  const [form] = Form.useForm<ApplyValues>();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [submitted, setSubmitted] = useState(false);

  async function sendCode() {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    const mobile = String(form.getFieldValue('mobile') ?? '').trim();
    setSending(true);
    try {
      await sendSmsCode(mobile);
      countdown.start();
      void message.success(SMS_SENT);
    } catch {
      void message.error(SMS_FAILED);
    } finally {
      setSending(false);
    }
  }

  async function submit(values: ApplyValues) {
    setSubmitting(true);
    setError('');
    try {
      await saveApply({
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        pinCode: values.pinCode.trim(),
        qyId,
        module,
      });
      setSubmitted(true);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : APPLY_FAILED);
    } finally {
      setSubmitting(false);
    }
  }

  if (submitted) {
    return (
      <Result
        status="success"
        title={t('shell.apply.submitted')}
        subTitle={t('shell.apply.submittedDetail', { moduleTitle })}
      />
    );
  }

  return (
    <Card style={{ maxWidth: 560, margin: '24px auto' }}>
      <Space direction="vertical" align="center" style={{ width: '100%', marginBottom: 16 }}>
        <AppstoreAddOutlined style={{ fontSize: 40, color: '#1890ff' }} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('shell.apply.notEnabled', { moduleTitle })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('shell.apply.leaveContact')}</Typography.Text>
      </Space>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} data-testid="apply-error" />}
      <Form<ApplyValues> form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} onFinish={submit} onValuesChange={() => setError('')} aria-label={t('shell.apply.title')}>
        <Form.Item
          label={t('shell.apply.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: NAME_MESSAGE },
            { min: APPLY_NAME_MIN, max: APPLY_NAME_MAX, message: NAME_MESSAGE, transform: (v: string) => v?.trim() },
          ]}
        >
          <Input placeholder={t('shell.apply.namePlaceholder')} maxLength={APPLY_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t('shell.apply.phone')} name="mobile" required rules={[mobileRule]}>
          <Input placeholder={t('shell.apply.phonePlaceholder')} maxLength={APPLY_MOBILE_MAX} inputMode="numeric" />
        </Form.Item>
        <Form.Item label={t('shell.apply.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="pinCode" noStyle rules={[{ required: true, whitespace: true, message: t('shell.apply.codeRequired') }]}>
              <Input placeholder={t('shell.apply.codePlaceholder')} maxLength={APPLY_CODE_MAX} aria-label={t('shell.apply.code')} />
            </Form.Item>
            <Button onClick={sendCode} loading={sending} disabled={countdown.seconds > 0} style={{ minWidth: 130 }}>
              {countdownText(countdown.seconds)}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5, span: 18 }}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('shell.apply.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
