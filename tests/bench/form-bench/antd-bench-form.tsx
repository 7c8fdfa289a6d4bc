// Mode `antd` of the form bench page: the same fields written as a plain antd Form, the baseline a
// hand-written form would cost. Each field gets the control, props and rules the runtime gives it
// (compile-formily.ts: placeholder, maxLength, range and precision, options, date format, autoSize and
// showCount), a Form.Item with a required rule, a length or range rule; the tabs are antd Tabs with
// forceRender, so every pane mounts as the runtime's FormTab panes do.
import { Button, DatePicker, Form, Input, InputNumber, Select, Space, Switch, Tabs, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { FieldSchema, ResourceFile } from '../../../src/schema/resource-types.ts';

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const FULL_WIDTH = { width: '100%' };

/** The antd control the runtime gives field `f` (the permit form bench's baseline uses it too). */
export function antdControl(f: FieldSchema, title: string, required: boolean): ReactNode {
  const props = f['x-component-props'] ?? {};
  switch (f['x-component']) {
    case 'Input.TextArea':
      return <Input.TextArea placeholder={`请填写${title}`} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={f.maxLength} showCount />;
    case 'NumberPicker': {
      const precision = typeof props.precision === 'number' ? props.precision : f.type === 'integer' ? 0 : undefined;
      return <InputNumber placeholder={`请填写${title}`} style={FULL_WIDTH} min={f.minimum} max={f.maximum} precision={precision} />;
    }
    case 'Select':
      return <Select placeholder={`请选择${title}`} allowClear={!required} options={f.enum?.map((o) => ({ label: o.label, value: o.value }))} />;
    case 'DatePicker':
      return f.format === 'date-time' ? (
        <DatePicker showTime placeholder={`请选择${title}`} style={FULL_WIDTH} format={DATE_TIME_FORMAT} />
      ) : (
        <DatePicker placeholder={`请选择${title}`} style={FULL_WIDTH} format={DATE_FORMAT} />
      );
    case 'Switch':
      return <Switch />;
    default:
      return <Input placeholder={`请填写${title}`} maxLength={f.maxLength} />;
  }
}

/** The antd rules of field `f`: required, length, range. */
export function antdRules(f: FieldSchema, title: string, required: boolean): FormRule[] {
  const out: FormRule[] = [];
  if (required) out.push({ required: true, message: `请填写${title}` });
  if (f.type === 'string' && f.maxLength !== undefined) out.push({ max: f.maxLength, message: `${title}不能超过 ${f.maxLength} 个字符` });
  if (f.type === 'number' || f.type === 'integer') {
    out.push({ type: 'number', min: f.minimum, max: f.maximum, message: `${title}须在 ${f.minimum} 到 ${f.maximum} 之间` });
  }
  return out;
}

function item(name: string, f: FieldSchema, required: boolean): ReactNode {
  const title = f.title ?? name;
  return (
    <Form.Item
      key={name}
      name={name}
      label={title}
      extra={f.description}
      rules={antdRules(f, title, required)}
      valuePropName={f['x-component'] === 'Switch' ? 'checked' : 'value'}
    >
      {antdControl(f, title, required)}
    </Form.Item>
  );
}

export function BenchForm({ resource }: { resource: ResourceFile }) {
  const [form] = Form.useForm();
  const required = new Set(resource.form.required ?? []);
  const props = resource.form.properties;
  const items = (resource.layout?.tabs ?? []).map((tab) => ({
    key: tab.key,
    label: tab.title,
    forceRender: true,
    children: tab.fields.map((name) => item(name, props[name], required.has(name))),
  }));
  return (
    <Form form={form} layout="vertical" name="bench" onFinish={() => undefined}>
      <Tabs items={items} />
      <Space>
        <Button type="primary" htmlType="submit">
          提交
        </Button>
        <Button htmlType="reset">重置</Button>
      </Space>
    </Form>
  );
}
