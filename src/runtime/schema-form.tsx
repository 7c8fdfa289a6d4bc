// The create/edit form of a resource: its Formily schema (compile-formily.ts) with our components, the
// server's rules on every field, Submit (loading while saving; Enter submits), Reset and Cancel.
// A failed validation takes the user to the first field in error (scrolled into view and focused,
// reveal-first-error.ts) and names its message (or 存在未填写的必填项, spec 001 §5) beside the buttons, not
// in a toast that would cover a drawer's title; a refusal of the save with per-field errors puts each
// message under its field the same way, and one without shows its message there. The buttons stay at the
// bottom of the scrolling container (sticky) however long the form. A field whose rules read other fields
// (an end date and its start) is checked again when they change, and computed fields (x-compute) follow
// the values as the user types (record-compute.ts, the same code as the server's, which has the last word).
import './formily-setup.ts';
import {
  createForm,
  onFieldInputValueChange,
  onFieldValueChange,
  onFormMount,
  onFormValuesChange,
  onFormReset,
  type Field,
  type Form as FormilyForm,
  type IFormFeedback,
} from '@formily/core';
import { Form, FormButtonGroup, Reset, Submit } from '@formily/antd-v5';
import type { ISchema } from '@formily/react';
import { Button, Flex, Typography, theme } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { isBlank, toFormilySchema } from '../schema/compile-formily.ts';
import { applyComputed, computedFields, ruleDependents, type RuleConfig } from '../schema/record-compute.ts';
import type { ResourceFile } from '../schema/resource-types.ts';
import { childrenToFormily } from '../schema/keywords/children-formily.ts';
import { childrenPayload, type ChildSchemas } from './child-schemas.ts';
import { failureFieldErrors, failureText } from './client-failure.ts';
import { ResourceSchemaField } from './formily-components.tsx';
import { formPayload } from './form-payload.ts';
import { revealFirstError } from './reveal-first-error.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { sayText, textOf } from './i18n/text-of.ts';
import { SCHEMA_CHINESE, type SchemaMessage } from '../schema/schema-text.ts';

const t = textOf(runtimeZh);
/** The engine's messages (required fields, limits, placeholders) in the page's language. */
const sayEngine = (m: SchemaMessage): string => sayText(m, SCHEMA_CHINESE);

export interface SchemaFormProps {
  resource: ResourceFile;
  hiddenFields?: string[];
  /** The record being edited (keep the object stable: a new object starts a new form). */
  initialValues?: Record<string, unknown>;
  /** Saves the payload (form properties only, blanks left out); a rejection with `errors` marks fields. `action`: the `actions` key pressed. */
  onSubmit: (values: Record<string, unknown>, action?: string) => Promise<void>;
  onCancel?: () => void;
  submitText?: string;
  layout?: 'vertical' | 'horizontal';
  /** 2: fields in two columns (long forms in a wide drawer; wide fields span both); 1 by default. */
  columns?: 1 | 2;
  /** The enterprise's configuration the computed fields' functions read (their defaults without it). */
  computeConfig?: RuleConfig;
  /** The child resources of the file's `children` keys (child-schemas.ts): each an editable table of rows. */
  childSchemas?: ChildSchemas;
  /**
   * Buttons that each validate and submit the form, in place of 保存 and 重置 (a permit's 保存草稿 and 提交): the
   * key of the one pressed is handed to `onSubmit`; the first button is the one Enter presses.
   */
  actions?: readonly SubmitAction[];
}

/** A submit button of `actions`. */
export interface SubmitAction {
  key: string;
  text: string;
  primary?: boolean;
}

/** Sets the computed fields of a form from its values (only those that changed, so that it settles). */
export function recompute(form: FormilyForm, resource: ResourceFile, names: readonly string[], config?: RuleConfig): void {
  if (names.length === 0) return;
  const values: Record<string, unknown> = { ...(form.values as Record<string, unknown>) };
  applyComputed(resource, values, { config });
  for (const name of names) {
    if (form.getValuesIn(name) !== values[name]) form.setValuesIn(name, values[name]);
  }
}

