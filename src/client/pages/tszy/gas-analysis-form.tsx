// 新增分析: a dialog recording the gases measured at one time and place (POST /{kind}/environmentAnalysis/saveSet):
// one row per gas, judged on the server and kept together or not at all. A 400 naming a field (`gases[1].nongDuDanWei`:
// a unit that does not fit the gas, a missing LEL...) is shown at that row's field.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, InputNumber, Modal, Select, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useState } from 'react';
import type { GasReading, NewGasAnalysisSet } from '../../api/permit-api.ts';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { fieldErrorsOf, reasonOf, t } from './permit-labels.ts';

const tc = textOf(commonZh);

export interface GasAnalysisFormProps {
  open: boolean;
  onCancel: () => void;
  /** Saves the set; rejects with the server's refusal. */
  onSave: (a: NewGasAnalysisSet) => Promise<void>;
}

interface Values {
  fenXiShiJian: Dayjs;
  fenXiBuWei?: string;
  gases: Partial<GasReading>[];
}

/** The most gases one analysis records (the server's limit). */
export const MAX_GASES = 20;
const UNITS = ['%', 'ppm', 'mg/m3'].map((u) => ({ value: u, label: u }));
const NEW_GAS: Partial<GasReading> = { nongDuDanWei: '%' };

const present = (o: object) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined && x !== null && x !== ''));

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
      const set = present({ fenXiShiJian: v.fenXiShiJian.toISOString(), fenXiBuWei: v.fenXiBuWei }) as Omit<NewGasAnalysisSet, 'gases'>;
      await onSave({ ...set, gases: v.gases.map((g) => present(g) as unknown as GasReading) });
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

  const num = (row: number, name: keyof GasReading, label: string, max: number) => (
    <Form.Item name={[row, name]} label={label} style={{ display: 'inline-block', width: '48%', marginRight: '2%' }}>
      <InputNumber min={0} max={max} style={{ width: '100%' }} placeholder={label} />
    </Form.Item>
  );

  return (
    <Modal
      title={t('permitsui.gas.newTitle')}
      open={open}
      onCancel={onCancel}
      onOk={() => void ok()}
      okText={tc('common.save')}
      cancelText={tc('common.cancel')}
      confirmLoading={busy}
      forceRender
      width={640}
    >
      <Form form={form} name={formName} layout="vertical" initialValues={{ fenXiShiJian: dayjs(), gases: [NEW_GAS] }}>
        <Form.Item name="fenXiShiJian" label={t('permitsui.gas.time')} rules={[{ required: true, message: t('permitsui.gas.timeRequired') }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="fenXiBuWei" label={t('permitsui.gas.spot')}>
          <Input maxLength={100} placeholder={t('permitsui.gas.spot')} />
        </Form.Item>
        <Form.List name="gases">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, i) => (
                <Card
                  key={row.key}
                  size="small"
                  title={t('permitsui.gas.row', { n: i + 1 })}
                  style={{ marginBottom: 12 }}
                  extra={
                    rows.length > 1 ? (
                      <Button type="text" danger size="small" icon={<MinusCircleOutlined />} onClick={() => remove(row.name)} aria-label={t('permitsui.gas.removeRow', { n: i + 1 })} />
                    ) : null
                  }
                >
                  <Form.Item name={[row.name, 'qiTiMingCheng']} label={t('permitsui.gas.name')} rules={[{ required: true, whitespace: true, message: t('permitsui.gas.nameRequired') }]}>
                    <Input maxLength={50} placeholder={t('permitsui.gas.nameHint')} />
                  </Form.Item>
                  <Form.Item label={t('permitsui.gas.concentration')} required style={{ marginBottom: 0 }}>
                    <Form.Item name={[row.name, 'nongDu']} rules={[{ required: true, message: t('permitsui.gas.concentrationRequired') }]} style={{ display: 'inline-block', width: '60%' }}>
                      <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} placeholder={t('permitsui.gas.concentration')} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'nongDuDanWei']} style={{ display: 'inline-block', width: '38%', marginLeft: '2%' }}>
                      <Select options={UNITS} aria-label={t('permitsui.gas.unit')} />
                    </Form.Item>
                  </Form.Item>
                  {num(row.name, 'fenZiLiang', t('permitsui.gas.molarMass'), 10_000)}
                  {num(row.name, 'baoZhaXiaXian', t('permitsui.gas.lel'), 100)}
                  {num(row.name, 'duXingJieChuXianZhi', t('permitsui.gas.exposureLimit'), 1_000_000)}
                  {num(row.name, 'yangHanLiang', t('permitsui.gas.oxygen'), 100)}
                </Card>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} disabled={rows.length >= MAX_GASES} onClick={() => add(NEW_GAS)}>
                {t('permitsui.gas.addRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
