// Weather readings for the simulator: each station's wind drifts between calm and a fresh breeze (now and then
// level 5, which makes outdoor hot work a grade higher), the temperature follows the hour of the day.
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { tableName } from '../resources/registry.ts';
import { drift, type Generator, type SimReading } from './generator.ts';

const SKIES = ['晴', '多云', '阴'];

export function weatherGenerator(rnd: () => number = Math.random): Generator {
  let stations: { code: string; wind: number }[] = [];
  let ticks = 0;
  return {
    kind: 'weather',
    async init(db: Db, tenantId: number) {
      const rows = await inTenant(db, { tenantId, userId: null }, (tx) =>
        tx.query<{ code: string }>(`select data->>'code' as code from ${tableName('weather-station')} where tenant_id = $1 and not deleted`, [tenantId]),
      );
      stations = rows.map((r) => ({ code: r.code, wind: 2 }));
      return stations.length > 0;
    },
    tick(now: Date): SimReading[] {
      // Weather changes slowly: one reading a minute at a 5-second tick.
      if (ticks++ % 12 !== 0) return [];
      const hour = (now.getUTCHours() + 8) % 24;
      const temperature = Math.round((12 + 6 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + (rnd() - 0.5)) * 10) / 10;
      return stations.map((s) => {
        s.wind = drift(s.wind, 3, 1.5, 0, 6, rnd);
        return { device: s.code, body: { windLevel: Math.round(s.wind), temperature, weather: SKIES[Math.floor(rnd() * SKIES.length)] } };
      });
    },
  };
}
