// The baseline of the permit form bench (?form=antd): the kind's fields written as a plain antd Form, what a hand-written
// form of the same fields costs. Each scalar field gets the antd control and rules the runtime gives it, as in the form
// bench's baseline (form-bench/antd-bench-form.tsx); the work site is the same SitePicker (loaded lazily, as the runtime's), the
// links the same PermitLinkPicker, and the lists, the hazard analysis and the briefing the same antd parts the runtime
// form hosts as blocks (permit-list-blocks.tsx), here in the form itself. Two columns, as the runtime lays the file out.
import { Button, Col, Form, Row, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import type { PermitView } from '../../../src/client/api/permit-api.ts';
import { httpMapClient } from '../../../src/client/api/map-client-http.ts';
import { PermitBriefingBlock, PermitHazardList } from '../../../src/client/pages/tszy/permit-briefing-form.tsx';
import { PERMIT_FORMS } from '../../../src/client/pages/tszy/permit-forms.ts';
import { RelatedList, WorkerList } from '../../../src/client/pages/tszy/permit-form-lists.tsx';
import { PermitLinkPicker } from '../../../src/client/pages/tszy/permit-link-picker.tsx';
import { PermitMeasureList } from '../../../src/client/pages/tszy/permit-measure-list.tsx';
import { overhaulLinkKindOf } from '../../../src/domain/permit-overhaul-link.ts';
import type { PermitKind } from '../../../src/domain/permit-kinds.ts';
import { MapClientContext } from '../../../src/runtime/map/map-client.ts';
import { LazySitePicker } from '../../../src/runtime/map/lazy-map.tsx';
import type { FieldSchema } from '../../../src/schema/resource-types.ts';
import { antdControl, antdRules } from '../form-bench/antd-bench-form.tsx';

function control(name: string, f: FieldSchema, title: string, required: boolean, kind: PermitKind): ReactNode {
  const link = f.type === 'integer' ? overhaulLinkKindOf(name) : undefined;
  if (link) return <PermitLinkPicker link={link} label={title} />;
  if (f['x-geometry']) return <LazySitePicker title={title} />;
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
  return antdControl(f, title, required);
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
                  <Form.Item name={name} label={title} rules={antdRules(f, title, need)} valuePropName={f['x-component'] === 'Switch' ? 'checked' : 'value'}>
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
