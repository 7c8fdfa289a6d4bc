// The live board's state (docs/gas-monitoring.md): every live detector of the enterprise with its latest value,
// level and open alarm; the first event of the stream and the page's full read.
import { DETECTOR_GASES, isDetectorGas, levelName } from '../../domain/spjk-gas.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

export interface BoardDetector {
  id: number;
  code: string;
  name: string;
  gas: string;
  gasName: string;
  unit: string;
  rangeMax: number;
  lowAlarm: number;
  highAlarm: number;
  site: string | null;
  position: unknown;
  onlineStatus: string | null;
  value: number | null;
  level: string;
  at: string | null;
  alarm: { id: number; level: string; levelName: string; message: string; raisedAt: string; acked: boolean } | null;
}

export async function gasBoard(tx: Queryable, tenantId: number): Promise<BoardDetector[]> {
  const rows = await tx.query<{ id: number; data: Record<string, unknown>; value: number | null; level: string | null; at: string | null; alarmId: number | null; alarmLevel: string | null; message: string | null; raisedAt: string | null; ackAt: string | null }>(
    `select d.id::int as id, d.data, l.value, l.level, l.at, a.id::int as "alarmId", a.level as "alarmLevel", a.message, a.raised_at as "raisedAt", a.ack_at as "ackAt"
       from ${tableName('gas-detector')} d
       left join device_latest l on l.tenant_id = d.tenant_id and l.kind = 'gas' and l.device_code = d.data->>'code'
       left join device_alarm a on a.tenant_id = d.tenant_id and a.kind = 'gas' and a.device_code = d.data->>'code' and a.cleared_at is null
      where d.tenant_id = $1 and not d.deleted order by d.data->>'code'`,
    [tenantId],
  );
  return rows.map((r) => {
    const d = r.data;
    const gas = String(d.gas);
    return {
      id: r.id,
      code: String(d.code),
      name: String(d.name),
      gas,
      gasName: isDetectorGas(gas) ? DETECTOR_GASES[gas].name : gas,
      unit: String(d.unit),
      rangeMax: Number(d.rangeMax),
      lowAlarm: Number(d.lowAlarm),
      highAlarm: Number(d.highAlarm),
      site: typeof d.site === 'string' ? d.site : null,
      position: d.position ?? null,
      onlineStatus: typeof d.onlineStatus === 'string' ? d.onlineStatus : null,
      value: r.value,
      level: r.level ?? 'normal',
      at: r.at,
      alarm: r.alarmId
        ? { id: r.alarmId, level: r.alarmLevel!, levelName: levelName(gas, r.alarmLevel as 'low' | 'high'), message: r.message!, raisedAt: r.raisedAt!, acked: r.ackAt !== null }
        : null,
    };
  });
}
