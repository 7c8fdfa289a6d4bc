// The `schedule` keyword's checks (docs/schema-engine.md "Schedules"): on the plan's file, the fields it
// names exist with the right types (frequency a string whose values are frequencies, the rule an object,
// start and end dates, active a boolean, the assignee an integer); across files, the target resource exists
// and is not the plan, its plan field is an integer x-ref to the plan, its assignee, due, period and copied
// fields exist with the right types, and a missed state is a state of its workflow (a target without one
// names a boolean `missedField` instead). A rule that can never fire is refused when the plan record is
// written (src/server/schedules/schedule-hook.ts). Pure: no I/O.
import { FREQUENCIES, type Frequency } from '../../domain/schedule-calendar.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FieldSchema, ResourceFile } from '../resource-types.ts';
import type { ScheduleSpec } from '../workflow-types.ts';
import { refOf } from './ref-fields.ts';
import type { FileCheckContext, RegistryCheckContext } from './keyword-checks.ts';

type Kind = 'integer' | 'string' | 'boolean' | 'date' | 'dateTime' | 'object';

const kindText = (kind: Kind): Text => ({ id: `schedule.kind.${kind}` });

/** Whether a field is of a kind: `date` accepts a date or a date-time string. */
function isKind(f: FieldSchema, kind: Kind): boolean {
  switch (kind) {
    case 'date':
      return f.type === 'string' && (f.format === 'date' || f.format === 'date-time');
    case 'dateTime':
      return f.type === 'string' && f.format === 'date-time';
    default:
      return f.type === kind;
  }
}

/** The frequencies a plan may have: the fixed one, or the frequency field's values (every one without an enum). */
export function planFrequencies(plan: ResourceFile, spec: ScheduleSpec): Frequency[] {
  if ('fixed' in spec.frequency) return [spec.frequency.fixed];
  const f = Object.hasOwn(plan.form.properties, spec.frequency.field) ? plan.form.properties[spec.frequency.field] : undefined;
  const values = f?.enum?.map((o) => o.value);
  return values ? FREQUENCIES.filter((q) => values.includes(q)) : [...FREQUENCIES];
}

/** File check of `schedule` on the plan's file. */
export function checkSchedule(ctx: FileCheckContext): void {
  const spec = ctx.resource.schedule;
  if (!spec) return;
  const want = (name: string | undefined, pointer: string, kind: Kind) => {
    if (name === undefined) return;
    const f = ctx.property(name, pointer);
    if (f && !isKind(f, kind)) ctx.add(pointer, text('schedule.check.fieldType', { field: name, kind: kindText(kind) }));
  };
  if ('field' in spec.frequency) {
    const pointer = '/schedule/frequency/field';
    want(spec.frequency.field, pointer, 'string');
    const f = Object.hasOwn(ctx.resource.form.properties, spec.frequency.field) ? ctx.resource.form.properties[spec.frequency.field] : undefined;
    const bad = f?.enum?.find((o) => !FREQUENCIES.includes(o.value as Frequency));
    if (bad) ctx.add(pointer, text('schedule.check.frequencyValues', { field: spec.frequency.field, value: String(bad.value) }));
  }
  if (planFrequencies(ctx.resource, spec).includes('rule') && spec.ruleField === undefined) ctx.add('/schedule', text('schedule.check.ruleFieldNeeded'));
  want(spec.ruleField, '/schedule/ruleField', 'object');
  want(spec.startField, '/schedule/startField', 'date');
  want(spec.endField, '/schedule/endField', 'date');
  want(spec.activeField, '/schedule/activeField', 'boolean');
  want(spec.assigneeFrom, '/schedule/assigneeFrom', 'integer');
  for (const [, from] of Object.entries(spec.copy ?? {})) ctx.property(from, `/schedule/copy/${encodePointer(from)}`);
}

const encodePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Registry check of `schedule`: the target and its fields. */
export function checkScheduleTargets(ctx: RegistryCheckContext): void {
  for (const plan of ctx.all) {
    const spec = plan.schedule;
    if (!spec) continue;
    const add = (pointer: string, message: Text) => ctx.add(plan.key, pointer, message);
    const target = ctx.byKey.get(spec.target);
    if (!target) {
      add('/schedule/target', text('schedule.check.targetMissing', { target: spec.target }));
      continue;
    }
    if (target.key === plan.key) {
      add('/schedule/target', text('schedule.check.targetSelf'));
      continue;
    }
    const fieldOf = (name: string, pointer: string): FieldSchema | undefined => {
      const f = Object.hasOwn(target.form.properties, name) ? target.form.properties[name] : undefined;
      if (!f) add(pointer, text('schedule.check.fieldMissing', { field: name, resource: target.key }));
      return f;
    };
    const want = (name: string | undefined, pointer: string, kind: Kind) => {
      if (name === undefined) return;
      const f = fieldOf(name, pointer);
      if (f && !isKind(f, kind)) add(pointer, text('schedule.check.fieldType', { field: name, kind: kindText(kind) }));
    };
    const planRef = fieldOf(spec.planField, '/schedule/planField');
    if (planRef && (planRef.type !== 'integer' || refOf(planRef)?.resource !== plan.key)) {
      add('/schedule/planField', text('schedule.check.planField', { field: spec.planField, plan: plan.key }));
    }
    want(spec.assigneeField, '/schedule/assigneeField', 'integer');
    want(spec.dueField, '/schedule/dueField', 'dateTime');
    want(spec.periodField, '/schedule/periodField', 'string');
    want(spec.missedField, '/schedule/missedField', 'boolean');
    want(spec.teamField, '/schedule/teamField', 'string');
    if (spec.missedState !== undefined) {
      if (!target.workflow) add('/schedule/missedState', text('schedule.check.missedNoWorkflow', { target: target.key }));
      else if (!target.workflow.states.some((s) => s.key === spec.missedState)) add('/schedule/missedState', text('schedule.check.missedState', { state: spec.missedState, target: target.key }));
    }
    for (const [to, from] of Object.entries(spec.copy ?? {})) {
      const pointer = `/schedule/copy/${encodePointer(to)}`;
      const t = fieldOf(to, pointer);
      const f = Object.hasOwn(plan.form.properties, from) ? plan.form.properties[from] : undefined;
      if (t && f && t.type !== f.type) add(pointer, text('schedule.check.copyType', { field: to, from }));
    }
  }
}
