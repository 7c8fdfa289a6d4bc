// The staff ids a step's `signers` name (WhoSpec, workflow-types.ts): a role's holders (a role key, or a sysrole
// id as digits; enterprise-type accounts hold qyUser), the person in a field of the record (`creator`: the
// record's creator's staff), the members of a department holding a role, and a slot's holders through the
// enterprise's 流程配置 (`{slots: {[key]: {staffIds?, roles?}}}`). Staff are those of live accounts.
import type { WhoSpec } from '../../schema/workflow-types.ts';
import type { Queryable } from '../db/db.ts';

export interface SignerSource {
  tenantId: number;
  record: Readonly<Record<string, unknown>>;
  /** The account that created the record (the record's createdBy). */
  createdBy: number | null;
  /** The enterprise's workflow configuration of the resource, when it has one. */
  config: unknown;
}

interface SlotConfig {
  staffIds?: unknown;
  roles?: unknown;
}

function slotOf(config: unknown, key: string): SlotConfig | null {
  if (!config || typeof config !== 'object') return null;
  const slots = (config as { slots?: unknown }).slots;
  if (!slots || typeof slots !== 'object') return null;
  const slot = (slots as Record<string, unknown>)[key];
  return slot && typeof slot === 'object' ? (slot as SlotConfig) : null;
}

const asId = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The role code of a role key or a sysrole id written as digits. */
async function roleCode(tx: Queryable, role: string): Promise<string> {
  if (!/^\d+$/.test(role)) return role;
  const rows = await tx.query<{ code: string }>('select code from sysrole where id = $1', [Number(role)]);
  return rows[0]?.code ?? role;
}

/** Staff of live accounts holding `role`, optionally only those of one department. */
async function holders(tx: Queryable, tenantId: number, role: string, departmentId: number | null): Promise<number[]> {
  const code = await roleCode(tx, role);
  const rows = await tx.query<{ id: number }>(
    `select distinct s.id from staffinfo s join sysuser u on u.tenant_id = s.tenant_id and u.ren_yuan_id = s.id
      where s.tenant_id = $1 and not s.deleted and u.status = 1
        and ($2 = any(u.roles) or ($2 = 'qyUser' and u.sass_qy = 1))
        and ($3::bigint is null or s.department_id = $3::bigint)
      order by s.id`,
    [tenantId, code, departmentId],
  );
  return rows.map((r) => Number(r.id));
}

/** The staff of an account (the record's creator). */
async function staffOfUser(tx: Queryable, tenantId: number, userId: number | null): Promise<number | null> {
  if (userId == null) return null;
  const rows = await tx.query<{ staff: number | null }>('select ren_yuan_id as staff from sysuser where tenant_id = $1 and id = $2', [tenantId, userId]);
  return asId(rows[0]?.staff);
}

/** Resolves one list of WhoSpec to staff ids (each once, in order found). */
export async function resolveSigners(tx: Queryable, src: SignerSource, who: readonly WhoSpec[]): Promise<number[]> {
  const out: number[] = [];
  const add = (ids: (number | null)[]) => {
    for (const id of ids) if (id != null && !out.includes(id)) out.push(id);
  };
  for (const w of who) {
    if ('slot' in w) {
      const slot = slotOf(src.config, w.slot);
      if (!slot) continue;
      if (Array.isArray(slot.staffIds)) add(slot.staffIds.map(asId));
      if (Array.isArray(slot.roles)) for (const r of slot.roles) if (typeof r === 'string') add(await holders(tx, src.tenantId, r, null));
    } else if ('department' in w) {
      const dept = typeof w.department === 'number' ? w.department : asId(src.record[w.department]);
      if (dept != null) add(await holders(tx, src.tenantId, w.role, dept));
    } else if ('role' in w) {
      add(await holders(tx, src.tenantId, w.role, null));
    } else if (w.field === 'creator') {
      add([await staffOfUser(tx, src.tenantId, src.createdBy)]);
    } else {
      add([asId(src.record[w.field])]);
    }
  }
  return out;
}

/** Whether a staff member exists (not deleted) in the enterprise. */
export async function staffExists(tx: Queryable, tenantId: number, staffId: number): Promise<boolean> {
  const rows = await tx.query('select 1 from staffinfo where tenant_id = $1 and id = $2 and not deleted', [tenantId, staffId]);
  return rows.length > 0;
}

/** Names of staff members by id. */
export async function staffNames(tx: Queryable, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = $1 and id = any($2::bigint[])', [tenantId, unique]);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
