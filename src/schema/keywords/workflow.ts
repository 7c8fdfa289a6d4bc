// The `workflow` keyword (issue 14, docs/schema-engine.md "Workflow"): a record's life cycle as data. The
// state field, the states, the initial state, the transitions (who acts, required and editable fields, the
// opinion, guards, notifications), deadlines and approval steps. The check refuses, at a JSON pointer, what
// would break at run time: an unknown or unreachable state, a terminal state with a way out, a duplicate or
// reserved action name, a `who` field that holds no person, an unknown field or guard rule, a guard
// expression that does not parse, a deadline on a field that is no date. The helpers below are shared by
// the server (src/server/workflow) and the runtime. Pure: no I/O.
import { workflowGuard } from '../../domain/workflow-guards.ts';
import { text } from '../../domain/i18n/text.ts';
import { expressionProblem } from '../expression-check.ts';
import { type FieldSchema, type ResourceFile } from '../resource-types.ts';
import type { TransitionSpec, WhoSpec, WorkflowSpec, WorkflowState } from '../workflow-types.ts';
import type { SiteRequirement } from '../phone-types.ts';
import type { FileCheckContext } from './keyword-checks.ts';
import { pointerOf } from './pointer.ts';

/**
 * Route names of the generic pattern and of the engine itself under a resource's endpoint: no transition
 * may take one (its route `POST {ep}/{action}` would clash or mislead).
 */
export const RESERVED_ACTIONS: ReadonlySet<string> = new Set([
  'list', 'pure', 'detail', 'create', 'update', 'delete', 'import', 'export', 'template', 'sort', 'enable',
  'disable', 'topping', 'ending', 'info', 'remove', 'actions', 'history', 'state-counts', 'approval',
  'list-for-maintain', 'list-for-user', 'read', 'mark-read', 'tree', 'children', 'move', 'options', 'labels',
]);

/** An action key: kebab- or camel-case, starting with a letter (it is a URL segment). */
const ACTION_KEY = /^[a-z][a-zA-Z0-9-]{0,63}$/;

/** The transitions that leave a state, in file order. */
export function transitionsFrom(spec: WorkflowSpec, state: string): TransitionSpec[] {
  return spec.transitions.filter((t) => t.from.includes(state));
}

/** A transition by its action key. */
export function transitionOf(spec: WorkflowSpec, action: string): TransitionSpec | undefined {
  return spec.transitions.find((t) => t.action === action);
}

/** A state by its key. */
export function stateOf(spec: WorkflowSpec, key: string): WorkflowState | undefined {
  return spec.states.find((s) => s.key === key);
}

/** The fields a transition may set: its `editable` and `require` fields, once each. */
export function editableFields(t: TransitionSpec): string[] {
  return [...new Set([...(t.editable ?? []), ...(t.require ?? [])])];
}

/** How a transition asks for an opinion (default optional). */
export function opinionMode(t: TransitionSpec): 'required' | 'optional' | 'none' {
  return t.opinion ?? 'optional';
}

/** Whether a field holds a staff id (an integer x-ref to staff). */
export function isStaffField(f: FieldSchema | undefined): boolean {
  return f !== undefined && f.type === 'integer' && f['x-ref']?.resource === 'staff';
}

/** Whether a field holds a department id (an integer x-ref to department). */
export function isDepartmentField(f: FieldSchema | undefined): boolean {
  return f !== undefined && f.type === 'integer' && f['x-ref']?.resource === 'department';
}

/** The slot keys a workflow names (in `who`, notifications, deadlines and approval steps), once each, in order. */
export function slotsOf(spec: WorkflowSpec): string[] {
  const out = new Set<string>();
  const add = (who: readonly WhoSpec[] | undefined) => who?.forEach((w) => 'slot' in w && out.add(w.slot));
  for (const t of spec.transitions) {
    add(t.who);
    t.notify?.forEach((n) => add(n.to));
  }
  for (const s of spec.states) s.approval?.steps.forEach((st) => add(st.signers));
  for (const d of spec.deadlines ?? []) {
    add(d.notify);
    add(d.escalateTo);
  }
  return [...out];
}

