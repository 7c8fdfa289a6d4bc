// One custom field of the enterprise (the designer, issue 16 item 3) on the hand-built permit form: an antd Form.Item
// holding the control the schema runtime uses for the field's x-component (Input, NumberPicker, DatePicker, Select,
// Switch; the runtime's own pickers for staff, departments and records, its file upload), checked with the schema
// engine's field check (checkField, the twin of the server's validator: the same rules and the same Chinese message
// naming the field). The designer's field kinds are not repeated here: the merged file says what each field is.
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { checkField } from '../../../schema/field-check.ts';
import { refPickKind } from '../../../schema/keywords/ref-fields.ts';
import { requiredText } from '../../../schema/record-rules.ts';
import { SCHEMA_CHINESE, type SchemaMessage } from '../../../schema/schema-text.ts';
import type { FieldSchema } from '../../../schema/resource-types.ts';
import { FileUpload } from '../../../runtime/file-upload.tsx';
import { sayText } from '../../../runtime/i18n/text-of.ts';
import { PickSelect } from '../../../runtime/pick-select.tsx';
import { RefChoice } from '../../../runtime/ref-picker.tsx';
import type { PermitCustomField } from './use-permit-custom-fields.ts';

const say = (m: SchemaMessage) => sayText(m, SCHEMA_CHINESE);

const DATE_FORMAT = 'YYYY-MM-DD';
/** The sites' wall time as the server reads it (permit-time.ts: no zone is UTC+8). */
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A date or date-time picker whose value is the text the server stores (the form's values stay JSON). */
function TextDatePicker({ value, onChange, showTime, placeholder, id }: { value?: string; onChange?: (v: string | undefined) => void; showTime: boolean; placeholder: string; id?: string }) {
  const format = showTime ? DATE_TIME_FORMAT : DATE_FORMAT;
  const shown = value && dayjs(value).isValid() ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      showTime={showTime}
      format={format}
      placeholder={placeholder}
      value={shown}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(format) : undefined)}
    />
  );
}

const empty = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The control of a field (Form.Item hands it value and onChange). */
function controlOf(resourceKey: string, name: string, f: FieldSchema, required: boolean, prompt: string): ReactElement {
  const props = (f['x-component-props'] ?? {}) as Record<string, unknown>;
  const multiple = f.type === 'array';
  switch (f['x-component']) {
    case 'Input.TextArea':
      return <Input.TextArea placeholder={prompt} maxLength={f.maxLength} showCount={f.maxLength !== undefined} autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'NumberPicker':
      return <InputNumber placeholder={prompt} style={{ width: '100%' }} precision={f.type === 'integer' ? 0 : (props.precision as number | undefined)} />;
    case 'DatePicker':
      return <TextDatePicker showTime={f.format === 'date-time'} placeholder={prompt} />;
    case 'Select': {
      const options = (f.enum ?? f.items?.enum ?? []).map((o) => ({ value: o.value as string, label: o.label }));
      return <Select placeholder={prompt} allowClear={!required} mode={multiple ? 'multiple' : undefined} options={options} />;
    }
    case 'Switch':
      return <Switch />;
    case 'PersonPicker':
      return <PickSelect kind="person" multiple={multiple} placeholder={prompt} allowClear={!required} />;
    case 'DepartmentPicker':
      return <PickSelect kind="department" multiple={multiple} placeholder={prompt} allowClear={!required} />;
    case 'RefPicker':
      return <RefChoice kind={refPickKind(resourceKey, name)} multiple={multiple} placeholder={prompt} allowClear={!required} />;
    case 'Upload':
      return <FileUpload accept={props.accept === 'image' ? 'image' : 'document'} maxCount={f.maxItems} />;
    default:
      return <Input placeholder={prompt} maxLength={f.maxLength} allowClear={!required} />;
  }
}

/** `resourceKey`: the kind's form (`permit-dong-huo`), whose reference fields the record picker asks about. */
export function PermitCustomFieldItem({ field, resourceKey }: { field: PermitCustomField; resourceKey: string }) {
  const { name, schema, required } = field;
  const title = schema.title ?? name;
  const prompt = say(requiredText(title, schema));
  const validator = async (_: unknown, value: unknown) => {
    const message = checkField(schema, empty(value) ? undefined : value, { title, required, say });
    if (message) throw new Error(message);
  };
  return (
    <Form.Item
      name={name}
      label={title}
      required={required}
      rules={[{ validator }]}
      extra={schema.description}
      valuePropName={schema['x-component'] === 'Switch' ? 'checked' : 'value'}
    >
      {controlOf(resourceKey, name, schema, required, prompt)}
    </Form.Item>
  );
}
