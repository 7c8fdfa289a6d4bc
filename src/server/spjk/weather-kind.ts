// The `weather` kind of reading (issue 22 item 5, docs/gas-monitoring.md): a station of 气象站 by its code; a
// reading `{windLevel, temperature?, weather?, at?}`; after a stored batch, each station's latest reading becomes a
// weather record of its work site with source 'station' (weather-store.ts insertWeather), so the site's wind
// keeps feeding the hot-work and height grades as a hand-entered record does.
import type { Queryable } from '../db/db.ts';
import type { IngestDevice, IngestKind, StoredReading } from '../ingest/ingest-kind.ts';
import { insertWeather } from '../permits/weather-store.ts';
import { tableName } from '../resources/registry.ts';

async function findStations(tx: Queryable, tenantId: number, codes: readonly string[]): Promise<IngestDevice[]> {
  const rows = await tx.query<{ id: number; code: string; site: string; name: string }>(
    `select id::int as id, data->>'code' as code, data->>'site' as site, data->>'name' as name from ${tableName('weather-station')}
      where tenant_id = $1 and not deleted and zax_text(data, 'code') = any($2::text[]) and coalesce(zax_bool(data, 'active'), true)`,
    [tenantId, [...codes]],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, meta: { site: r.site, name: r.name } }));
}

async function afterStore(tx: Queryable, tenantId: number, readings: readonly StoredReading[]): Promise<void> {
  const latest = new Map<string, StoredReading>();
  for (const r of readings) {
    const seen = latest.get(r.device.code);
    if (!seen || seen.at <= r.at) latest.set(r.device.code, r);
  }
  for (const r of latest.values()) {
    const d = r.data ?? {};
    await insertWeather(tx, tenantId, {
      site: String(r.device.meta.site),
      windLevel: r.value,
      temperature: typeof d.temperature === 'number' ? d.temperature : null,
      weather: typeof d.weather === 'string' ? d.weather : null,
      recordedAt: r.at,
      source: 'station',
      by: 0,
    });
  }
}

export const weatherKind: IngestKind = {
  kind: 'weather',
  module: 'spjk',
  findDevices: findStations,
  parse(body) {
    const w = body.windLevel;
    if (typeof w !== 'number' || !Number.isInteger(w)) return { ok: false, reason: 'malformed', field: 'windLevel', message: '风力等级（windLevel）须为整数' };
    if (w < 0 || w > 17) return { ok: false, reason: 'value', field: 'windLevel', message: '风力等级须在 0–17 级之间' };
    const t = body.temperature;
    if (t !== undefined && (typeof t !== 'number' || !Number.isFinite(t))) return { ok: false, reason: 'malformed', field: 'temperature', message: '气温（temperature）须为数字' };
    if (typeof t === 'number' && (t < -60 || t > 70)) return { ok: false, reason: 'value', field: 'temperature', message: '气温须在 -60–70 ℃ 之间' };
    const weather = body.weather;
    if (weather !== undefined && (typeof weather !== 'string' || weather.length > 20)) return { ok: false, reason: 'malformed', field: 'weather', message: '天气（weather）须为不超过 20 字的文本' };
    const data: Record<string, unknown> = {};
    if (typeof t === 'number') data.temperature = t;
    if (typeof weather === 'string') data.weather = weather;
    return { ok: true, reading: { value: w, data: Object.keys(data).length ? data : null } };
  },
  afterStore,
};