/** The states reachable from `initial` by the transitions. */
function reachable(spec: WorkflowSpec): Set<string> {
  const seen = new Set([spec.initial]);
  const queue = [spec.initial];
  while (queue.length) {
    const s = queue.shift() as string;
    for (const t of transitionsFrom(spec, s)) {
      if (!seen.has(t.to)) {
        seen.add(t.to);
        queue.push(t.to);
      }
    }
    for (const st of spec.states) {
      if (st.key !== s || !st.approval) continue;
      for (const to of [st.approval.approved, st.approval.returned]) {
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
  }
  return seen;
}

/** Checks one `who` list: fields hold persons (or departments), `creator` is the record's creator. */
function checkWho(ctx: FileCheckContext, who: readonly WhoSpec[] | undefined, at: string): void {
  who?.forEach((w, i) => {
    if ('field' in w) {
      if (w.field === 'creator') return;
      const f = ctx.property(w.field, `${at}/${i}/field`);
      if (f && !isStaffField(f)) ctx.add(`${at}/${i}/field`, text('workflow.check.whoNotStaff', { field: w.field }));
    } else if ('department' in w && typeof w.department === 'string') {
      const f = ctx.property(w.department, `${at}/${i}/department`);
      if (f && !isDepartmentField(f)) ctx.add(`${at}/${i}/department`, text('workflow.check.whoNotDepartment', { field: w.department }));
    }
  });
}

const SITE_VALUES: readonly unknown[] = ['required', 'optional'];

/** A transition's or approval step's `signature` and `location` (issue 15): required, optional or absent. */
function checkSite(ctx: FileCheckContext, req: SiteRequirement, at: string): void {
  for (const key of ['signature', 'location'] as const) {
    const v: unknown = req[key];
    if (v !== undefined && !SITE_VALUES.includes(v)) ctx.add(`${at}/${key}`, text('sign.check.value', { key, value: String(v) }));
  }
}

/** The file check of `workflow`. */
export function checkWorkflow(ctx: FileCheckContext): void {
  const r: ResourceFile = ctx.resource;
  const spec = r.workflow;
  if (!spec) return;
  const stateField = ctx.property(spec.field, '/workflow/field');
  const keys = new Map<string, number>();
  spec.states.forEach((s, i) => {
    if (keys.has(s.key)) ctx.add(pointerOf('workflow', 'states', i, 'key'), text('workflow.check.duplicateState', { state: s.key }));
    else keys.set(s.key, i);
  });
  if (stateField) {
    if (stateField.type !== 'string') ctx.add('/workflow/field', text('workflow.check.stateField', { field: spec.field }));
    else if (stateField.enum) {
      const values = stateField.enum.map((o) => String(o.value)).sort();
      const states = [...keys.keys()].sort();
      if (values.join('\u0000') !== states.join('\u0000')) {
        ctx.add('/workflow/field', text('workflow.check.stateEnum', { field: spec.field, states: [...keys.keys()].join(', ') }));
      }
    }
  }
  const known = (state: string, ptr: string): boolean => {
    if (keys.has(state)) return true;
    ctx.add(ptr, text('workflow.check.unknownState', { state }));
    return false;
  };
  if (!keys.has(spec.initial)) ctx.add('/workflow/initial', text('workflow.check.initialUnknown', { state: spec.initial }));

  const actions = new Map<string, number>();
  const names = { fields: new Set(Object.keys(r.form.properties)), lookups: new Set(Object.keys(r.lookups ?? {})) };
  spec.transitions.forEach((t, i) => {
    const at = pointerOf('workflow', 'transitions', i);
    const first = actions.get(t.action);
    if (first !== undefined) ctx.add(`${at}/action`, text('workflow.check.duplicateAction', { action: t.action, other: pointerOf('workflow', 'transitions', first, 'action') }));
    else actions.set(t.action, i);
    if (!ACTION_KEY.test(t.action)) ctx.add(`${at}/action`, text('workflow.check.badAction', { action: t.action }));
    else if (RESERVED_ACTIONS.has(t.action)) ctx.add(`${at}/action`, text('workflow.check.reservedAction', { action: t.action }));
    t.from.forEach((s, j) => {
      if (known(s, `${at}/from/${j}`) && stateOf(spec, s)?.terminal) ctx.add(`${at}/from/${j}`, text('workflow.check.terminalOutgoing', { state: s }));
    });
    known(t.to, `${at}/to`);
    checkWho(ctx, t.who, `${at}/who`);
    t.notPersonIn?.forEach((name, j) => {
      const f = ctx.property(name, `${at}/notPersonIn/${j}`);
      if (f && !isStaffField(f)) ctx.add(`${at}/notPersonIn/${j}`, text('workflow.check.whoNotStaff', { field: name }));
    });
    for (const key of ['require', 'editable'] as const) {
      t[key]?.forEach((name, j) => {
        if (name === spec.field) ctx.add(`${at}/${key}/${j}`, text('workflow.check.stateEditable', { field: name }));
        else ctx.property(name, `${at}/${key}/${j}`);
      });
    }
    if (t.payload?.opinion !== undefined) {
      const f = ctx.property(t.payload.opinion, `${at}/payload/opinion`);
      if (f && f.type !== 'string') ctx.add(`${at}/payload/opinion`, text('workflow.check.payloadField', { field: t.payload.opinion }));
    }
    const guard = t.guard;
    if (typeof guard === 'string') {
      const problem = expressionProblem(guard, names);
      if (problem) ctx.add(`${at}/guard`, text('workflow.check.guardExpression', { problem }));
    } else if (guard) {
      const rule = workflowGuard(guard.rule);
      if (!rule) ctx.add(`${at}/guard/rule`, text('workflow.check.guardRule', { rule: guard.rule }));
      else for (const f of rule.fields) if (!names.fields.has(f)) ctx.add(`${at}/guard/rule`, text('workflow.check.guardRuleField', { rule: guard.rule, field: f }));
    }
    t.notify?.forEach((n, j) => checkWho(ctx, n.to, `${at}/notify/${j}/to`));
    checkSite(ctx, t, at);
  });

  spec.states.forEach((s, i) => {
    const a = s.approval;
    if (!a) return;
    const at = pointerOf('workflow', 'states', i, 'approval');
    for (const which of ['approved', 'returned'] as const) {
      if (!keys.has(a[which])) ctx.add(`${at}/${which}`, text('workflow.check.approvalState', { which, state: a[which] }));
    }
    const steps = new Set<string>();
    a.steps.forEach((st, j) => {
      if (steps.has(st.key)) ctx.add(`${at}/steps/${j}/key`, text('workflow.check.duplicateStep', { step: st.key }));
      steps.add(st.key);
      checkWho(ctx, st.signers, `${at}/steps/${j}/signers`);
      checkSite(ctx, st, `${at}/steps/${j}`);
    });
  });

  spec.deadlines?.forEach((d, i) => {
    const at = pointerOf('workflow', 'deadlines', i);
    const f = ctx.property(d.field, `${at}/field`);
    if (f && !(f.type === 'string' && (f.format === 'date' || f.format === 'date-time'))) ctx.add(`${at}/field`, text('workflow.check.deadlineNotDate', { field: d.field }));
    d.states.forEach((s, j) => known(s, `${at}/states/${j}`));
    checkWho(ctx, d.notify, `${at}/notify`);
    checkWho(ctx, d.escalateTo, `${at}/escalateTo`);
  });

  if (keys.has(spec.initial)) {
    const seen = reachable(spec);
    spec.states.forEach((s, i) => {
      if (!seen.has(s.key)) ctx.add(pointerOf('workflow', 'states', i, 'key'), text('workflow.check.unreachable', { state: s.key, initial: spec.initial }));
    });
  }
}
