// The definition of one custom field, in a Drawer: type, key (fixed once created), title, required, help,
// list column, and the type's own settings (def-type-settings.tsx). checkCustomField's problems show at
// their property as one types (once the property was touched, or after 确定), and so do the server's
// (`serverProblems`, from a refused publish). 确定 hands a definition without problems to `onSubmit`;
// with problems nothing is handed on.
import { Alert, Button, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { checkCustomField, type CustomFieldDef } from '../src/schema/custom-field.ts';
import type { CustomRefOnDelete } from '../src/schema/custom-field-ref.ts';
import { fieldTypeOptions } from './field-type-label.ts';
import { defFromValues, settingsOf, valuesFromDef, type DefFormValues } from './def-form-values.ts';
import { DefTypeSettings } from './def-type-settings.tsx';
import { useRefTargets } from './use-ref-targets.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
  /** What a deletion of a reference's target may do on this form (all by default; a permit form only restricts). */
  refOnDeleteChoices?: readonly CustomRefOnDelete[];
  onSubmit: (def: CustomFieldDef) => void;
  onClose: () => void;
}

/** Properties every type has (the rest come and go with the type). */
const COMMON = ['key', 'type', 'title', 'required', 'help', 'inList'];

/** The editor's contents, mounted afresh each time the drawer opens. */
const NO_FIELDS: ReadonlyMap<string, string> = new Map();

/** The property a problem path is about (`rules.0.assert` is about `rules`). */
const head = (prop: string) => prop.split('.')[0];

function EditorForm({ initial, taken, fields = NO_FIELDS, typeLocked, serverProblems = {}, refOnDeleteChoices, onSubmit, onClose }: Omit<FieldDefEditorProps, 'open'>) {
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
      {otherServer.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('designer.field.refused')} description={otherServer.join(t('designer.problemSeparator'))} />}
      {submitted && problems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('designer.field.problemsLeft', { count: problems.length })} />}
      <Form.Item
        name="type"
        label={t('designer.field.type')}
        extra={typeLocked ? t('designer.field.typeLocked') : undefined}
        validateStatus={problemsOf('type').length ? 'error' : undefined}
        help={problemsOf('type').join(t('designer.problemSeparator')) || undefined}
      >
        <Select options={fieldTypeOptions()} disabled={typeLocked} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="key"
        label={t('designer.field.key')}
        required
        extra={editing ? t('designer.field.keyLocked') : t('designer.field.keyHelp')}
        validateStatus={problemsOf('key').length ? 'error' : undefined}
        help={problemsOf('key').join(t('designer.problemSeparator')) || undefined}
      >
        <Input disabled={editing} maxLength={63} placeholder={t('designer.field.keyPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('designer.field.title')}
        required
        validateStatus={problemsOf('title').length ? 'error' : undefined}
        help={problemsOf('title').join(t('designer.problemSeparator')) || undefined}
      >
        <Input maxLength={50} placeholder={t('designer.field.titlePlaceholder')} />
      </Form.Item>
      <Space size={32}>
        <Form.Item name="required" label={t('designer.field.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="inList" label={t('designer.field.inList')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="help" label={t('designer.field.help')} validateStatus={problemsOf('help').length ? 'error' : undefined} help={problemsOf('help').join(t('designer.problemSeparator')) || undefined}>
        <Input.TextArea rows={2} maxLength={200} placeholder={t('designer.field.helpPlaceholder')} />
      </Form.Item>
      <DefTypeSettings
        type={values.type}
        options={values.options ?? []}
        precision={values.precision}
        problemsOf={problemsOf}
        showEmpty={submitted || touched.has('options')}
        refTargets={refTargets}
        refResource={values.refResource}
        refOnDeleteChoices={refOnDeleteChoices}
        computed={values.computed === true}
        fields={context.fields}
      />
      <Space>
        <Button type="primary" htmlType="submit">
          {t('designer.ok')}
        </Button>
        <Button onClick={onClose}>{t('designer.cancel')}</Button>
      </Space>
    </Form>
  );
}

export function FieldDefEditor({ open, initial, ...rest }: FieldDefEditorProps) {
  // Mounted while open only: each opening starts from `initial` with nothing touched.
  return (
    <Drawer open={open} onClose={rest.onClose} title={initial ? t('designer.field.editTitle', { title: initial.title }) : t('designer.field.createTitle')} width={520} destroyOnHidden>
      {open && <EditorForm key={initial?.key ?? ''} initial={initial} {...rest} />}
    </Drawer>
  );
}
