// 新增分析: a small dialog recording one gas analysis (POST /{kind}/environmentAnalysis/save). The server judges
// it; a 400 naming a field (unit that does not fit the gas, missing LEL...) is shown at that field.
import { DatePicker, Form, Input, InputNumber, Modal, Select, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useState } from 'react';
import type { NewGasAnalysis } from '../../api/permit-api.ts';
import { fieldErrorsOf, reasonOf } from './permit-labels.ts';

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
      void message.success('气体分析已记录');
      form.resetFields();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      void message.error(reasonOf(e, '保存失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="新增气体分析" open={open} onCancel={onCancel} onOk={() => void ok()} okText="保存" cancelText="取消" confirmLoading={busy} forceRender>
      <Form form={form} name={formName} layout="vertical" initialValues={{ nongDuDanWei: '%', fenXiShiJian: dayjs() }}>
        <Form.Item name="qiTiMingCheng" label="气体名称" rules={[{ required: true, whitespace: true, message: '请填写气体名称' }]}>
          <Input maxLength={50} placeholder="如 甲烷、氧气、硫化氢" />
        </Form.Item>
        <Form.Item label="浓度" required style={{ marginBottom: 0 }}>
          <Form.Item name="nongDu" rules={[{ required: true, message: '请填写浓度' }]} style={{ display: 'inline-block', width: '60%' }}>
            <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} placeholder="浓度" />
          </Form.Item>
          <Form.Item name="nongDuDanWei" style={{ display: 'inline-block', width: '38%', marginLeft: '2%' }}>
            <Select options={UNITS} aria-label="浓度单位" />
          </Form.Item>
        </Form.Item>
        {num('fenZiLiang', '分子量', 10_000)}
        {num('baoZhaXiaXian', '爆炸下限（%）', 100)}
        {num('duXingJieChuXianZhi', '毒性接触限值（mg/m3）', 1_000_000)}
        {num('yangHanLiang', '氧含量（%）', 100)}
        <Form.Item name="fenXiBuWei" label="分析部位">
          <Input maxLength={100} placeholder="分析部位" />
        </Form.Item>
        <Form.Item name="fenXiShiJian" label="分析时间" rules={[{ required: true, message: '请选择分析时间' }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
