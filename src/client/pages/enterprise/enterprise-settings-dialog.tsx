import { Form, Input, InputNumber, Modal, Radio, Space, Switch, Typography, message } from 'antd';
import { THRESHOLD_RANGE, WINDOW_DAYS_RANGE } from '../../../domain/cbs-violations.ts';
import { useState } from 'react';
import { MOBILE_MESSAGE, MOBILE_RE } from '../../../domain/validators.ts';
import { refusalAtFields } from '../../components/refusal-at-fields.ts';
import type { EnterpriseSettings } from '../../../domain/enterprise-requests.ts';
import { saveEnterpriseSettings, type EnterpriseRow } from './enterprise-api.ts';
import { t, versionText } from './enterprise-text.ts';

interface Values {
  qyGroup: string;
  contactName: string;
  contactMobile: string;
  qdglVersion: string;
  riskVersion: string;
  parkPrefix: string;
  useLocationPlatform: boolean;
  violationWindowDays: number;
  violationSuspendThreshold: number;
}

/**
 * A whole number within `range`, else the field's Chinese message. The inputs do not clamp or round (a 0, a negative or
 * a fraction typed would otherwise be saved silently as another number): the value typed is refused at the field.
 */
const countRule = (label: string, range: { min: number; max: number }) => ({
  validator: async (_rule: unknown, v: unknown) => {
    if (v === null || v === undefined || v === '') return;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < range.min || v > range.max) {
      throw new Error(t('enterprise.ui.violationRange', { field: label, min: range.min, max: range.max }));
    }
  },
});

const VERSIONS = ['1', '2'].map((v) => ({ value: v, label: versionText(v) }));
const blankToNull = (s: string | undefined) => (s?.trim() ? s.trim() : null);

/** The enterprise → the form's values (blank for what is not set). */
function valuesOf(qy: EnterpriseRow): Values {
  return {
    qyGroup: qy.qyGroup ?? '',
    contactName: qy.contactName ?? '',
    contactMobile: qy.contactMobile ?? '',
    qdglVersion: qy.qdglVersion,
    riskVersion: qy.riskVersion,
    parkPrefix: qy.parkPrefix,
    useLocationPlatform: qy.useLocationPlatform,
    violationWindowDays: qy.violationWindowDays,
    violationSuspendThreshold: qy.violationSuspendThreshold,
  };
}

/** The form's values → what POST /enterprise/settings takes (blank texts clear). */
export function settingsOf(v: Values): EnterpriseSettings {
  return {
    qyGroup: blankToNull(v.qyGroup),
    contactName: blankToNull(v.contactName),
    contactMobile: blankToNull(v.contactMobile),
    qdglVersion: v.qdglVersion,
    riskVersion: v.riskVersion,
    parkPrefix: v.parkPrefix?.trim() ?? '',
    useLocationPlatform: v.useLocationPlatform,
    violationSuspendThreshold: v.violationSuspendThreshold,
    violationWindowDays: v.violationWindowDays,
  };
}

/**
 * 编辑企业配置 on 企业详情 (issue 24 item 2): the group, the contact and the configuration flags (清单管理 and 风险管控
 * versions, 园区前缀, 人员定位平台, 承包商违章暂停: N 天内违章 M 次) of one enterprise, saved by the platform administrator; a refusal shows at its field.
 */
export function EnterpriseSettingsDialog({ qy, open, onClose, onSaved }: {
  qy: EnterpriseRow;
  open: boolean;
  onClose: () => void;
  onSaved: (row: EnterpriseRow) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const { row, msg } = await saveEnterpriseSettings(qy.id, settingsOf(v));
      void message.success(msg);
      if (row) onSaved(row);
      onClose();
    } catch (err) {
      refusalAtFields(form, err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('enterprise.ui.editTitle')}
      okText={t('enterprise.ui.save')}
      cancelText={t('enterprise.ui.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* destroyOnHidden: each opening mounts the form afresh with the enterprise's current values. */}
      <Form form={form} name="enterprise-settings" layout="vertical" initialValues={valuesOf(qy)} onFinish={(v) => void save(v)} data-testid="enterprise-settings-form">
        <Form.Item name="qyGroup" label={t('enterprise.ui.group')} rules={[{ max: 100 }]}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="contactName" label={t('enterprise.ui.contact')} rules={[{ max: 10 }]}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="contactMobile" label={t('enterprise.ui.contactMobile')} rules={[{ pattern: MOBILE_RE, message: MOBILE_MESSAGE }]}>
          <Input allowClear inputMode="tel" />
        </Form.Item>
        <Form.Item name="qdglVersion" label={t('enterprise.ui.qdglVersion')}>
          <Radio.Group options={VERSIONS} optionType="button" />
        </Form.Item>
        <Form.Item name="riskVersion" label={t('enterprise.ui.riskVersion')}>
          <Radio.Group options={VERSIONS} optionType="button" />
        </Form.Item>
        <Form.Item name="parkPrefix" label={t('enterprise.ui.parkPrefix')} rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: t('enterprise.error.parkPrefix') }]}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="useLocationPlatform" label={t('enterprise.ui.location')} valuePropName="checked">
          <Switch checkedChildren={t('enterprise.ui.yes')} unCheckedChildren={t('enterprise.ui.no')} />
        </Form.Item>
        <Form.Item label={t('enterprise.ui.violationRule')} required>
          <Space.Compact>
            <Form.Item name="violationWindowDays" noStyle rules={[{ required: true, message: t('enterprise.ui.violationRequired') }, countRule(t('enterprise.ui.violationWindowDays'), WINDOW_DAYS_RANGE)]}>
              <InputNumber
                aria-label={t('enterprise.ui.violationWindowDays')}
                addonAfter={t('enterprise.ui.days')}
              />
            </Form.Item>
            <Form.Item name="violationSuspendThreshold" noStyle rules={[{ required: true, message: t('enterprise.ui.violationRequired') }, countRule(t('enterprise.ui.violationSuspendThreshold'), THRESHOLD_RANGE)]}>
              <InputNumber
                aria-label={t('enterprise.ui.violationSuspendThreshold')}
                addonAfter={t('enterprise.ui.times')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Typography.Text type="secondary">{t('enterprise.ui.settingsHint')}</Typography.Text>
      </Form>
    </Modal>
  );
}
