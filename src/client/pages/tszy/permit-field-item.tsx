// One scalar field of the permit form (a FieldSpec) as an antd Form.Item: text (with its length limit),
// number (with its range), switch, select, date-time, a point on the plant map (作业位置) and the link to the overhaul
// item or maintenance task (permit-link-item.tsx); required as the server's schema says. Prompts and
// required messages say 请填写 for what is typed and 请选择 for what is picked (as the schema runtime's forms).
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { FieldSpec } from './permit-field-specs.ts';
import { PermitLinkItem } from './permit-link-item.tsx';
import { LazySitePicker } from '../../../runtime/map/lazy-map.tsx';
import { MapClientContext } from '../../../runtime/map/map-client.ts';
import { httpMapClient } from '../../api/map-client-http.ts';
import { t } from './permit-labels.ts';

/** `disabled`: shown, not editable (a read-only field of an older permit). */
export function PermitFieldItem({ spec, required, disabled }: { spec: FieldSpec; required?: boolean; disabled?: boolean }) {
  const must = required ?? ('required' in spec && spec.required === true);
  const chosen = spec.type === 'select' || spec.type === 'time';
  const fill = t('permitsui.field.fill', { label: spec.label });
  const choose = t('permitsui.field.choose', { label: spec.label });
  const rules = must ? [{ required: true, message: chosen ? choose : fill }] : [];
  switch (spec.type) {
    case 'bool':
      return (
        <Form.Item name={spec.name} label={spec.label} valuePropName="checked">
          <Switch checkedChildren={t('permitsui.field.yes')} unCheckedChildren={t('permitsui.field.no')} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item name={spec.name} label={spec.label} rules={rules}>
          <InputNumber min={spec.min} max={spec.max} style={{ width: '100%' }} placeholder={fill} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item name={spec.name} label={spec.label} rules={rules}>
          <Select allowClear mode={spec.multiple ? 'multiple' : undefined} options={spec.options} placeholder={choose} />
        </Form.Item>
      );
    case 'position':
      return (
        <MapClientContext.Provider value={httpMapClient}>
          <Form.Item name={spec.name} label={spec.label} extra={t('permitsui.field.positionHint')}>
            <LazySitePicker title={spec.label} height={260} />
          </Form.Item>
        </MapClientContext.Provider>
      );
    case 'link':
      return <PermitLinkItem spec={spec} />;
    case 'time':
      return (
        <Form.Item name={spec.name} label={spec.label} rules={rules}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={choose} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item name={spec.name} label={spec.label} rules={must ? [{ required: true, whitespace: true, message: fill }] : []}>
          {spec.long ? (
            <Input.TextArea maxLength={spec.max} showCount autoSize={{ minRows: 2, maxRows: 6 }} placeholder={fill} disabled={disabled} />
          ) : (
            <Input maxLength={spec.max} placeholder={fill} disabled={disabled} />
          )}
        </Form.Item>
      );
  }
}
