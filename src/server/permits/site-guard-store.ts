// SQL of the guardian's site record (issue 16 item 8; src/domain/permit-site-guard.ts): the confirmations of a permit's
// 作业中 / 作业结束 measures (permit_measure_check, migration 051) and the confined-space entry record
// (permit_confined_entry, migration 027: one record per permit, written by these routes and by the location module's),
// and the view the permit routes answer with them.
import { confirmedByGuardian, entryStays, guardActorRefusal, measureActorRefusal, type EntryLine, type MeasureCheck } from '../../domain/permit-site-guard.ts';
import type { ConfirmRole, ConfirmRoleFacts, Confirmer, PermitMeasure } from '../../domain/permit-measures.ts';
import type { EntryDirection } from '../../domain/rydw-confined-entry.ts';
import { recordedInside } from '../../domain/rydw-confined-entry.ts';
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { actorOf } from './permit-actor.ts';
import { loadPermitConfig } from './permit-config-store.ts';
import { confirmRoleFacts, templateConfirmRoles } from './permit-measures.ts';
import type { PermitRow } from './permit-store.ts';

/** A stored line of the entry record. */
export interface StoredEntryLine extends EntryLine {
  id: number;
  byName: string;
}

/** A stored confirmation. */
export interface StoredMeasureCheck extends MeasureCheck {
  measure: string;
  phase: 'during' | 'after';
  photoIds: number[];
}

/** The permit's entry record in its order (time, then the order written). */
export async function entryLinesOf(tx: Queryable, tenantId: number, permitId: number): Promise<StoredEntryLine[]> {
  const rows = await tx.query<{ id: number | string; person: string; direction: EntryDirection; at: Date; byName: string }>(
    `select id, person, direction, at, by_name as "byName" from permit_confined_entry
      where tenant_id = $1 and permit_id = $2 order by at, id`,
    [tenantId, permitId],
  );
  return rows.map((r) => ({ id: Number(r.id), person: r.person, direction: r.direction, at: new Date(r.at).getTime(), byName: r.byName }));
}

/** The permit's confirmations of measures, by measure. */
export async function measureChecksOf(tx: Queryable, tenantId: number, permitId: number): Promise<StoredMeasureCheck[]> {
  const rows = await tx.query<{ index: number; measure: string; phase: 'during' | 'after'; at: Date; byName: string; photoIds: (number | string)[] }>(
    `select measure_index as index, measure, phase, at, by_name as "byName", photo_ids as "photoIds" from permit_measure_check
      where tenant_id = $1 and permit_id = $2 order by measure_index`,
    [tenantId, permitId],
  );
  return rows.map((r) => ({ index: Number(r.index), measure: r.measure, phase: r.phase, at: new Date(r.at), byName: r.byName, photoIds: (r.photoIds ?? []).map(Number) }));
}

