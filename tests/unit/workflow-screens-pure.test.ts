// The pure halves of the workflow's screens: an action's small form and body, the HTTP body of a transition with
// the specification's own payload, the diagram's layout, 流程配置's drafts, `?detail=` and a column's link, and the
// state filter the list accepts for the tabs.
import { describe, expect, it } from 'vitest';
import { actionBody as httpBody } from '../../src/client/api/workflow-client-http.ts';
import { actionBody, actionFields, actionResource, needsForm, OPINION, POSITION, STAFF, TO_STEP } from '../../src/runtime/workflow/action-form.ts';
import { detailIdOf } from '../../src/runtime/workflow/detail-from-url.tsx';
import { recordPath } from '../../src/runtime/record-link.tsx';
import { diagramLayout, layersOf } from '../../src/runtime/workflow/state-diagram-layout.ts';
import { configDraft, configInput, rolesNamed, whoDraft, whoOfDraft } from '../../src/runtime/workflow/who-draft.ts';
import { stateLabel } from '../../src/runtime/workflow/workflow-labels.ts';
import { approvalEdges } from '../../src/runtime/workflow/workflow-config-editor.tsx';
import { listFilters } from '../../src/schema/keywords/views.ts';
import { parseListQuery, queryPlan } from '../../src/schema/compile-query.ts';
import type { WorkflowOffer } from '../../src/runtime/workflow/workflow-client.ts';
import { RECTIFY_APPROVAL, WF_NOTICE, WF_RECTIFY, WORKFLOW_CONFIG } from '../../stories/support/workflow-fixtures.ts';

const offer = (o: Partial<WorkflowOffer>): WorkflowOffer => ({ action: 'x', label: 'X', kind: 'transition', opinion: 'optional', require: [], editable: [], ...o });

describe('the form of an action', () => {
  it('shows the required fields, then the editable ones, then the opinion; fields the record lacks are left out', () => {
    const o = offer({ require: ['rectifyNote'], editable: ['finishDate', 'rectifyNote', 'gone'], opinion: 'required' });
    expect(actionFields(WF_RECTIFY, o)).toEqual(['rectifyNote', 'finishDate']);
    const r = actionResource(WF_RECTIFY, o);
    expect(Object.keys(r.form.properties)).toEqual(['rectifyNote', 'finishDate', OPINION]);
    expect(r.form.required).toEqual(['rectifyNote', OPINION]);
    expect(r.form.properties.rectifyNote.title).toBe('整改情况');
  });

  it.each([
    ['none', undefined],
    ['optional', false],
    ['required', true],
  ] as const)('opinion %s', (opinion, required) => {
    const r = actionResource(WF_NOTICE, offer({ opinion }));
    expect(OPINION in r.form.properties ? (r.form.required ?? []).includes(OPINION) : undefined).toBe(required);
  });

  it('asks a person (and the position) for 加签 and 转办, and the step for 退回', () => {
    expect(Object.keys(actionResource(WF_RECTIFY, offer({ action: 'approval/add-signer' })).form.properties)).toEqual([STAFF, POSITION, OPINION]);
    expect(Object.keys(actionResource(WF_RECTIFY, offer({ action: 'approval/transfer', opinion: 'none' })).form.properties)).toEqual([STAFF]);
    const back = actionResource(WF_RECTIFY, offer({ action: 'approval/return', opinion: 'required' }), RECTIFY_APPROVAL.steps);
    expect(back.form.properties[TO_STEP].enum?.map((e) => e.value)).toEqual(['applicant', 'team']);
  });

  it('needs no form when there is nothing to ask', () => {
    expect(needsForm(offer({ opinion: 'none' }))).toBe(false);
    expect(needsForm(offer({ opinion: 'none', editable: ['a'] }))).toBe(true);
    expect(needsForm(offer({ opinion: 'none', action: 'approval/transfer' }))).toBe(true);
  });

  it('sends the opinion, the fields and the approval op values', () => {
    const o = offer({ require: ['rectifyNote'], editable: ['finishDate'] });
    expect(actionBody(WF_RECTIFY, o, 5, { rectifyNote: 'ok', [OPINION]: '好' })).toEqual({ id: 5, opinion: '好', fields: { rectifyNote: 'ok' } });
    expect(actionBody(WF_RECTIFY, offer({ action: 'approval/add-signer' }), 5, { [STAFF]: 9, [POSITION]: 'before' })).toEqual({ id: 5, staffId: 9, position: 'before' });
  });

  it("sends the specification's own payload where the file maps the opinion (the notice's recallReason)", () => {
    expect(httpBody(WF_NOTICE, 'recall', { id: 2, opinion: '有误' })).toEqual({ id: 2, recallReason: '有误' });
    expect(httpBody(WF_NOTICE, 'publish', { id: 2, fields: {} })).toEqual({ id: 2 });
    expect(httpBody(WF_RECTIFY, 'rectify', { id: 1, opinion: 'a', fields: { x: 1 } })).toEqual({ id: 1, opinion: 'a', fields: { x: 1 } });
  });
});

