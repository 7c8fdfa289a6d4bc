// Gas readings for the simulator: each detector drifts around a quiet level (a little above zero for toxic and
// combustible gases, 20.9 %VOL for oxygen); now and then one detector has an excursion that climbs past its 高报 for
// about a minute and falls back, so an alarm is raised and cleared. `excite` starts one at a chosen detector (a
// demonstration, the browser test), which may hold at its peak until `calm`: a leak that lasts until it is fixed.
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { isOxygen } from '../../domain/spjk-gas.ts';
import { findDetectors, type DetectorMeta } from '../spjk/gas-kind.ts';
import { tableName } from '../resources/registry.ts';
import { drift, type Generator, type SimReading } from './generator.ts';
import { quietLevel } from './gas-history.ts';

interface State {
  code: string;
  d: DetectorMeta;
  value: number;
  /** Ticks left of an excursion (0: none). */
  excursion: number;
  /** The excursion stays at its peak (until calm). */
  hold: boolean;
}

export interface GasGenerator extends Generator {
  /** Starts an excursion at the detector of `code` now; false when it has none. */
  excite(code: string, o?: { hold?: boolean }): boolean;
  /** Lets a held excursion fall back. */
  calm(code: string): void;
}

/** About one excursion every `EXCURSION_EVERY` ticks across all detectors. */
const EXCURSION_EVERY = 120;
const EXCURSION_TICKS = 12;

export function gasGenerator(rnd: () => number = Math.random): GasGenerator {
  let states: State[] = [];
  const quiet = quietLevel;
  return {
    kind: 'gas',
    async init(db: Db, tenantId: number) {
      const codes = await inTenant(db, { tenantId, userId: null }, (tx) =>
        tx.query<{ code: string }>(`select data->>'code' as code from ${tableName('gas-detector')} where tenant_id = $1 and not deleted`, [tenantId]),
      );
      const devices = await inTenant(db, { tenantId, userId: null }, (tx) => findDetectors(tx, tenantId, codes.map((c) => c.code)));
      states = devices.map((x) => {
        const d = x.meta as unknown as DetectorMeta;
        return { code: x.code, d, value: quiet(d), excursion: 0, hold: false };
      });
      return states.length > 0;
    },
    tick(): SimReading[] {
      if (states.length && !states.some((s) => s.excursion) && rnd() < 1 / EXCURSION_EVERY) {
        states[Math.floor(rnd() * states.length)].excursion = EXCURSION_TICKS;
      }
      return states.map((s) => {
        const { d } = s;
        const min = d.rangeMin ?? 0;
        if (s.excursion > 0) {
          if (!(s.hold && s.excursion <= EXCURSION_TICKS / 2)) s.excursion--;
          const peak = isOxygen(d.gas) ? d.lowAlarm - (d.rangeMax - min) * 0.05 : Math.min(d.rangeMax, d.highAlarm * 1.15);
          const half = EXCURSION_TICKS / 2;
          const share = s.excursion >= half ? (EXCURSION_TICKS - s.excursion) / half : s.excursion / half;
          s.value = Math.round((quiet(d) + (peak - quiet(d)) * share) * 100) / 100;
        } else {
          s.value = drift(s.value, quiet(d), (d.rangeMax - min) * 0.01, min, d.rangeMax, rnd);
        }
        return { device: s.code, body: { value: s.value, unit: d.unit } };
      });
    },
    excite(code, o = {}) {
      const s = states.find((x) => x.code === code);
      if (!s) return false;
      s.excursion = EXCURSION_TICKS;
      s.hold = o.hold ?? false;
      return true;
    },
    calm(code) {
      const s = states.find((x) => x.code === code);
      if (s) s.hold = false;
    },
  };
}
