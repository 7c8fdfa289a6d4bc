// The site parts of a workflow (issue 15): `signature` and `location` on transitions and approval steps are
// required, optional or absent; anything else is refused at its pointer.
import { describe, expect, it } from 'vitest';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { FieldSchema } from '../../src/schema/resource-types.ts';
import type { WorkflowSpec } from '../../src/schema/workflow-types.ts';
import { minimalResource } from './helpers/minimal-resource.ts';

const PROPS: Record<string, FieldSchema> = {
  state: { type: 'string', title: '状态', enum: [{ label: '待审批', value: 'open' }, { label: '已批准', value: 'done' }] },
};

function workflow(site: Record<string, unknown>, stepSite: Record<string, unknown> = {}): WorkflowSpec {
  return {
    field: 'state',
    initial: 'open',
    states: [
      { key: 'open', label: '待审批', approval: { steps: [{ key: 'site', title: '现场确认', mode: 'any', signers: [{ role: 'qyUser' }], ...stepSite }], approved: 'done', returned: 'open' } },
      { key: 'done', label: '已批准', terminal: true },
    ],
    transitions: [{ action: 'approve-now', label: '批准', from: ['open'], to: 'done', ...site }],
  } as WorkflowSpec;
}

function problems(w: WorkflowSpec): string[] {
  const r = checkResourceFile({ ...minimalResource('ticket', PROPS), workflow: w });
  return r.ok ? [] : r.errors.map((e) => e.pointer);
}

describe('signature and location on a workflow', () => {
  it('accepts required, optional and absent', () => {
    expect(problems(workflow({ signature: 'required', location: 'optional' }, { signature: 'optional', location: 'required' }))).toEqual([]);
    expect(problems(workflow({}))).toEqual([]);
  });

  it.each([
    ['a transition', workflow({ signature: 'yes' }), '/workflow/transitions/0/signature'],
    ['a transition', workflow({ location: true }), '/workflow/transitions/0/location'],
    ['an approval step', workflow({}, { signature: 'always' }), '/workflow/states/0/approval/steps/0/signature'],
  ])('refuses another value on %s at its pointer', (_what, w, pointer) => {
    expect(problems(w)).toContainEqual(expect.stringContaining(pointer));
  });
});
