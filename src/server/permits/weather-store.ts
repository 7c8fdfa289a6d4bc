// Weather records of the work sites (manual or from a weather station); the latest record of a site counts.
import type { Queryable } from '../db/db.ts';

export interface WeatherRecord {
  id: number;
  zuoYeDiDian: string;
  fengLiDengJi: number | null;
  wenDu: number | null;
  tianQi: string | null;
  jiLuShiJian: Date;
  laiYuan: 'manual' | 'station';
}

const columns = `id, site as "zuoYeDiDian", wind_level as "fengLiDengJi", temperature as "wenDu", weather as "tianQi",
  recorded_at as "jiLuShiJian", source as "laiYuan"`;

/** The latest weather record of a site, or null. */
export async function latestWeather(tx: Queryable, tenantId: number, site: string): Promise<WeatherRecord | null> {
  const rows = await tx.query<WeatherRecord>(
    `select ${columns} from weather_record where tenant_id = $1 and site = $2 order by recorded_at desc, id desc limit 1`,
    [tenantId, site.trim()],
  );
  return rows[0] ?? null;
}

export interface NewWeather {
  site: string;
  windLevel: number | null;
  temperature: number | null;
  weather: string | null;
  recordedAt: Date;
  source: 'manual' | 'station';
  by: number;
}

export async function insertWeather(tx: Queryable, tenantId: number, w: NewWeather): Promise<WeatherRecord> {
  const [row] = await tx.query<WeatherRecord>(
    `insert into weather_record(tenant_id, site, wind_level, temperature, weather, recorded_at, source, recorded_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${columns}`,
    [tenantId, w.site.trim(), w.windLevel, w.temperature, w.weather, w.recordedAt, w.source, w.by],
  );
  return row;
}
