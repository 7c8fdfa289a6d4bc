// The create/edit form of a resource: its Formily schema (compile-formily.ts) with our components, the
// server's rules on every field, Submit (loading while saving; Enter submits), Reset and Cancel.
// A failed validation takes the user to the first field in error (scrolled into view and focused,
// reveal-first-error.ts) and names its message (or 存在未填写的必填项, spec 001 §5) beside the buttons, not
// in a toast that would cover a drawer's title; a refusal of the save with per-field errors puts each
// message under its field the same way, and one without shows its message there. The buttons stay at the
// bottom of the scrolling container (sticky) however long the form. An end date before its start is
// checked again when the start changes.
import './formily-setup.ts';
import {
  createForm,
  onFieldInputValueChange,
  onFieldValueChange,
  type Field,
  type Form as FormilyForm,
  type IFormFeedback,
} from '@formily/core';
import { Form, FormButtonGroup, Reset, Submit } from '@formily/antd-v5';
import type { ISchema } from '@formily/react';
import { Button, Flex, Typography, theme } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { isBlank, toFormilySchema } from '../schema/compile-formily.ts';
import { dateOrderPairs } from '../schema/record-rules.ts';
import type { ResourceFile } from '../schema/resource-types.ts';
import { failureFieldErrors, failureText } from './client-failure.ts';
import { ResourceSchemaField } from './formily-components.tsx';
import { formPayload } from './form-payload.ts';
import { revealFirstError } from './reveal-first-error.ts';

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
  /** 2: fields in two columns (long forms in a wide drawer; wide fields span both); 1 by default. */
  columns?: 1 | 2;
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

/**
 * Puts the server's per-field messages under their fields. Answers the first message, and whether a
 * field of the form carries one (else the message concerns the whole form).
 */
export function showServerErrors(form: FormilyForm, e: unknown): { message: string; marked: boolean } {
  const errors = failureFieldErrors(e);
  let marked = false;
  for (const { field, message: text } of errors) {
    const target = field ? form.query(field).take() : undefined;
    if (target && 'setFeedback' in target) {
      target.setFeedback({ ...SERVER_FEEDBACK, messages: [text] });
      marked = true;
    }
  }
  return { message: errors[0]?.message ?? failureText(e, '保存失败'), marked };
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
  columns = 1,
}: SchemaFormProps) {
  const { token } = theme.useToken();
  const hiddenKey = (hiddenFields ?? []).join(',');
  const schema = useMemo(
    () => toFormilySchema(resource, { hiddenFields: hiddenKey ? hiddenKey.split(',') : [], columns }),
    [resource, hiddenKey, columns],
  );
  const form = useMemo(
    () =>
      createForm({
        initialValues: initialValues ? { ...initialValues } : {},
        effects() {
          // A server message goes away once the user changes the field, and so does the failure beside the buttons.
          onFieldInputValueChange('*', (field) => {
            if ('setFeedback' in field) field.setFeedback({ ...SERVER_FEEDBACK, messages: [] });
            setFailure(null);
          });
          // A start that moves checks its end again (the end's validator reads the start).
          for (const [start, end] of dateOrderPairs(resource)) {
            onFieldValueChange(start, (field) => {
              const target = field.form.query(end).take() as Field | undefined;
              if (target && 'validate' in target && !isBlank(target.value)) void target.validate();
            });
          }
        },
      }),
    // A new resource or record starts a new form.
    [schema, initialValues, resource],
  );

  const root = useRef<HTMLDivElement>(null);
  // The message of the last failure, shown beside the buttons (role=alert: read out when it appears).
  const [failure, setFailure] = useState<string | null>(null);
  // The button shows loading from the first moment of a save (Formily's own flag waits 100 ms), and a
  // second submit while saving sends nothing.
  const saving = useRef(false);
  const [loading, setLoading] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    if (saving.current) return;
    saving.current = true;
    setLoading(true);
    setFailure(null);
    const payload = formPayload(resource, values, { hiddenFields, initialValues });
    try {
      await onSubmit(payload);
    } catch (e) {
      const { message, marked } = showServerErrors(form, e);
      setFailure(message);
      if (marked) void revealFirstError(root.current);
    } finally {
      saving.current = false;
      setLoading(false);
    }
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
        onAutoSubmit={submit}
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
              <Submit loading={loading}>{submitText}</Submit>
              <Reset>重置</Reset>
              {onCancel && <Button onClick={onCancel}>取消</Button>}
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
