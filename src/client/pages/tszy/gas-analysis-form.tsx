// 新增分析: a small dialog recording one gas analysis (POST /{kind}/environmentAnalysis/save). The server judges
// it; a 400 naming a field (unit that does not fit the gas, missing LEL...) is shown at that field.
import { DatePicker, Form, Input, InputNumber, Modal, Select, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useState } from 'react';
import type { NewGasAnalysis } from '../../api/permit-api.ts';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { fieldErrorsOf, reasonOf, t } from './permit-labels.ts';

const tc = textOf(commonZh);

export interface GasAnalysisFormProps {
  open: boolean;
  onCancel: () => void;
  /** Saves the record; rejects with the server's refusal. */
  onSave: (a: NewGasAnalysis) => Promise<void>;
}

interface Values extends Omit<NewGasAnalysis, 'fenXiShiJian'> {
  fenXiShiJian: Dayjs;
}

const UNITS = ['%', 'ppm', 'mg/m3'].map((u) => ({ value: u, label: u }));
const num = (name: keyof Values, label: string, max: number) => (
  <Form.Item name={name} label={label}>
    <InputNumber min={0} max={max} style={{ width: '100%' }} placeholder={label} />
  </Form.Item>
);

export function GasAnalysisForm({ open, onCancel, onSave }: GasAnalysisFormProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  // Own field ids: the dialog is always rendered, and two permits' details may be open (kept alive) at once.
  const formName = `gasAnalysis${useId()}`;

  // The sample time defaults to the moment the dialog opens (the form lives as long as the page: its initial
  // value would be the time the page was first shown).
  useEffect(() => {
    if (open && !form.isFieldTouched('fenXiShiJian')) form.setFieldValue('fenXiShiJian', dayjs());
  }, [open, form]);

  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const entries = Object.entries({ ...v, fenXiShiJian: v.fenXiShiJian.toISOString() }).filter(([, x]) => x !== undefined && x !== null && x !== '');
      await onSave(Object.fromEntries(entries) as unknown as NewGasAnalysis);
      void message.success(t('permitsui.gas.recorded'));
      form.resetFields();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      void message.error(reasonOf(e, t('permitsui.gas.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('permitsui.gas.newTitle')} open={open} onCancel={onCancel} onOk={() => void ok()} okText={tc('common.save')} cancelText={tc('common.cancel')} confirmLoading={busy} forceRender>
      <Form form={form} name={formName} layout="vertical" initialValues={{ nongDuDanWei: '%', fenXiShiJian: dayjs() }}>
        <Form.Item name="qiTiMingCheng" label={t('permitsui.gas.name')} rules={[{ required: true, whitespace: true, message: t('permitsui.gas.nameRequired') }]}>
          <Input maxLength={50} placeholder={t('permitsui.gas.nameHint')} />
        </Form.Item>
        <Form.Item label={t('permitsui.gas.concentration')} required style={{ marginBottom: 0 }}>
          <Form.Item name="nongDu" rules={[{ required: true, message: t('permitsui.gas.concentrationRequired') }]} style={{ display: 'inline-block', width: '60%' }}>
            <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} placeholder={t('permitsui.gas.concentration')} />
          </Form.Item>
          <Form.Item name="nongDuDanWei" style={{ display: 'inline-block', width: '38%', marginLeft: '2%' }}>
            <Select options={UNITS} aria-label={t('permitsui.gas.unit')} />
          </Form.Item>
        </Form.Item>
        {num('fenZiLiang', t('permitsui.gas.molarMass'), 10_000)}
        {num('baoZhaXiaXian', t('permitsui.gas.lel'), 100)}
        {num('duXingJieChuXianZhi', t('permitsui.gas.exposureLimit'), 1_000_000)}
        {num('yangHanLiang', t('permitsui.gas.oxygen'), 100)}
        <Form.Item name="fenXiBuWei" label={t('permitsui.gas.spot')}>
          <Input maxLength={100} placeholder={t('permitsui.gas.spot')} />
        </Form.Item>
        <Form.Item name="fenXiShiJian" label={t('permitsui.gas.time')} rules={[{ required: true, message: t('permitsui.gas.timeRequired') }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
