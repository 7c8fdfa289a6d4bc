// The baseline of the permit form bench (?form=antd): the kind's fields written as a plain antd Form, what a hand-written
// form of the same fields costs. Each scalar field gets the antd control and rules the runtime gives it (placeholder,
// maxLength, range, options, date-time format, autoSize and showCount); the work site is the same SitePicker, the
// links the same PermitLinkPicker, and the lists, the hazard analysis and the briefing the same antd parts the runtime
// form hosts as blocks (permit-list-blocks.tsx), here in the form itself. Two columns, as the runtime lays the file out.
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Switch, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import type { PermitView } from '../../../src/client/api/permit-api.ts';
import { httpMapClient } from '../../../src/client/api/map-client-http.ts';
import { PermitBriefingBlock, PermitHazardList } from '../../../src/client/pages/tszy/permit-briefing-form.tsx';
import { PERMIT_FORMS } from '../../../src/client/pages/tszy/permit-field-specs.ts';
import { RelatedList, WorkerList } from '../../../src/client/pages/tszy/permit-form-lists.tsx';
import { PermitLinkPicker } from '../../../src/client/pages/tszy/permit-link-picker.tsx';
import { PermitMeasureList } from '../../../src/client/pages/tszy/permit-measure-list.tsx';
import { overhaulLinkKindOf } from '../../../src/domain/permit-overhaul-link.ts';
import type { PermitKind } from '../../../src/domain/permit-kinds.ts';
import { MapClientContext } from '../../../src/runtime/map/map-client.ts';
import { SitePicker } from '../../../src/runtime/map/site-picker.tsx';
import type { FieldSchema } from '../../../src/schema/resource-types.ts';

const FULL_WIDTH = { width: '100%' };
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

function control(name: string, f: FieldSchema, title: string, required: boolean, kind: PermitKind): ReactNode {
  const link = f.type === 'integer' ? overhaulLinkKindOf(name) : undefined;
  if (link) return <PermitLinkPicker link={link} label={title} />;
  if (f['x-geometry']) return <SitePicker title={title} />;
  switch (f['x-block']?.key) {
    case 'tszy/permit-workers':
      return <WorkerList kind={kind} />;
    case 'tszy/permit-related':
      return <RelatedList />;
    case 'tszy/permit-measures':
      return <PermitMeasureList kind={kind} />;
    case 'tszy/permit-hazards':
      return <PermitHazardList />;
    case 'tszy/permit-briefing':
      return <PermitBriefingBlock signatures={null} />;
  }
  switch (f['x-component']) {
    case 'Input.TextArea':
      return <Input.TextArea placeholder={`请填写${title}`} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={f.maxLength} showCount />;
    case 'NumberPicker':
      return <InputNumber placeholder={`请填写${title}`} style={FULL_WIDTH} min={f.minimum} max={f.maximum} />;
    case 'Select':
      return <Select placeholder={`请选择${title}`} allowClear={!required} options={f.enum?.map((o) => ({ label: o.label, value: o.value }))} />;
    case 'DatePicker':
      return <DatePicker showTime placeholder={`请选择${title}`} style={FULL_WIDTH} format={DATE_TIME} />;
    case 'Switch':
      return <Switch />;
    default:
      return <Input placeholder={`请填写${title}`} maxLength={f.maxLength} />;
  }
}

function rules(f: FieldSchema, title: string, required: boolean): FormRule[] {
  const out: FormRule[] = [];
  if (required) out.push({ required: true, message: `请填写${title}` });
  if (f.type === 'string' && f.maxLength !== undefined) out.push({ max: f.maxLength, message: `${title}不能超过 ${f.maxLength} 个字符` });
  if (f.type === 'number' || f.type === 'integer') out.push({ type: 'number', min: f.minimum, max: f.maximum, message: `${title}须在 ${f.minimum} 到 ${f.maximum} 之间` });
  return out;
}

/** The list parts are Form.List / Form.Item parts of their own: they sit in the form, not in an item. */
const isPart = (f: FieldSchema) => f['x-block'] !== undefined && f['x-block'].key !== 'tszy/permit-link';
const isWide = (f: FieldSchema) => isPart(f) || f['x-geometry'] !== undefined || f['x-component'] === 'Input.TextArea';

/** The draft's values as antd holds them (times as dayjs). */
function antdValues(initial: PermitView | null): Record<string, unknown> | undefined {
  if (!initial) return undefined;
  const out: Record<string, unknown> = { ...initial };
  for (const n of ['shenQingShiJian', 'jiHuaKaiShiShiJian', 'jiHuaJieShuShiJian']) out[n] = typeof initial[n] === 'string' ? dayjs(initial[n] as string) : undefined;
  return out;
}

export function AntdPermitForm({ kind, initial }: { kind: PermitKind; initial: PermitView | null }) {
  const [form] = Form.useForm();
  const file = PERMIT_FORMS[kind];
  const required = useMemo(() => new Set(file.form.required ?? []), [file]);
  // The read-only fields of older permits show only where the permit has them, as on the runtime.
  const fields = Object.entries(file.form.properties).filter(([n, f]) => !f.readOnly || (initial?.[n] ?? '') !== '');
  return (
    <MapClientContext.Provider value={httpMapClient}>
      <Form form={form} layout="vertical" initialValues={antdValues(initial)}>
        <Row gutter={16}>
          {fields.map(([name, f]) => {
            const title = f.title ?? name;
            const need = required.has(name);
            return (
              <Col key={name} span={isWide(f) ? 24 : 12}>
                {isPart(f) ? (
                  control(name, f, title, need, kind)
                ) : (
                  <Form.Item name={name} label={title} rules={rules(f, title, need)} valuePropName={f['x-component'] === 'Switch' ? 'checked' : 'value'}>
                    {control(name, f, title, need, kind)}
                  </Form.Item>
                )}
              </Col>
            );
          })}
        </Row>
        <Space>
          <Button>保存草稿</Button>
          <Button type="primary" htmlType="submit">
            提交
          </Button>
        </Space>
      </Form>
    </MapClientContext.Provider>
  );
}
