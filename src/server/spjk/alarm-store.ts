// Monitoring alarms (migration 021, docs/gas-monitoring.md): one row per alarm of a device (the gas detectors'), raised
// and cleared by the kind's follow-up, acknowledged and followed up by people. Process and location alarms keep
// their own tables; 监控报警 lists the three together (monitor-alarms.ts).
import type { DeviceAlarm } from '../../domain/monitor-alarm.ts';
import type { Queryable } from '../db/db.ts';

export const ALARM_COLUMNS = `id::int as id, kind, module, device_code as "deviceCode", device_id::int as "deviceId", device_name as "deviceName",
  site, level, peak_value as "peakValue", last_value as "lastValue", unit, threshold, message, raised_at as "raisedAt",
  cleared_at as "clearedAt", ack_by::int as "ackBy", ack_by_name as "ackByName", ack_at as "ackAt", follow_up as "followUp",
  follow_up_by_name as "followUpByName", follow_up_at as "followUpAt"`;

/** A device alarm to raise: what the device's reading says, at its time. */
export interface NewAlarm extends Pick<DeviceAlarm, 'kind' | 'module' | 'deviceCode' | 'deviceId' | 'deviceName' | 'site' | 'level' | 'unit' | 'threshold' | 'message'> {
  value: number | null;
  at: Date;
}

/** Raises an alarm (the caller knows none is open for the device); answers its id. */
export async function raiseAlarm(tx: Queryable, tenantId: number, a: NewAlarm): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into device_alarm(tenant_id, kind, module, device_code, device_id, device_name, site, level, peak_value, last_value, last_at, unit, threshold, message, raised_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $10) returning id::int as id`,
    [tenantId, a.kind, a.module, a.deviceCode, a.deviceId, a.deviceName, a.site, a.level, a.value, a.at, a.unit, a.threshold, a.message],
  );
  return row.id;
}

/** The open alarms of these devices of a kind, by code. */
export async function openAlarms(tx: Queryable, tenantId: number, kind: string, codes: readonly string[]): Promise<Map<string, DeviceAlarm>> {
  const rows = await tx.query<DeviceAlarm>(
    `select ${ALARM_COLUMNS} from device_alarm where tenant_id = $1 and kind = $2 and device_code = any($3::text[]) and cleared_at is null`,
    [tenantId, kind, [...codes]],
  );
  return new Map(rows.map((r) => [r.deviceCode, r]));
}

/** Notes the latest value of an open alarm (its peak too, the furthest from normal), its level when raised higher. */
export async function touchAlarm(tx: Queryable, tenantId: number, id: number, v: { value: number; at: Date; level?: string; message?: string; threshold?: number; peak: number }): Promise<void> {
  await tx.query(
    `update device_alarm set last_value = $3, last_at = $4, peak_value = $5, level = coalesce($6, level), message = coalesce($7, message), threshold = coalesce($8, threshold)
      where tenant_id = $1 and id = $2`,
    [tenantId, id, v.value, v.at, v.peak, v.level ?? null, v.message ?? null, v.threshold ?? null],
  );
}

export async function clearAlarm(tx: Queryable, tenantId: number, id: number, at: Date): Promise<void> {
  await tx.query('update device_alarm set cleared_at = $3 where tenant_id = $1 and id = $2 and cleared_at is null', [tenantId, id, at]);
}
