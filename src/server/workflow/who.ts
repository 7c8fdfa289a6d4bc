// Who may act on a transition (docs/schema-engine.md "Workflow", the contract's canonical party keys):
// `staff:<staffId>` | `role:<roleKey>` | `dept:<departmentId>:role:<roleKey>`. A transition's `who` (after the
// enterprise's 流程配置 override) resolves against the record and the slots to party keys; a person has keys
// of their own (their staff id, their roles, their department with each role); they may act when the two
// meet. Pure apart from `personOf`, which finds the caller's department.
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import type { TransitionSpec, WhoSpec } from '../../schema/workflow-types.ts';

/** The holders of an approval slot an enterprise configures: staff members and/or roles. */
export interface SlotHolders {
  staffIds?: number[];
  roles?: string[];
}

/** An enterprise's 流程配置 of one resource in force (wf_config's highest version). */
export interface WorkflowConfig {
  version: number;
  /** Who acts, by action: replaces the file's `who` of that transition. */
  who: Readonly<Record<string, WhoSpec[]>>;
  slots: Readonly<Record<string, SlotHolders>>;
}

/** What resolving a `who` needs besides the record: the staff id of the record's creator (`creator`). */
export interface RecordPeople {
  creatorStaffId: number | null;
}

/** The person acting: staff id (null when the account has none), roles, department. */
export interface Person {
  staffId: number | null;
  roles: readonly string[];
  departmentId: number | null;
}

/** The `who` of a transition in force: the enterprise's override, else the file's, else the write roles. */
export function whoOf(t: TransitionSpec, config: WorkflowConfig | null, writeRoles: readonly string[]): WhoSpec[] {
  const override = config && Object.hasOwn(config.who, t.action) ? config.who[t.action] : undefined;
  if (override?.length) return override;
  if (t.who?.length) return t.who;
  return writeRoles.map((role) => ({ role }));
}

function idOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v;
  if (typeof v === 'string' && /^\d{1,15}$/.test(v)) return Number(v);
  return null;
}

/** The party keys of a `who` list on a record (a field left empty names nobody). */
export function partyKeys(who: readonly WhoSpec[], record: Readonly<Record<string, unknown>>, config: WorkflowConfig | null, people: RecordPeople = { creatorStaffId: null }): string[] {
  const out = new Set<string>();
  for (const w of who) {
    if ('slot' in w) {
      const holders = config?.slots[w.slot];
      holders?.staffIds?.forEach((id) => out.add(`staff:${id}`));
      holders?.roles?.forEach((role) => out.add(`role:${role}`));
    } else if ('department' in w) {
      const dept = typeof w.department === 'number' ? w.department : idOf(record[w.department]);
      if (dept !== null) out.add(`dept:${dept}:role:${w.role}`);
    } else if ('field' in w) {
      const staff = w.field === 'creator' ? people.creatorStaffId : idOf(record[w.field]);
      if (staff !== null) out.add(`staff:${staff}`);
    } else {
      out.add(`role:${w.role}`);
    }
  }
  return [...out];
}

/** A person's own party keys. */
export function personKeys(p: Person): string[] {
  const keys = p.roles.map((r) => `role:${r}`);
  if (p.staffId !== null) keys.unshift(`staff:${p.staffId}`);
  if (p.departmentId !== null) for (const r of p.roles) keys.push(`dept:${p.departmentId}:role:${r}`);
  return keys;
}

/** Whether the person is among those a `who` list names on the record. */
export function mayAct(person: Person, who: readonly WhoSpec[], record: Readonly<Record<string, unknown>>, config: WorkflowConfig | null, people?: RecordPeople): boolean {
  const mine = new Set(personKeys(person));
  return partyKeys(who, record, config, people).some((k) => mine.has(k));
}

/** The first of `fields` whose person is the acting one (an acceptor may not be the rectifier), or undefined. */
export function samePersonField(person: Person, fields: readonly string[] | undefined, record: Readonly<Record<string, unknown>>): string | undefined {
  if (person.staffId === null) return undefined;
  return fields?.find((f) => idOf(record[f]) === person.staffId);
}

/** The caller as a person: the session's staff id (renYuanId), roles, and the staff member's department. */
export async function personOf(tx: Queryable, auth: AuthContext): Promise<Person> {
  const staffId = auth.session.renYuanId ?? null;
  let departmentId: number | null = null;
  if (staffId !== null) {
    const rows = await tx.query<{ department_id: number | null }>('select department_id from staffinfo where tenant_id = $1 and id = $2 and not deleted', [auth.tenantId, staffId]);
    departmentId = rows[0]?.department_id ?? null;
  }
  return { staffId, roles: auth.roles, departmentId };
}

/** The staff id of a user (the record's creator), or null. */
export async function staffOfUser(tx: Queryable, tenantId: number, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  const rows = await tx.query<{ ren_yuan_id: number | null }>('select ren_yuan_id from sysuser where id = $1 and tenant_id = $2', [userId, tenantId]);
  return rows[0]?.ren_yuan_id ?? null;
}
