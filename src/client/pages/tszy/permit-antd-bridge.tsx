// The bridge of a permit form block to the antd list parts (作业人, 关联作业, 安全措施, 工作危害分析, 安全交底): they are
// antd Form.List / Form.Item parts, so the block hosts them in an antd form of their own (no <form> element) whose
// store holds the field's value and, read-only, the other values of the runtime form (the planned start a worker's
// certificate is checked on, the grade the measure templates are chosen by, the workers the briefing lists).
// Whatever changes the field in that store (typing, a pick, templates filled in) is written to the Formily field;
// the field validates the rows' own rules too (their messages stay under their cells).
import { autorun, toJS } from '@formily/reactive';
import type { Field } from '@formily/core';
import { Form } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FormBlockProps } from '../../../runtime/form-blocks-context.ts';
import { asDayjs, cleanValue } from './permit-form-values.ts';
import { t } from './permit-labels.ts';

type Values = Record<string, unknown>;

/** A value as the antd parts read it: the planned times and the briefing's time as dayjs. */
function antdValue(name: string, v: unknown): unknown {
  if (name === 'jiHuaKaiShiShiJian' || name === 'jiHuaJieShuShiJian') return asDayjs(v);
  if (name === 'anQuanJiaoDi' && v && typeof v === 'object') return { ...(v as Values), jiaoDiShiJian: asDayjs((v as Values).jiaoDiShiJian) };
  return v;
}

/** The named values of the runtime form as the antd parts read them (reading them inside an autorun follows them only). */
function antdValues(values: Values, names: readonly string[]): Values {
  return Object.fromEntries(names.map((n) => [n, antdValue(n, toJS(values[n]))]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface PermitAntdBridgeProps {
  /** The field the block edits. */
  name: string;
  /** The other values the antd parts read (kept in their store, read-only): only these are followed. */
  reads?: readonly string[];
  block: FormBlockProps;
  children: ReactNode;
}

const NONE: readonly string[] = [];

export function PermitAntdBridge({ name, reads = NONE, block, children }: PermitAntdBridgeProps) {
  const { value, onChange, form, field } = block;
  const [inner] = Form.useForm<Values>();
  const watched = Form.useWatch(name, { form: inner, preserve: true }) as unknown;
  const written = useRef<unknown>(cleanValue(value));

  // The values the parts read follow the runtime form (read-only here), and the field's own when it changed outside
  // (a reset); a keystroke in another field costs nothing here.
  const readKey = reads.join(',');
  useEffect(
    () =>
      autorun(() => {
        const values = form.values as Values;
        if (readKey) inner.setFieldsValue(antdValues(values, readKey.split(',')) as Parameters<typeof inner.setFieldsValue>[0]);
        const own = antdValue(name, toJS(values[name]));
        if (!same(cleanValue(own), written.current)) {
          written.current = cleanValue(own);
          inner.setFieldValue(name, own);
        }
      }),
    [form, inner, name, readKey],
  );

  // What the antd parts wrote goes to the field.
  useEffect(() => {
    if (watched === undefined) return;
    const next = cleanValue(watched);
    if (same(next, written.current)) return;
    written.current = next;
    onChange?.(next);
  }, [watched, onChange]);

  // The rows' own rules (a worker's name, a related permit's number) take part in the field's validation.
  useEffect(() => {
    const data = field as Field;
    if (!('setValidator' in data)) return;
    const before = data.validator;
    const rows = async (): Promise<string> => {
      try {
        await inner.validateFields();
        return '';
      } catch (e) {
        const first = (e as { errorFields?: { errors: string[] }[] }).errorFields?.[0]?.errors[0];
        return first ?? t('permitsui.edit.checkFields');
      }
    };
    data.setValidator([...(Array.isArray(before) ? before : before ? [before] : []), rows]);
    return () => data.setValidator(before);
  }, [field, inner]);

  return (
    <Form form={inner} component={false} layout="vertical" initialValues={antdValues(form.values as Values, [name, ...reads])}>
      {children}
    </Form>
  );
}
