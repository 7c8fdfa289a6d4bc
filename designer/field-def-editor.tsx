// The definition of one custom field, in a Drawer: type, key (fixed once created), title, required, help,
// list column, and the type's own settings (def-type-settings.tsx). checkCustomField's problems show at
// their property as one types (once the property was touched, or after 确定), and so do the server's
// (`serverProblems`, from a refused publish). 确定 hands a definition without problems to `onSubmit`;
// with problems nothing is handed on.
import { Alert, Button, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { checkCustomField, CUSTOM_FIELD_TYPES, type CustomFieldDef } from '../src/schema/custom-field.ts';
import { defFromValues, settingsOf, valuesFromDef, type DefFormValues } from './def-form-values.ts';
import { DefTypeSettings } from './def-type-settings.tsx';
import { useRefTargets } from './use-ref-targets.ts';

export interface FieldDefEditorProps {
  open: boolean;
  /** The field edited; null for a new field. */
  initial: CustomFieldDef | null;
  /** Names the key may not use (built-in, system and the other custom fields). */
  taken: ReadonlySet<string>;
  /** The form's fields by name (titles): what formulas and rules may name (this field is added as typed). */
  fields?: ReadonlyMap<string, string>;
  /** The type may not change (a published field: its stored values would no longer fit). */
  typeLocked?: boolean;
  /** The server's messages by property (a refused publish); each goes away once its property is edited. */
  serverProblems?: Record<string, string[]>;
  onSubmit: (def: CustomFieldDef) => void;
  onClose: () => void;
}

const TYPE_OPTIONS = CUSTOM_FIELD_TYPES.map((t) => ({ label: t.label, value: t.type }));
/** Properties every type has (the rest come and go with the type). */
const COMMON = ['key', 'type', 'title', 'required', 'help', 'inList'];

/** The editor's contents, mounted afresh each time the drawer opens. */
const NO_FIELDS: ReadonlyMap<string, string> = new Map();

/** The property a problem path is about (`rules.0.assert` is about `rules`). */
const head = (prop: string) => prop.split('.')[0];

function EditorForm({ initial, taken, fields = NO_FIELDS, typeLocked, serverProblems = {}, onSubmit, onClose }: Omit<FieldDefEditorProps, 'open'>) {
  const [form] = Form.useForm<DefFormValues>();
  const initialValues = useMemo(() => valuesFromDef(initial), [initial]);
  const [values, setValues] = useState<DefFormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const editing = initial !== null;

  const def = useMemo(() => defFromValues(values), [values]);
  const refTargets = useRefTargets(values.type === 'reference');
  const context = useMemo(() => {
    // The field itself may be named by its own rules; its formula may not name it (checked as `self`).
    const own = new Map(fields);
    if (def.key) own.set(def.key, def.title || def.key);
    return { fields: own, refTargets: refTargets.targets };
  }, [fields, def.key, def.title, refTargets.targets]);
  const problems = useMemo(
    () => checkCustomField(def, initial ? new Set([...taken].filter((k) => k !== initial.key)) : taken, context),
    [def, taken, initial, context],
  );
  const relevant = new Set([...COMMON, ...settingsOf(values.type)]);
  const problemsOf = (prop: string): string[] => {
    const seen = touched.has(head(prop));
    const own = submitted || seen ? problems.filter((p) => p.field === prop).map((p) => p.message) : [];
    const server = seen ? [] : (serverProblems[prop] ?? []);
    return [...new Set([...own, ...server])];
  };
  // Server messages about properties this form does not show (or a key no longer relevant) are listed on top.
  const otherServer = Object.entries(serverProblems)
    .filter(([prop]) => !relevant.has(head(prop)))
    .flatMap(([, list]) => list);

  const onValuesChange = (changed: DefFormValues) => {
    const names = Object.keys(changed);
    if (names.includes('type')) form.setFieldValue('default', undefined);
    // A new target: show its first label field (its name when it has one) until another is chosen.
    if (names.includes('refResource')) {
      form.setFieldValue('refLabel', refTargets.targets?.get(String(changed.refResource))?.labels[0]?.field);
      // The conditions named the former target's fields.
      form.setFieldValue('refFilter', []);
    }
    setTouched((t) => new Set([...t, ...names]));
    setValues(form.getFieldsValue(true) as DefFormValues);
  };

  const submit = () => {
    setSubmitted(true);
    if (problems.length === 0) onSubmit(def);
  };

  return (
    <Form
      form={form}
      name="field-def"
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={submit}
      data-testid="field-def-editor"
    >
      {otherServer.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message="发布被拒绝" description={otherServer.join('；')} />}
      {submitted && problems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`还有 ${problems.length} 处需要修改，见各项下方的提示`} />}
      <Form.Item
        name="type"
        label="字段类型"
        extra={typeLocked ? '字段已发布，类型不能修改（已填写的数据会失效）' : undefined}
        validateStatus={problemsOf('type').length ? 'error' : undefined}
        help={problemsOf('type').join('；') || undefined}
      >
        <Select options={TYPE_OPTIONS} disabled={typeLocked} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="key"
        label="字段标识"
        required
        extra={editing ? '字段标识创建后不能修改' : '以字母开头，只含字母、数字和下划线；保存数据时使用'}
        validateStatus={problemsOf('key').length ? 'error' : undefined}
        help={problemsOf('key').join('；') || undefined}
      >
        <Input disabled={editing} maxLength={63} placeholder="例如 trainingHours" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="title"
        label="字段名称"
        required
        validateStatus={problemsOf('title').length ? 'error' : undefined}
        help={problemsOf('title').join('；') || undefined}
      >
        <Input maxLength={50} placeholder="显示在表单、列表和详情中" />
      </Form.Item>
      <Space size={32}>
        <Form.Item name="required" label="必填" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="inList" label="列表显示" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="help" label="帮助说明" validateStatus={problemsOf('help').length ? 'error' : undefined} help={problemsOf('help').join('；') || undefined}>
        <Input.TextArea rows={2} maxLength={200} placeholder="显示在输入框下方" />
      </Form.Item>
      <DefTypeSettings
        type={values.type}
        options={values.options ?? []}
        precision={values.precision}
        problemsOf={problemsOf}
        showEmpty={submitted || touched.has('options')}
        refTargets={refTargets}
        refResource={values.refResource}
        computed={values.computed === true}
        fields={context.fields}
      />
      <Space>
        <Button type="primary" htmlType="submit">
          确定
        </Button>
        <Button onClick={onClose}>取消</Button>
      </Space>
    </Form>
  );
}

export function FieldDefEditor({ open, initial, ...rest }: FieldDefEditorProps) {
  // Mounted while open only: each opening starts from `initial` with nothing touched.
  return (
    <Drawer open={open} onClose={rest.onClose} title={initial ? `编辑字段「${initial.title}」` : '新增字段'} width={520} destroyOnHidden>
      {open && <EditorForm key={initial?.key ?? ''} initial={initial} {...rest} />}
    </Drawer>
  );
}
