import { Checkbox, Col, Divider, Form, Input, Modal, Radio, Row, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { MOBILE_MESSAGE, MOBILE_RE } from '../../../domain/validators.ts';
import { refusalAtFields } from '../../components/refusal-at-fields.ts';
import { encodeLoginPassword } from '../../api/login-api.ts';
import type { EnterpriseRegistration } from '../../../domain/enterprise-requests.ts';
import { listEnterprises, registerEnterprise, type EnterpriseRow } from './enterprise-api.ts';
import { MODULE_OPTIONS, t, versionText } from './enterprise-text.ts';

interface Values {
  qymc: string;
  qyGroup?: string;
  parentId?: number;
  haveModel: string[];
  qdglVersion: string;
  riskVersion: string;
  parkPrefix?: string;
  useLocationPlatform: boolean;
  contactName?: string;
  contactMobile?: string;
  adminLoginName: string;
  adminUserName?: string;
  adminPassword: string;
}

const VERSIONS = ['1', '2'].map((v) => ({ value: v, label: versionText(v) }));
const INITIAL: Partial<Values> = { haveModel: MODULE_OPTIONS.map((m) => m.key), qdglVersion: '1', riskVersion: '1', useLocationPlatform: false };
const trimmed = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** The form's values → the registration sent (blank texts left out, the password in the login encoding). */
export function registrationOf(v: Values): EnterpriseRegistration {
  return {
    qymc: v.qymc.trim(),
    qyGroup: trimmed(v.qyGroup),
    parentId: v.parentId ?? null,
    haveModel: v.haveModel ?? [],
    qdglVersion: v.qdglVersion,
    riskVersion: v.riskVersion,
    parkPrefix: trimmed(v.parkPrefix),
    useLocationPlatform: v.useLocationPlatform,
    contactName: trimmed(v.contactName),
    contactMobile: trimmed(v.contactMobile),
    adminLoginName: v.adminLoginName.trim(),
    adminUserName: trimmed(v.adminUserName),
    adminPassword: encodeLoginPassword(v.adminPassword),
  };
}

/**
 * 新增企业 on 企业列表 (issue 24 item 2, POST /user/qyxx/register): the enterprise (name, group, parent, modules, the
 * configuration flags, contact) and its administrator's account, opened by the platform administrator; a refusal
 * (a login name taken, a weak password, ...) shows at its field. `onDone` gets the new enterprise's id and name.
 */
export function RegisterEnterpriseDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (id: number, qymc: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [parents, setParents] = useState<EnterpriseRow[]>([]);

  useEffect(() => {
    if (!open) return;
    // A group is one level: the parents offered are the enterprises that have none themselves.
    listEnterprises({}, 1, 100)
      .then((page) => setParents(page.rows.filter((r) => r.parentId == null)))
      .catch(() => setParents([]));
  }, [open]);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const reg = registrationOf(v);
      onDone(await registerEnterprise(reg), reg.qymc);
    } catch (err) {
      refusalAtFields(form, err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={720}
      title={t('enterprise.ui.registerTitle')}
      okText={t('enterprise.ui.register')}
      cancelText={t('enterprise.ui.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="register-enterprise" layout="vertical" initialValues={INITIAL} onFinish={(v) => void save(v)} data-testid="register-enterprise-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="qymc" label={t('enterprise.ui.qymc')} rules={[{ required: true, whitespace: true }, { min: 2, max: 100 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="qyGroup" label={t('enterprise.ui.group')} rules={[{ max: 100 }]}>
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="parentId" label={t('enterprise.ui.parent')}>
              <Select allowClear showSearch optionFilterProp="label" options={parents.map((p) => ({ value: p.id, label: p.qymc }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="parkPrefix" label={t('enterprise.ui.parkPrefix')} rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: t('enterprise.error.parkPrefix') }]}>
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contactName" label={t('enterprise.ui.contact')} rules={[{ max: 10 }]}>
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contactMobile" label={t('enterprise.ui.contactMobile')} rules={[{ pattern: MOBILE_RE, message: MOBILE_MESSAGE }]}>
              <Input allowClear inputMode="tel" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="qdglVersion" label={t('enterprise.ui.qdglVersion')}>
              <Radio.Group options={VERSIONS} optionType="button" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="riskVersion" label={t('enterprise.ui.riskVersion')}>
              <Radio.Group options={VERSIONS} optionType="button" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="useLocationPlatform" label={t('enterprise.ui.location')} valuePropName="checked">
              <Switch checkedChildren={t('enterprise.ui.yes')} unCheckedChildren={t('enterprise.ui.no')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="haveModel" label={t('enterprise.ui.modules')}>
          <Checkbox.Group options={MODULE_OPTIONS.map((m) => ({ value: m.key, label: m.title }))} />
        </Form.Item>
        <Divider orientation="left">{t('enterprise.ui.adminAccount')}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="adminLoginName"
              label={t('enterprise.ui.adminLoginName')}
              rules={[{ required: true, whitespace: true }, { pattern: /^[A-Za-z0-9_.@-]{3,64}$/, message: t('enterprise.ui.adminLoginNameRule') }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="adminUserName" label={t('enterprise.ui.adminUserName')} rules={[{ max: 50 }]}>
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="adminPassword" label={t('enterprise.ui.adminPassword')} rules={[{ required: true }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
