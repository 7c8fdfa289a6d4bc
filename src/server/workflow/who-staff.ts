// People of the workflow contract (docs/workflow-notify.md "Who is notified"): the canonical party keys
// (`staff:<id>` | `role:<role>` | `dept:<id>:role:<role>`) to staff ids, and a notification's `to` (WhoSpec,
// resolved against the record and the enterprise's 流程配置 slots) to party keys.
import type { Queryable } from '../db/db.ts';
import type { WhoSpec } from '../../schema/workflow-types.ts';

/** The enterprise's 流程配置 of a resource as far as notifications read it: its slots and who-overrides. */
export interface SlotConfig {
  slots?: Record<string, { staffIds?: number[]; roles?: string[] }>;
  who?: Record<string, WhoSpec[]>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The slots and overrides of a 流程配置 of any shape the core stores (the object itself or under `config`). */
export function slotConfigOf(config: unknown): SlotConfig {
  if (!isRecord(config)) return {};
  const inner = isRecord(config.config) ? config.config : config;
  return {
    slots: isRecord(inner.slots) ? (inner.slots as SlotConfig['slots']) : undefined,
    who: isRecord(inner.who) ? (inner.who as SlotConfig['who']) : undefined,
  };
}

/** Positive integer ids in a field's value (a number, a digit string, or an array of them). */
function idsIn(v: unknown): number[] {
  const one = (x: unknown): number | null => {
    const n = typeof x === 'number' ? x : typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x.trim()) : NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  };
  return (Array.isArray(v) ? v.map(one) : [one(v)]).filter((n): n is number => n !== null);
}

/**
 * The party keys of `who` for `record`: roles as `role:`, a field's staff as `staff:` (`creator`: the staff
 * of the account in `createdBy`), a department (a field of the record or an id) with a role as `dept:…:role:`,
 * a slot as the keys of its configured persons and roles. Unresolvable parts give no key.
 */
export async function notifyKeys(
  tx: Queryable,
  tenantId: number,
  who: readonly WhoSpec[],
  record: Readonly<Record<string, unknown>>,
  config: unknown,
): Promise<string[]> {
  const keys = new Set<string>();
  const slots = slotConfigOf(config).slots ?? {};
  for (const w of who) {
    if ('department' in w) {
      const deps = typeof w.department === 'number' ? [w.department] : idsIn(record[w.department]);
      for (const d of deps) keys.add(`dept:${d}:role:${w.role}`);
    } else if ('role' in w) keys.add(`role:${w.role}`);
    else if ('field' in w) {
      if (w.field === 'creator') {
        const users = idsIn(record.createdBy);
        if (!users.length) continue;
        const rows = await tx.query<{ s: number }>(
          'select ren_yuan_id as s from sysuser where tenant_id = $1 and id = any($2::bigint[]) and ren_yuan_id is not null',
          [tenantId, users],
        );
        for (const r of rows) keys.add(`staff:${r.s}`);
      } else for (const id of idsIn(record[w.field])) keys.add(`staff:${id}`);
    } else if ('slot' in w) {
      const s = slots[w.slot];
      for (const id of s?.staffIds ?? []) keys.add(`staff:${id}`);
      for (const r of s?.roles ?? []) keys.add(`role:${r}`);
    }
  }
  return [...keys];
}

/** The keys of an enterprise's choice of recipients (消息提醒配置). */
export function keysOfChoice(c: { roles?: readonly string[]; staffIds?: readonly number[] }): string[] {
  return [...(c.roles ?? []).map((r) => `role:${r}`), ...(c.staffIds ?? []).map((s) => `staff:${s}`)];
}

interface ParsedKeys {
  staff: number[];
  roles: string[];
  deptIds: number[];
  deptRoles: string[];
}

/** Splits canonical party keys; unknown shapes are ignored. */
export function parseKeys(keys: readonly string[]): ParsedKeys {
  const out: ParsedKeys = { staff: [], roles: [], deptIds: [], deptRoles: [] };
  for (const k of keys) {
    let m = /^staff:(\d+)$/.exec(k);
    if (m) {
      out.staff.push(Number(m[1]));
      continue;
    }
    m = /^dept:(\d+):role:(.+)$/.exec(k);
    if (m) {
      out.deptIds.push(Number(m[1]));
      out.deptRoles.push(m[2]);
      continue;
    }
    m = /^role:(.+)$/.exec(k);
    if (m) out.roles.push(m[1]);
  }
  return out;
}

/**
 * The staff ids (live staff of the enterprise) the keys name: `staff:` directly; `role:` the staff of live
 * accounts holding the role (a role given as a sysrole id in digits counts as its code; an enterprise account,
 * sass_qy = 1, holds qyUser); `dept:…:role:` those of them in that department. Sorted, without repeats.
 */
export async function staffOfKeys(tx: Queryable, tenantId: number, keys: readonly string[]): Promise<number[]> {
  const p = parseKeys(keys);
  if (!p.staff.length && !p.roles.length && !p.deptIds.length) return [];
  // Roles named by sysrole id: their codes.
  const digits = [...p.roles, ...p.deptRoles].filter((r) => /^\d+$/.test(r));
  const codeOf = new Map<string, string>();
  if (digits.length) {
    const rows = await tx.query<{ id: string; code: string }>('select id::text as id, code from sysrole where id::text = any($1::text[])', [digits]);
    for (const r of rows) codeOf.set(r.id, r.code);
  }
  const code = (r: string) => codeOf.get(r) ?? r;
  const rows = await tx.query<{ id: number }>(
    `select distinct s.id from staffinfo s
      where s.tenant_id = $1 and not s.deleted and (
        s.id = any($2::bigint[])
        or exists (
          select 1 from sysuser u
           where u.tenant_id = s.tenant_id and u.ren_yuan_id = s.id and u.status = 1 and (
             u.roles && $3::text[] or (u.sass_qy = 1 and 'qyUser' = any($3::text[]))
             or exists (select 1 from unnest($4::bigint[], $5::text[]) as d(dep, role)
                         where d.dep = s.department_id and (d.role = any(u.roles) or (u.sass_qy = 1 and d.role = 'qyUser'))))))
      order by s.id`,
    [tenantId, p.staff, p.roles.map(code), p.deptIds, p.deptRoles.map(code)],
  );
  return rows.map((r) => Number(r.id));
}