export async function insertMeasureCheck(
  tx: Queryable,
  tenantId: number,
  permitId: number,
  c: { index: number; measure: string; phase: 'during' | 'after'; at: Date; byUser: number; byName: string; photoIds: number[] },
): Promise<void> {
  await tx.query(
    `insert into permit_measure_check(tenant_id, permit_id, measure_index, measure, phase, at, by_user, by_name, photo_ids)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [tenantId, permitId, c.index, c.measure, c.phase, c.at, c.byUser, c.byName, JSON.stringify(c.photoIds)],
  );
}

export async function insertEntryLine(
  tx: Queryable,
  tenantId: number,
  permitId: number,
  l: { person: string; direction: EntryDirection; at: Date; byUser: number; byName: string },
): Promise<void> {
  await tx.query(
    `insert into permit_confined_entry(tenant_id, permit_id, person, direction, at, by_user, by_name) values ($1, $2, $3, $4, $5, $6, $7)`,
    [tenantId, permitId, l.person, l.direction, l.at, l.byUser, l.byName],
  );
}

/** The signed-in person's live staff record (id, name); null without one. */
export async function callerStaff(tx: Queryable, tenantId: number, userId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await tx.query<{ id: string | number; name: string }>(
    `select s.id, s.name from sysuser u join staffinfo s on s.tenant_id = u.tenant_id and s.id = u.ren_yuan_id
      where u.tenant_id = $1 and u.id = $2 and not s.deleted`,
    [tenantId, userId],
  );
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** The signed-in person's staff name (the permit names its guardian by name); null without a live staff record. */
export async function callerStaffName(tx: Queryable, tenantId: number, userId: number): Promise<string | null> {
  return (await callerStaff(tx, tenantId, userId))?.name ?? null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The permit's guardian and leader as its form names them. */
export function guardPeopleOf(row: Pick<PermitRow, 'data'>): { guardian: string | null; leader: string | null } {
  return { guardian: str(row.data.jianHuRen), leader: str(row.data.zuoYeFuZeRen) };
}

/** The measures of the form (安全措施 rows). */
export function measuresOf(row: Pick<PermitRow, 'data'>): PermitMeasure[] {
  const list = Array.isArray(row.data.anQuanCuoShi) ? (row.data.anQuanCuoShi as unknown[]) : [];
  return list.map((r) => (r && typeof r === 'object' ? (r as PermitMeasure) : ({ cuoShi: '' } as PermitMeasure)));
}

/** The signed-in person as a measure's confirmer: their staff record and its name, else the account's name. */
export async function callerConfirmer(tx: Queryable, auth: Pick<AuthContext, 'tenantId' | 'userId' | 'session'>): Promise<Confirmer> {
  const staff = await callerStaff(tx, auth.tenantId, auth.userId);
  return { name: staff?.name ?? auth.session.userName, staffId: staff?.id ?? null };
}

/**
 * Who confirms the measures of `row` at the site: the role each one's template names (confirmRole; template id →
 * role) and the holders of those roles on the permit (confirmRoleFacts), for measureActorRefusal.
 */
export async function siteMeasureRoles(tx: Queryable, tenantId: number, row: PermitRow, measures: readonly PermitMeasure[]): Promise<{ roles: Map<number, ConfirmRole>; facts: ConfirmRoleFacts }> {
  const ids = [...new Set(measures.flatMap((m) => (typeof m.muBan === 'number' ? [m.muBan] : [])))];
  const { roles } = await templateConfirmRoles(tx, tenantId, ids);
  const facts = roles.size ? await confirmRoleFacts(tx, tenantId, row, new Set(roles.values())) : { holders: {}, unit: null };
  return { roles, facts };
}

/** The role measure `m`'s template names (none for a measure of no template, or a template naming none). */
export const roleOfMeasure = (m: PermitMeasure | undefined, roles: ReadonlyMap<number, ConfirmRole>): ConfirmRole | null =>
  (m && typeof m.muBan === 'number' ? roles.get(m.muBan) : undefined) ?? null;

/**
 * The guardian's record of `row` as the routes and the detail answer it: who guards, whether the caller may record
 * now (entries and exits, and the measures of no role), the 作业中 / 作业结束 measures with their confirmation, who
 * confirms each (`confirmRole`, null: the guardian) and whether the caller may confirm it now (`mayConfirm`: a writer,
 * the permit in progress, the measure unconfirmed, and measureActorRefusal lets them), and for 受限空间 the entry
 * record with who is inside.
 */
export async function siteGuardView(tx: Queryable, auth: Pick<AuthContext, 'tenantId' | 'userId' | 'roles' | 'isAdmin' | 'viewOnly' | 'session'>, row: PermitRow) {
  const people = guardPeopleOf(row);
  const config = await loadPermitConfig(tx, auth.tenantId);
  const who = await callerConfirmer(tx, auth);
  const me = who.staffId === null ? null : who.name;
  const writer = actorOf(auth).mayWrite;
  const recording = row.state === 'IN_PROGRESS';
  const mayRecord = writer && guardActorRefusal(people, me, config.leaderMayGuard) === null;
  const checks = await measureChecksOf(tx, auth.tenantId, row.id);
  const all = measuresOf(row);
  const listed = all.flatMap((m, index) => (confirmedByGuardian(m) ? [{ m, index, jieDuan: m.jieDuan }] : []));
  const { roles, facts } = listed.length ? await siteMeasureRoles(tx, auth.tenantId, row, listed.map((x) => x.m)) : { roles: new Map<number, ConfirmRole>(), facts: { holders: {}, unit: null } };
  const measures = listed.map(({ m, index, jieDuan }) => {
    const c = checks.find((x) => x.index === index);
    const confirmRole = roleOfMeasure(m, roles);
    const mayConfirm = writer && recording && !c && measureActorRefusal(m, index, confirmRole, who, facts, people, config.leaderMayGuard) === null;
    return {
      index,
      cuoShi: m.cuoShi ?? '',
      jieDuan,
      confirmRole,
      mayConfirm,
      check: c ? { byName: c.byName, at: c.at.toISOString(), photoIds: c.photoIds } : null,
    };
  });
  const confined = row.kind === 'SHOU_XIAN';
  const lines = confined ? await entryLinesOf(tx, auth.tenantId, row.id) : [];
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    guardian: people.guardian,
    leader: config.leaderMayGuard ? people.leader : null,
    mayRecord,
    recording,
    measures,
    confined,
    lines: lines.map((l) => ({ id: l.id, person: l.person, direction: l.direction, at: iso(l.at), byName: l.byName })),
    stays: entryStays(lines).map((s) => ({ person: s.person, in: iso(s.in), out: iso(s.out) })),
    inside: recordedInside(lines),
  };
}

export type SiteGuardView = Awaited<ReturnType<typeof siteGuardView>>;