const NO_CHILDREN: ChildSchemas = {};

/** The Formily path of a server error's field: `items[3].name` is `items.3.name`. */
export function formilyPath(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1');
}

/** The Chinese of the message when a required field is empty (the page shows it in its language). */
export const REQUIRED_ITEMS_MISSING: string = runtimeZh['runtime.form.requiredMissing'];
const SERVER_FEEDBACK = { type: 'error', code: 'EffectError' } as const;

/** The first message of a failed validation, or REQUIRED_ITEMS_MISSING. */
export function firstFeedbackMessage(failure: unknown): string {
  const list = Array.isArray(failure) ? (failure as IFormFeedback[]) : [];
  for (const f of list) {
    const m = f?.messages?.find((x) => typeof x === 'string' && x !== '');
    if (m) return m;
  }
  return t('runtime.form.requiredMissing');
}

/**
 * Puts the server's per-field messages under their fields. Answers the first message, and whether a
 * field of the form carries one (else the message concerns the whole form).
 */
export function showServerErrors(form: FormilyForm, e: unknown): { message: string; marked: boolean } {
  const errors = failureFieldErrors(e);
  let marked = false;
  for (const { field, message: text } of errors) {
    const target = field ? form.query(formilyPath(field)).take() : undefined;
    if (target && 'setFeedback' in target) {
      target.setFeedback({ ...SERVER_FEEDBACK, messages: [text] });
      marked = true;
    }
  }
  return { message: errors[0]?.message ?? failureText(e, t('runtime.form.saveFailed')), marked };
}

/**
 * What the form starts from: the record's fields as initial values, its rows (children keys) as values. A row
 * added at an index takes Formily's initial values of that path, so a row added after one was removed would
 * come prefilled with a stored row's cells; the rows are copied, as the table writes into them.
 */
function startValues(initialValues: Record<string, unknown> | undefined, rowKeys: readonly string[]) {
  const initial = { ...(initialValues ?? {}) };
  const values: Record<string, unknown> = {};
  for (const key of rowKeys) {
    if (Object.hasOwn(initial, key)) values[key] = structuredClone(initial[key]);
    delete initial[key];
  }
  return { initialValues: initial, values };
}

