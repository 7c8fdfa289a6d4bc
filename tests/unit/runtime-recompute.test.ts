// The form's side of computed fields (schema-form.tsx recompute): the values a Formily form holds are
// computed as the server would, with the enterprise configuration the form was given, and only the
// computed fields that changed are set, so that the form's change events settle.
import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { recompute } from '../../src/runtime/schema-form.tsx';

const RESOURCE: ResourceFile = {
  key: 'risk-point',
  title: '风险点',
  endpoint: '/u-basic/risk-point',
  actions: ['list', 'create'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    properties: {
      L: { type: 'number', title: 'L' },
      E: { type: 'number', title: 'E' },
      C: { type: 'number', title: 'C' },
      D: { type: 'number', title: 'D', 'x-compute': '{{ L * E * C }}' },
      level: { type: 'string', title: '等级', 'x-compute': { fn: 'lecLevel', args: ['L', 'E', 'C'] } },
    },
  },
  list: { columns: [{ field: 'L' }] },
};

describe('recompute', () => {
  it('sets the computed values from the others, with the configuration it is given, and settles', () => {
    const form = createForm({ values: { L: 3, E: 6, C: 7, D: 1, level: 'low' } });
    let changes = 0;
    form.subscribe(({ type }) => {
      if (type === 'onFormValuesChange') changes += 1;
    });
    recompute(form, RESOURCE, ['D', 'level']);
    expect(form.values).toMatchObject({ D: 126, level: 'general' });
    const after = changes;
    recompute(form, RESOURCE, ['D', 'level']);
    expect(changes).toBe(after);
    recompute(form, RESOURCE, ['D', 'level'], { lecBands: { major: '100' } });
    expect(form.values.level).toBe('major');
  });

  it('clears a computed value whose inputs are blank', () => {
    const form = createForm({ values: { L: 3, E: 6, D: 5, level: 'low' } });
    recompute(form, RESOURCE, ['D', 'level']);
    expect(form.values.D).toBeUndefined();
    expect(form.values.level).toBeUndefined();
  });
});
