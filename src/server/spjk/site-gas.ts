// The gas detectors of a work site (docs/gas-monitoring.md): what a permit of that site shows, what stops the
// start of hot work or confined-space work while one of them is in alarm (the refusal names the detector and its
// value), and the continuous monitoring GB 30871 asks (5.3.1 d for 特级 hot work, 6.5 for confined space), which
// a detector at the site gives and the permit's start event records.
import { DETECTOR_GASES, gasAlarmBlocks, isDetectorGas, levelName, needsContinuousMonitoring, sameSite, type SitePermit } from '../../domain/spjk-gas.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/app-error.ts';
import { tableName } from '../resources/registry.ts';

export interface SiteDetector {
  id: number;
  code: string;
  name: string;
  gas: string;
  gasName: string;
  unit: string;
  value: number | null;
  level: string;
  at: string | null;
  /** The open alarm: its level's name and the sentence. */
  alarm: { id: number; level: string; levelName: string; message: string; lastValue: number | null } | null;
}

/** The live detectors whose site is `site`, with their latest value and open alarm. */
export async function siteDetectors(tx: Queryable, tenantId: number, site: string | null): Promise<SiteDetector[]> {
  if (!site?.trim()) return [];
  const rows = await tx.query<{ id: number; data: Record<string, unknown>; value: number | null; level: string | null; at: string | null; alarmId: number | null; alarmLevel: string | null; message: string | null; lastValue: number | null }>(
    `select d.id::int as id, d.data, l.value, l.level, l.at, a.id::int as "alarmId", a.level as "alarmLevel", a.message, a.last_value as "lastValue"
       from ${tableName('gas-detector')} d
       left join device_latest l on l.tenant_id = d.tenant_id and l.kind = 'gas' and l.device_code = d.data->>'code'
       left join device_alarm a on a.tenant_id = d.tenant_id and a.kind = 'gas' and a.device_code = d.data->>'code' and a.cleared_at is null
      where d.tenant_id = $1 and not d.deleted order by d.id`,
    [tenantId],
  );
  return rows
    .filter((r) => sameSite(String(r.data.site ?? ''), site))
    .map((r) => {
      const gas = String(r.data.gas);
      return {
        id: r.id,
        code: String(r.data.code),
        name: String(r.data.name),
        gas,
        gasName: isDetectorGas(gas) ? DETECTOR_GASES[gas].name : gas,
        unit: String(r.data.unit),
        value: r.value,
        level: r.level ?? 'normal',
        at: r.at,
        alarm: r.alarmId ? { id: r.alarmId, level: r.alarmLevel!, levelName: levelName(gas, r.alarmLevel as 'low' | 'high'), message: r.message!, lastValue: r.lastValue } : null,
      };
    });
}

/**
 * Refuses (409) the start of hot work or confined-space work while a detector at its site is in alarm, naming the
 * detector and its value; answers what the start records: the detectors monitoring the site continuously when
 * GB 30871 asks it of the work (null when it does not, or no detector covers the site).
 */
export async function gasGate(tx: Queryable, tenantId: number, p: SitePermit & { site: string | null }): Promise<{ continuousMonitoring: { basis: string; detectors: { code: string; name: string }[] } } | null> {
  if (!gasAlarmBlocks(p.kind)) return null;
  const detectors = await siteDetectors(tx, tenantId, p.site);
  const alarmed = detectors.find((d) => d.alarm);
  if (alarmed?.alarm) {
    const value = alarmed.alarm.lastValue ?? alarmed.value;
    throw conflict(`作业地点「${p.site}」的气体检测器 ${alarmed.name}（${alarmed.code}）正在${alarmed.alarm.levelName}：${alarmed.gasName} ${value ?? ''} ${alarmed.unit}，报警解除前不能开始作业`);
  }
  if (!needsContinuousMonitoring(p) || !detectors.length) return null;
  const basis = p.kind === 'DONG_HUO' ? 'GB 30871—2022 5.3.1 d)' : 'GB 30871—2022 6.5';
  return { continuousMonitoring: { basis, detectors: detectors.map((d) => ({ code: d.code, name: d.name })) } };
}
