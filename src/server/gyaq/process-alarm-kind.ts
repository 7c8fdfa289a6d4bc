// The `process-alarm` ingest kind (docs/ingest.md, docs/process-alarms.md): the devices are the enterprise's
// enabled alarm points (resource alarm-point) by tag; a reading is one event of the point, `{at, event: 'raise' |
// 'clear', value?}`; after a batch is stored, the events open and close the points' alarm occurrences in the same
// transaction and the live lists of the enterprise are told.
import { text } from '../../domain/i18n/text.ts';
import { chineseOf } from '../http/app-error.ts';
import type { IngestKind, ParseResult } from '../ingest/ingest-kind.ts';
import { alarmsChanged } from './alarm-bus.ts';
import { applyPointEvents, POINT_TABLE, type PointEvent } from './alarm-store.ts';

const VALUE_LIMIT = 1_000_000;

export const processAlarmKind: IngestKind = {
  kind: 'process-alarm',
  module: 'gyaq',
  async findDevices(tx, tenantId, codes) {
    const rows = await tx.query<{ id: number; code: string; priority: string; alarmType: string }>(
      `select distinct on (zax_text(data, 'tag')) id::int as id, zax_text(data, 'tag') as code, data->>'priority' as priority, data->>'alarmType' as "alarmType"
         from ${POINT_TABLE()}
        where tenant_id = $1 and not deleted and coalesce(zax_bool(data, 'enabled'), true) and zax_text(data, 'tag') = any($2::text[])
        order by zax_text(data, 'tag'), id`,
      [tenantId, codes],
    );
    return rows.map((r) => ({ id: Number(r.id), code: r.code, meta: { priority: r.priority, alarmType: r.alarmType } }));
  },
  parse(body): ParseResult {
    const event = body.event;
    if (event !== 'raise' && event !== 'clear') return { ok: false, reason: 'malformed', field: 'event', message: chineseOf(text('gyaq.ingest.event')) };
    const value = body.value;
    if (value !== undefined && value !== null && (typeof value !== 'number' || !Number.isFinite(value))) {
      return { ok: false, reason: 'malformed', field: 'value', message: chineseOf(text('gyaq.ingest.value')) };
    }
    if (typeof value === 'number' && Math.abs(value) > VALUE_LIMIT) return { ok: false, reason: 'value', field: 'value', message: chineseOf(text('gyaq.ingest.valueRange')) };
    return { ok: true, reading: { value: typeof value === 'number' ? value : null, data: { event } } };
  },
  async afterStore(tx, tenantId, readings) {
    const events: PointEvent[] = readings.map((r) => ({
      pointId: r.device.id,
      tag: r.device.code,
      priority: String(r.device.meta.priority ?? 'medium'),
      alarmType: String(r.device.meta.alarmType ?? 'H'),
      event: r.data?.event === 'clear' ? 'clear' : 'raise',
      at: r.at,
      value: r.value,
    }));
    const changed = await applyPointEvents(tx, tenantId, events);
    // Told once the batch commits; the page then reads the alarms again.
    if (changed) await alarmsChanged.publish(tx, tenantId, new Date().toISOString());
  },
};
