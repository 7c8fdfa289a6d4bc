// The `gas` kind of reading (issue 22 item 3, docs/gas-monitoring.md): a detector of 气体检测器 by its code; a
// reading `{value, unit?, at?}` in the detector's unit and range; after a stored batch, in its transaction, each
// detector's latest value and level (device_latest), its alarm raised, raised higher or cleared (device_alarm,
// rules of src/domain/spjk-gas.ts), the people the message configuration names warned, and the live board told.
import { alarmMessage, alarmStep, isOxygen, levelOf, readingProblem, thresholdOf, type Detector } from '../../domain/spjk-gas.ts';
import type { Queryable } from '../db/db.ts';
import type { IngestDevice, IngestKind, StoredReading } from '../ingest/ingest-kind.ts';
import { tableName } from '../resources/registry.ts';
import { loadMessageConfig } from '../workflow/message-config-store.ts';
import { queueSms, warnStaff } from '../workflow/notify-store.ts';
import { keysOfChoice, staffOfKeys } from '../workflow/who-staff.ts';
import { clearAlarm, openAlarms, raiseAlarm, touchAlarm } from './alarm-store.ts';
import { gasChanged, type LiveEvent } from './gas-live.ts';

/** The kind of 消息提醒配置 whose recipients a gas alarm warns (module-notify-kinds.ts lists it). */
export const GAS_ALARM_NOTIFY_KIND = 'gas-detector:alarm';

export interface DetectorMeta extends Detector {
  name: string;
  site: string | null;
  responsiblePerson: number | null;
}

const metaOf = (d: IngestDevice) => d.meta as unknown as DetectorMeta;

/** The live detectors of these codes in the enterprise. */
export async function findDetectors(tx: Queryable, tenantId: number, codes: readonly string[]): Promise<IngestDevice[]> {
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
    `select id::int as id, data from ${tableName('gas-detector')} where tenant_id = $1 and not deleted and zax_text(data, 'code') = any($2::text[])`,
    [tenantId, [...codes]],
  );
  return rows.map((r) => {
    const d = r.data;
    const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
    const meta: DetectorMeta = {
      name: String(d.name ?? d.code),
      gas: String(d.gas),
      unit: String(d.unit),
      rangeMin: d.rangeMin == null ? 0 : num(d.rangeMin),
      rangeMax: num(d.rangeMax),
      lowAlarm: num(d.lowAlarm),
      highAlarm: num(d.highAlarm),
      site: typeof d.site === 'string' ? d.site : null,
      responsiblePerson: typeof d.responsiblePerson === 'number' ? d.responsiblePerson : null,
    };
    return { id: r.id, code: String(d.code), meta: { ...meta } };
  });
}

/** Who a gas alarm warns unless the enterprise chose: its administrators, the safety department, and the detector's keeper. */
export const GAS_ALARM_DEFAULT_ROLES = ['qyUser', 'safetyDept'];

/** Warns the people of the enterprise's choice for gas alarms (else the default roles and the detector's keeper). */
async function warnAlarm(tx: Queryable, tenantId: number, device: IngestDevice, message: string, at: Date): Promise<void> {
  const { config } = await loadMessageConfig(tx, tenantId);
  const chosen = config.kinds[GAS_ALARM_NOTIFY_KIND];
  const keeper = metaOf(device).responsiblePerson;
  const keys = chosen && (chosen.roles?.length || chosen.staffIds?.length) ? keysOfChoice(chosen) : [...GAS_ALARM_DEFAULT_ROLES.map((r) => `role:${r}`), ...(keeper ? [`staff:${keeper}`] : [])];
  const staff = await staffOfKeys(tx, tenantId, keys);
  if (!staff.length) return;
  await warnStaff(tx, staff, { tenantId, model: 'spjk', resource: 'gas-detector', recordId: device.id, risk: message, kind: 'GAS_ALARM', at });
  if (chosen?.sms ?? true) await queueSms(tx, tenantId, staff, message, at, config.quietHours);
}

/** Further from normal: for oxygen the lower of a low alarm and the higher of a high one; else the higher. */
function worse(gas: string, level: string, a: number | null, b: number): number {
  if (a === null) return b;
  return isOxygen(gas) && level === 'low' ? Math.min(a, b) : Math.max(a, b);
}

