// Positions of phones on site and the enterprise's location rule (tables phone_position and phone_config,
// migration 017_phone_position): read and written in the tenant's transaction.
import type { Queryable } from '../db/db.ts';

/** The enterprise's location rule (GET/PUT /phone/config). */
export interface PhoneConfig {
  maxDistanceM: number;
  refuseTooFar: boolean;
}

export const DEFAULT_PHONE_CONFIG: Readonly<PhoneConfig> = Object.freeze({ maxDistanceM: 200, refuseTooFar: false });

export async function readPhoneConfig(tx: Queryable, tenantId: number): Promise<PhoneConfig> {
  const [r] = await tx.query<{ max_distance_m: number; refuse_too_far: boolean }>(
    'select max_distance_m, refuse_too_far from phone_config where tenant_id = $1',
    [tenantId],
  );
  return r ? { maxDistanceM: Number(r.max_distance_m), refuseTooFar: r.refuse_too_far } : { ...DEFAULT_PHONE_CONFIG };
}

export async function savePhoneConfig(tx: Queryable, tenantId: number, userId: number | null, c: PhoneConfig): Promise<void> {
  await tx.query(
    `insert into phone_config (tenant_id, max_distance_m, refuse_too_far, updated_by) values ($1, $2, $3, $4)
     on conflict (tenant_id) do update set max_distance_m = excluded.max_distance_m, refuse_too_far = excluded.refuse_too_far,
       updated_at = now(), updated_by = excluded.updated_by`,
    [tenantId, c.maxDistanceM, c.refuseTooFar, userId],
  );
}

/** One position as it is kept. */
export interface PositionRow {
  resource: string;
  recordId: number;
  userId: number | null;
  lat: number;
  lon: number;
  accuracy: number | null;
  /** Plant coordinates the reference points give. */
  x: number;
  y: number;
  /** Null when the record has no place. */
  distanceM: number | null;
  limitM: number;
  tooFar: boolean;
  refused: boolean;
  purpose: 'signature' | 'checkin';
}

/** Keeps a position (the person's staff id from their account); answers its id. */
export async function insertPosition(tx: Queryable, tenantId: number, p: PositionRow): Promise<number> {
  const [r] = await tx.query<{ id: number }>(
    `insert into phone_position (tenant_id, resource, record_id, user_id, staff_id, lat, lon, accuracy, x, y, distance_m, limit_m, too_far, refused, purpose)
     values ($1, $2, $3, $4, (select ren_yuan_id from sysuser where id = $4), $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     returning id`,
    [tenantId, p.resource, p.recordId, p.userId, p.lat, p.lon, p.accuracy, p.x, p.y, p.distanceM, p.limitM, p.tooFar, p.refused, p.purpose],
  );
  return Number(r.id);
}

/** How long a recorded position may back a signature or a step after it was read. */
export const POSITION_VALID_MINUTES = 30;

/** Why a position may not back a step on a record for a person, or null: it must be theirs, of that record, recent, not refused. */
export async function positionProblem(
  tx: Queryable,
  tenantId: number,
  id: number,
  at: { resource: string; recordId: number; userId: number | null },
): Promise<'notFound' | 'otherRecord' | 'otherPerson' | 'expired' | 'refused' | null> {
  const [r] = await tx.query<{ resource: string; record_id: string | number; user_id: string | number | null; refused: boolean; age_s: number }>(
    'select resource, record_id, user_id, refused, extract(epoch from now() - at)::float8 as age_s from phone_position where tenant_id = $1 and id = $2',
    [tenantId, id],
  );
  if (!r) return 'notFound';
  if (r.resource !== at.resource || Number(r.record_id) !== at.recordId) return 'otherRecord';
  if (r.user_id === null || Number(r.user_id) !== at.userId) return 'otherPerson';
  if (r.refused) return 'refused';
  if (r.age_s > POSITION_VALID_MINUTES * 60) return 'expired';
  return null;
}