describe('the state diagram', () => {
  const states = WF_RECTIFY.workflow?.states ?? [];
  const transitions = WF_RECTIFY.workflow?.transitions ?? [];

  it('puts the states in breadth-first columns, the unreachable after the last', () => {
    expect(Object.fromEntries(layersOf(states, transitions))).toEqual({ todo: 0, review: 1, closed: 2 });
    const more = [...states, { key: 'lost', label: '孤立' }];
    expect(layersOf(more, [...transitions, { action: 'close', label: '关闭', from: ['review'], to: 'closed' }]).get('lost')).toBe(3);
  });

  it('draws one edge per pair of states with every label, ways back as arcs', () => {
    const layout = diagramLayout(states, [...transitions, { action: 'again', label: '再次', from: ['review'], to: 'todo' }]);
    const back = layout.edges.find((e) => e.from === 'review' && e.to === 'todo');
    expect(back?.labels).toEqual(['重新整改', '再次']);
    expect(back?.back).toBe(true);
    expect(layout.edges.find((e) => e.from === 'todo')?.back).toBe(false);
    expect(layout.width).toBeGreaterThan(0);
    expect(layout.boxes.map((b) => b.layer)).toEqual([0, 1, 2]);
  });
});

describe('approval edges of the diagram', () => {
  it('draws a state with approval leaving to its approved and returned states', () => {
    expect(approvalEdges({ states: WF_RECTIFY.workflow?.states ?? [] }).map((e) => [e.from[0], e.to, e.label])).toEqual([
      ['review', 'closed', '审批通过'],
      ['review', 'todo', '审批退回'],
    ]);
  });
});

describe('流程配置 drafts', () => {
  it('splits who into roles, slots and the parties a record gives, and back', () => {
    const who = [{ field: 'creator' }, { role: 'qyUser' }, { slot: 'safetyHead' }, { department: 'dept', role: 'leader' }];
    const d = whoDraft(who);
    expect(d).toEqual({ roles: ['qyUser'], slots: ['safetyHead'], kept: [{ field: 'creator' }, { department: 'dept', role: 'leader' }] });
    expect(whoOfDraft(d)).toEqual([{ field: 'creator' }, { department: 'dept', role: 'leader' }, { role: 'qyUser' }, { slot: 'safetyHead' }]);
  });

  it('starts from the override and sends only the transitions that differ from the file, with the version', () => {
    const notice = WORKFLOW_CONFIG[0];
    const draft = configDraft(notice);
    expect(draft.who.recall.roles).toEqual(['qyUser', 'qyStaff']);
    expect(configInput(notice, draft)).toEqual({ version: 3, who: { recall: [{ role: 'qyUser' }, { role: 'qyStaff' }] }, slots: {} });
    draft.who.recall.roles = ['qyUser'];
    draft.who.publish.roles = ['qyStaff'];
    expect(configInput(notice, draft).who).toEqual({ publish: [{ role: 'qyStaff' }] });
    expect(rolesNamed(WORKFLOW_CONFIG).sort()).toEqual(['qyStaff', 'qyUser']);
  });
});

describe('links', () => {
  it.each([
    ['?detail=12', 12],
    ['?a=1&detail=3', 3],
    ['?detail=0', null],
    ['?detail=x', null],
    ['?detail=-1', null],
    ['', null],
  ])('%s opens %s', (search, id) => expect(detailIdOf(search)).toBe(id));

  it('builds a column link only to an app path', () => {
    expect(recordPath('/stsgl/detail/{id}', 7)).toBe('/stsgl/detail/7');
    expect(recordPath('javascript:alert({id})', 7)).toBeNull();
    expect(recordPath('/fgcx/detail/{id}?kind=standard', 7)).toBe('/fgcx/detail/7?kind=standard');
    expect(recordPath('/fgcx/detail/{id}?next=//evil.example', 7)).toBeNull();
    expect(recordPath('/fgcx/detail/{id}', Number.NaN)).toBeNull();
    expect(recordPath('//evil/{id}', 7)).toBeNull();
    expect(recordPath('/a//{id}', 7)).toBeNull();
    expect(recordPath('/{id}', 7)).toBeNull();
    expect(recordPath('/x/{id}/edit', 7)).toBe('/x/7/edit');
    // A list page opening the record's drawer.
    expect(recordPath('/aqbz/check-bar?detail={id}', 7)).toBe('/aqbz/check-bar?detail=7');
    expect(recordPath('?detail={id}', 7)).toBeNull();
    expect(recordPath('/aqbz/check-bar?detail={id}&x=1', 7)).toBeNull();
  });
});

describe('the state filter', () => {
  it('lets the list filter a workflow resource by its state field (the tabs), once', () => {
    expect(listFilters(WF_NOTICE).filter((f) => f.field === 'publishStatus')).toEqual([{ field: 'publishStatus', op: 'in' }]);
    const declared = { ...WF_NOTICE, list: { ...WF_NOTICE.list, filters: [{ field: 'publishStatus', op: 'eq' as const }] } };
    expect(listFilters(declared).filter((f) => f.field === 'publishStatus')).toEqual([{ field: 'publishStatus', op: 'eq' }]);
  });

  it('compiles to a list condition on the state, and refuses a value that is not a state', () => {
    const plan = queryPlan(WF_NOTICE);
    const q = parseListQuery(plan, { publishStatus: 'published' });
    expect('error' in q).toBe(false);
    if (!('error' in q)) expect(q.params).toContainEqual(['published']);
    expect(parseListQuery(plan, { publishStatus: 'nonsense' })).toHaveProperty('error.field', 'publishStatus');
  });

  it('labels a state in the page language, an unknown key as itself', () => {
    expect(stateLabel(WF_NOTICE.workflow, 'published')).toBe('已发布');
    expect(stateLabel(WF_NOTICE.workflow, 'odd')).toBe('odd');
    expect(stateLabel(WF_NOTICE.workflow, null)).toBe('');
  });
});
