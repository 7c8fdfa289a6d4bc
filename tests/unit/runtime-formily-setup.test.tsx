// @vitest-environment jsdom
// src/runtime/formily-setup.ts: Formily's `{{ }}` compiler is our restricted evaluator. An x-reactions
// expression works through it; one that tries to reach Function through `constructor` does not run.
import { createForm } from '@formily/core';
import { FormProvider, Schema, createSchemaField, type ISchema } from '@formily/react';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restrictedCompile } from '../../src/runtime/formily-setup.ts';
import { mountRoot } from './helpers/dom-root.ts';

declare global {
  var __formilyPwned: unknown;
}

const dom = mountRoot();

afterEach(() => {
  vi.restoreAllMocks();
  delete globalThis.__formilyPwned;
});

function Text({ value, onChange }: { value?: string; onChange?: (v: string) => void; children?: ReactNode }) {
  return <input value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
}
const SchemaField = createSchemaField({ components: { Text } });

const MALICIOUS = [
  "{{ constructor.constructor('globalThis.__formilyPwned = 1')() }}",
  "{{ $self.constructor.constructor('globalThis.__formilyPwned = 1')() }}",
  "{{ $form['constructor']['constructor']('globalThis.__formilyPwned = 1')() }}",
  "{{ (function(){ globalThis.__formilyPwned = 1; return true })() }}",
  '{{ $self.setValue("hacked") }}',
];

async function mount(visible: string) {
  const form = createForm();
  const schema: ISchema = {
    type: 'object',
    properties: {
      kind: { type: 'string', 'x-component': 'Text' },
      reason: {
        type: 'string',
        'x-component': 'Text',
        'x-reactions': { dependencies: ['kind'], fulfill: { state: { visible } } },
      },
    },
  };
  await act(async () =>
    dom.root.render(
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>,
    ),
  );
  return form;
}

describe('formily-setup: the restricted compiler', () => {
  it('is the compiler of Formily schemas', () => {
    expect(Schema.compile("{{ $deps[0] === 'STOPPED' }}", { $deps: ['STOPPED'] })).toBe(true);
    expect(Schema.compile('{{ a.b > 2 && !c }}', { a: { b: 3 }, c: false })).toBe(true);
  });

  it('runs an x-reactions expression', async () => {
    const form = await mount("{{ $deps[0] === 'STOPPED' || $deps[0] === 'CANCELLED' }}");
    expect(form.query('reason').take()?.visible).toBe(false);
    await act(async () => form.setValuesIn('kind', 'STOPPED'));
    expect(form.query('reason').take()?.visible).toBe(true);
    expect(dom.host.querySelectorAll('input')).toHaveLength(2);
    await act(async () => form.setValuesIn('kind', 'IN_USE'));
    expect(form.query('reason').take()?.visible).toBe(false);
    expect(dom.host.querySelectorAll('input')).toHaveLength(1);
  });

  it.each(MALICIOUS)('does not run %s', async (expression) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = await mount(expression);
    await act(async () => form.setValuesIn('kind', 'x'));
    expect(globalThis.__formilyPwned).toBeUndefined();
    expect(form.values.reason).toBeUndefined();
    // Nothing applied: the field keeps its state, and the refusal is reported.
    expect(form.query('reason').take()?.visible).toBe(true);
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0][0])).toContain('表达式未执行');
  });

  it('answers undefined for what the evaluator refuses, without calling anything', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fn = vi.fn(() => true);
    expect(restrictedCompile('f()', { f: fn })).toBeUndefined();
    expect(restrictedCompile('f', { f: fn })).toBeUndefined();
    expect(restrictedCompile('unknownName', {})).toBeUndefined();
    expect(restrictedCompile('1 +', {})).toBeUndefined();
    expect(fn).not.toHaveBeenCalled();
    expect(restrictedCompile('x === 1 ? "a" : "b"', { x: 1 })).toBe('a');
  });

  it('reads only the names the expression uses from a lazy scope', () => {
    const touched: string[] = [];
    const scope = new Proxy({} as Record<string, unknown>, {
      has: (_t, k) => typeof k === 'string',
      get: (_t, k) => {
        touched.push(String(k));
        return k === '$deps' ? ['A'] : 'other';
      },
    });
    expect(restrictedCompile("$deps[0] === 'A'", scope)).toBe(true);
    expect(touched).toEqual(['$deps']);
  });
});
