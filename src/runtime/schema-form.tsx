// The create/edit form of a resource: its Formily schema (compile-formily.ts) with our components, the
// server's validation rules on every field, Submit (loading while saving; Enter submits), Reset and Cancel.
// A failed validation shows its first message (or 存在未填写的必填项, spec 001 §5); a refusal of the save
// with per-field errors puts each message under its field and shows the first one.
import './formily-setup.ts';
import { createForm, onFieldInputValueChange, type Form as FormilyForm, type IFormFeedback } from '@formily/core';
import { Form, FormButtonGroup, Reset, Submit } from '@formily/antd-v5';
import type { ISchema } from '@formily/react';
import { Button, message } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { toFormilySchema } from '../schema/compile-formily.ts';
import type { ResourceFile } from '../schema/resource-types.ts';
import { failureFieldErrors, failureText } from './client-failure.ts';
import { ResourceSchemaField } from './formily-components.tsx';
import { formPayload } from './form-payload.ts';

export interface SchemaFormProps {
  resource: ResourceFile;
  hiddenFields?: string[];
  /** The record being edited (keep the object stable: a new object starts a new form). */
  initialValues?: Record<string, unknown>;
  /** Saves the payload (form properties only, blanks left out); a rejection with `errors` marks fields. */
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onCancel?: () => void;
  submitText?: string;
  layout?: 'vertical' | 'horizontal';
}

/** Shown when a validation fails without a message of its own (spec 001 §5). */
export const REQUIRED_ITEMS_MISSING = '存在未填写的必填项';
const SERVER_FEEDBACK = { type: 'error', code: 'EffectError' } as const;

/** The first message of a failed validation, or REQUIRED_ITEMS_MISSING. */
export function firstFeedbackMessage(failure: unknown): string {
  const list = Array.isArray(failure) ? (failure as IFormFeedback[]) : [];
  for (const f of list) {
    const m = f?.messages?.find((x) => typeof x === 'string' && x !== '');
    if (m) return m;
  }
  return REQUIRED_ITEMS_MISSING;
}

/** Puts the server's per-field messages under their fields; answers the first message. */
export function showServerErrors(form: FormilyForm, e: unknown): string {
  const errors = failureFieldErrors(e);
  for (const { field, message: text } of errors) {
    const target = form.query(field).take();
    if (target && 'setFeedback' in target) target.setFeedback({ ...SERVER_FEEDBACK, messages: [text] });
  }
  return errors[0]?.message ?? failureText(e, '保存失败');
}

/** A Formily form over `resource.form`. */
export function SchemaForm({
  resource,
  hiddenFields,
  initialValues,
  onSubmit,
  onCancel,
  submitText = '保存',
  layout = 'vertical',
}: SchemaFormProps) {
  const hiddenKey = (hiddenFields ?? []).join(',');
  const schema = useMemo(
    () => toFormilySchema(resource, { hiddenFields: hiddenKey ? hiddenKey.split(',') : [] }),
    [resource, hiddenKey],
  );
  const form = useMemo(
    () =>
      createForm({
        initialValues: initialValues ? { ...initialValues } : {},
        effects() {
          // A server message goes away once the user changes the field.
          onFieldInputValueChange('*', (field) => {
            if ('setFeedback' in field) field.setFeedback({ ...SERVER_FEEDBACK, messages: [] });
          });
        },
      }),
    // A new resource or record starts a new form.
    [schema, initialValues],
  );

  // The button shows loading from the first moment of a save (Formily's own flag waits 100 ms), and a
  // second submit while saving sends nothing.
  const saving = useRef(false);
  const [loading, setLoading] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    if (saving.current) return;
    saving.current = true;
    setLoading(true);
    const payload = formPayload(resource, values, { hiddenFields, initialValues });
    try {
      await onSubmit(payload);
    } catch (e) {
      void message.error(showServerErrors(form, e));
    } finally {
      saving.current = false;
      setLoading(false);
    }
  };

  const horizontal = layout === 'horizontal';
  const Buttons = horizontal ? FormButtonGroup.FormItem : FormButtonGroup;
  return (
    <Form
      form={form}
      layout={layout}
      labelCol={horizontal ? 6 : undefined}
      wrapperCol={horizontal ? 18 : undefined}
      onAutoSubmit={submit}
      onAutoSubmitFailed={(failure: unknown) => void message.error(firstFeedbackMessage(failure))}
      data-testid="schema-form"
    >
      <ResourceSchemaField schema={schema as ISchema} />
      <Buttons>
        <Submit loading={loading}>{submitText}</Submit>
        <Reset>重置</Reset>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
      </Buttons>
    </Form>
  );
}