async function afterStore(tx: Queryable, tenantId: number, readings: readonly StoredReading[]): Promise<void> {
  const byDevice = new Map<string, StoredReading[]>();
  for (const r of readings) {
    const list = byDevice.get(r.device.code) ?? [];
    list.push(r);
    byDevice.set(r.device.code, list);
  }
  const open = await openAlarms(tx, tenantId, 'gas', [...byDevice.keys()]);
  const events: LiveEvent[] = [];
  const latest: { code: string; value: number; level: string; at: Date }[] = [];
  for (const [code, list] of byDevice) {
    list.sort((a, b) => a.at.getTime() - b.at.getTime());
    const device = list[0].device;
    const d = metaOf(device);
    let alarm = open.get(code) ?? null;
    let level = (alarm?.level as 'low' | 'high' | undefined) ?? null;
    let peak = alarm?.peakValue ?? null;
    for (const r of list) {
      const value = r.value ?? 0;
      const step = alarmStep(d, level, value);
      const unit = d.unit;
      if (step.type === 'raise') {
        const message = alarmMessage({ name: d.name, code, site: d.site, gas: d.gas, level: step.level, value, unit });
        const id = await raiseAlarm(tx, tenantId, {
          kind: 'gas', module: 'spjk', deviceCode: code, deviceId: device.id, deviceName: d.name, site: d.site,
          level: step.level, value, unit, threshold: thresholdOf(d, step.level), message, at: r.at,
        });
        alarm = { id, level: step.level } as NonNullable<typeof alarm>;
        level = step.level;
        peak = value;
        await warnAlarm(tx, tenantId, device, message, r.at);
        events.push({ type: 'alarm', action: 'raise', code, message });
      } else if (step.type === 'clear' && alarm) {
        await touchAlarm(tx, tenantId, alarm.id, { value, at: r.at, peak: peak ?? value });
        await clearAlarm(tx, tenantId, alarm.id, r.at);
        events.push({ type: 'alarm', action: 'clear', code, message: `${d.name}（${code}）报警已解除：${value} ${unit}` });
        alarm = null;
        level = null;
        peak = null;
      } else if (alarm && level) {
        const escalated = step.type === 'escalate';
        if (escalated) level = 'high';
        peak = worse(d.gas, level, peak, value);
        const message = escalated ? alarmMessage({ name: d.name, code, site: d.site, gas: d.gas, level: 'high', value, unit }) : undefined;
        await touchAlarm(tx, tenantId, alarm.id, { value, at: r.at, peak, level: escalated ? 'high' : undefined, message, threshold: escalated ? d.highAlarm : undefined });
        if (escalated && message) {
          await warnAlarm(tx, tenantId, device, message, r.at);
          events.push({ type: 'alarm', action: 'escalate', code, message });
        }
      }
    }
    const last = list[list.length - 1];
    latest.push({ code, value: last.value ?? 0, level: level ?? levelOf(d, last.value ?? 0), at: last.at });
  }
  await tx.query(
    `insert into device_latest(tenant_id, kind, device_code, value, level, at)
     select $1, 'gas', c, v, l, a from unnest($2::text[], $3::float8[], $4::text[], $5::timestamptz[]) as x(c, v, l, a)
     on conflict (tenant_id, kind, device_code) do update set value = excluded.value, level = excluded.level, at = excluded.at
       where device_latest.at <= excluded.at`,
    [tenantId, latest.map((l) => l.code), latest.map((l) => l.value), latest.map((l) => l.level), latest.map((l) => l.at.toISOString())],
  );
  events.unshift({ type: 'values', values: latest.map((l) => ({ code: l.code, value: l.value, level: l.level, at: l.at.toISOString() })) });
  await gasChanged.publish(tx, tenantId, events);
}

export const gasKind: IngestKind = {
  kind: 'gas',
  module: 'spjk',
  findDevices: findDetectors,
  parse(body, device) {
    const v = body.value;
    if (typeof v !== 'number' || !Number.isFinite(v)) return { ok: false, reason: 'malformed', field: 'value', message: '浓度（value）须为数字' };
    const unit = body.unit;
    if (unit !== undefined && typeof unit !== 'string') return { ok: false, reason: 'malformed', field: 'unit', message: '单位（unit）须为文本' };
    const problem = readingProblem(metaOf(device), v, unit);
    if (problem) return { ok: false, reason: 'value', field: problem.field === 'unit' ? 'unit' : 'value', message: problem.message };
    return { ok: true, reading: { value: v, data: null } };
  },
  afterStore,
};