/** A Formily form over `resource.form`. */
export function SchemaForm({
  resource,
  hiddenFields,
  initialValues,
  onSubmit,
  onCancel,
  submitText = t('runtime.save'),
  layout = 'vertical',
  columns = 1,
  computeConfig,
  childSchemas = NO_CHILDREN,
  actions,
}: SchemaFormProps) {
  const { token } = theme.useToken();
  const hiddenKey = (hiddenFields ?? []).join(',');
  const schema = useMemo(() => {
    const base = toFormilySchema(resource, { hiddenFields: hiddenKey ? hiddenKey.split(',') : [], columns, say: sayEngine });
    // Each children key after the fields, across the whole width: an editable table of the child's fields.
    const rows = Object.values(childSchemas).map((c) => [c.spec.key, childrenToFormily(c.spec, c.resource, c.hiddenFields, sayEngine)] as const);
    return rows.length ? { ...base, properties: { ...base.properties, ...Object.fromEntries(rows) } } : base;
  }, [resource, hiddenKey, columns, childSchemas]);
  const form = useMemo(
    () =>
      createForm({
        ...startValues(initialValues, Object.keys(childSchemas)),
        effects() {
          // Rows are values, not initial values (see startValues): 重置 puts the record's rows back.
          onFormReset((f) => {
            for (const key of Object.keys(childSchemas)) f.setValuesIn(key, structuredClone(initialValues?.[key] ?? []));
          });
          // A server message goes away once the user changes the field, and so does the failure beside the buttons.
          onFieldInputValueChange('*', (field) => {
            if ('setFeedback' in field) field.setFeedback({ ...SERVER_FEEDBACK, messages: [] });
            setFailure(null);
          });
          // A field that a rule reads checks the rule's field again (a start that moves, its end).
          for (const [dep, fields] of ruleDependents(resource)) {
            onFieldValueChange(dep, (field) => {
              for (const name of fields) {
                const target = field.form.query(name).take() as Field | undefined;
                if (target && 'validate' in target && !isBlank(target.value)) void target.validate();
              }
            });
          }
          // Computed fields follow the values as the user types.
          const computed = computedFields(resource);
          if (computed.length > 0) {
            onFormMount((f) => recompute(f, resource, computed, computeConfig));
            onFormValuesChange((f) => recompute(f, resource, computed, computeConfig));
          }
        },
      }),
    // A new resource or record starts a new form.
    [schema, initialValues, resource, computeConfig, childSchemas],
  );

  const root = useRef<HTMLDivElement>(null);
  // The message of the last failure, shown beside the buttons (role=alert: read out when it appears).
  const [failure, setFailure] = useState<string | null>(null);
  // The button shows loading from the first moment of a save (Formily's own flag waits 100 ms), and a
  // second submit while saving sends nothing.
  const saving = useRef(false);
  // The action being saved (`actions`' key; '' for 保存), or null.
  const [loading, setLoading] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>, action?: string) => {
    if (saving.current) return;
    saving.current = true;
    setLoading(action ?? '');
    setFailure(null);
    const payload = { ...formPayload(resource, values, { hiddenFields, initialValues }), ...childrenPayload(childSchemas, values, initialValues) };
    try {
      await (action === undefined ? onSubmit(payload) : onSubmit(payload, action));
    } catch (e) {
      const { message, marked } = showServerErrors(form, e);
      setFailure(message);
      if (marked) void revealFirstError(root.current);
    } finally {
      saving.current = false;
      setLoading(null);
    }
  };
  const submitAs = (action: string) => {
    if (saving.current) return;
    form.submit((values: Record<string, unknown>) => submit(values, action)).catch(failed);
  };
  const failed = (feedback: unknown) => {
    setFailure(firstFeedbackMessage(feedback));
    void revealFirstError(root.current);
  };

  const horizontal = layout === 'horizontal';
  const Buttons = horizontal ? FormButtonGroup.FormItem : FormButtonGroup;
  return (
    <div ref={root} data-columns={columns}>
      <Form
        form={form}
        layout={layout}
        labelCol={horizontal ? 6 : undefined}
        wrapperCol={horizontal ? 18 : undefined}
        onAutoSubmit={(values: Record<string, unknown>) => (actions?.length ? submit(values, actions[0].key) : submit(values))}
        onAutoSubmitFailed={failed}
        data-testid="schema-form"
      >
        <ResourceSchemaField schema={schema as ISchema} />
        <div
          data-testid="schema-form-footer"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 3,
            padding: `${token.paddingSM}px 0`,
            background: token.colorBgElevated,
            borderTop: `1px solid ${token.colorSplit}`,
          }}
        >
          <Flex align="center" gap={token.marginSM} wrap>
            <Buttons>
              {actions?.length ? (
                actions.map((a) => (
                  <Button key={a.key} type={a.primary ? 'primary' : 'default'} loading={loading === a.key} disabled={loading !== null && loading !== a.key} onClick={() => submitAs(a.key)}>
                    {a.text}
                  </Button>
                ))
              ) : (
                <>
                  <Submit loading={loading !== null}>{submitText}</Submit>
                  <Reset>{t('runtime.filter.reset')}</Reset>
                </>
              )}
              {onCancel && <Button onClick={onCancel}>{t('runtime.cancel')}</Button>}
            </Buttons>
            {failure && (
              <Typography.Text type="danger" role="alert" data-testid="schema-form-failure">
                {failure}
              </Typography.Text>
            )}
          </Flex>
        </div>
      </Form>
    </div>
  );
}
