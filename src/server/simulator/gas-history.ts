// A past stretch of gas readings (the demo's day, docs/gas-monitoring.md "Demo data"): each detector drifting around
// its quiet level at a fixed step, with the planned excursions (a rise to a peak and back, as a leak found and
// stopped), and the alarms those readings raise, raise higher and clear by the rules of src/domain/spjk-gas.ts, so
// that the stored alarms agree with the stored readings. Pure and deterministic for a given random source.
import { alarmMessage, alarmStep, isOxygen, levelOf, thresholdOf, type Detector } from '../../domain/spjk-gas.ts';
import { drift } from './generator.ts';

export interface HistoryDetector extends Detector {
  code: string;
  name: string;
  site: string | null;
}

/** A rise of one detector from its quiet level to `peak` and back over `minutes`, starting at `from` (ms). */
export interface Excursion {
  code: string;
  from: number;
  minutes: number;
  peak: number;
}

export interface HistoryReading {
  code: string;
  at: number;
  value: number;
  level: 'normal' | 'low' | 'high';
}

export interface HistoryAlarm {
  code: string;
  /** The highest level reached (a 低报 raised to 高报 is one alarm). */
  level: 'low' | 'high';
  raisedAt: number;
  clearedAt: number | null;
  peak: number;
  lastValue: number;
  lastAt: number;
  threshold: number;
  /** The sentence of its (last) level, as the live path writes it. */
  message: string;
}

/** The demo day's step: a reading every 2 minutes. */
export const DEMO_GAS_STEP_MS = 2 * 60_000;
const HOUR = 3600_000;

/** The level a detector rests at: a little above zero for rising gases, 20.9 %VOL for oxygen. */
export const quietLevel = (d: Detector): number => (isOxygen(d.gas) ? 20.9 : d.lowAlarm * 0.15);

const round = (v: number) => Math.round(v * 100) / 100;

/** The value of an excursion `k` steps in (of `n`): up in a straight line to the peak at the middle, then down. */
function excursionValue(quiet: number, peak: number, k: number, n: number): number {
  const half = n / 2;
  const share = 1 - Math.abs(k - half) / half;
  return round(quiet + (peak - quiet) * share);
}

/** The readings of every detector from `from` to `to` (ms) every `stepMs`, and the alarms they raise. */
export function gasHistory(
  detectors: readonly HistoryDetector[],
  o: { from: number; to: number; stepMs: number; excursions: readonly Excursion[]; rnd: () => number },
): { readings: HistoryReading[]; alarms: HistoryAlarm[] } {
  const readings: HistoryReading[] = [];
  const alarms: HistoryAlarm[] = [];
  for (const d of detectors) {
    const min = d.rangeMin ?? 0;
    const quiet = quietLevel(d);
    const mine = o.excursions.filter((e) => e.code === d.code);
    let value = quiet;
    let open: HistoryAlarm | null = null;
    for (let at = o.from; at <= o.to; at += o.stepMs) {
      const e = mine.find((x) => at >= x.from && at <= x.from + x.minutes * 60_000);
      value = e
        ? excursionValue(quiet, Math.min(d.rangeMax, Math.max(min, e.peak)), (at - e.from) / o.stepMs, (e.minutes * 60_000) / o.stepMs)
        : drift(value, quiet, (d.rangeMax - min) * 0.01, min, d.rangeMax, o.rnd);
      const step = alarmStep(d, open?.level ?? null, value);
      if (step.type === 'raise') {
        open = {
          code: d.code, level: step.level, raisedAt: at, clearedAt: null, peak: value, lastValue: value, lastAt: at, threshold: thresholdOf(d, step.level),
          message: alarmMessage({ name: d.name, code: d.code, site: d.site, gas: d.gas, level: step.level, value, unit: d.unit }),
        };
        alarms.push(open);
      } else if (open) {
        open.lastValue = value;
        open.lastAt = at;
        if (step.type === 'clear') {
          open.clearedAt = at;
          open = null;
        } else {
          open.peak = isOxygen(d.gas) && open.level === 'low' ? Math.min(open.peak, value) : Math.max(open.peak, value);
          if (step.type === 'escalate') {
            open.level = 'high';
            open.threshold = d.highAlarm;
            open.message = alarmMessage({ name: d.name, code: d.code, site: d.site, gas: d.gas, level: 'high', value, unit: d.unit });
          }
        }
      }
      readings.push({ code: d.code, at, value, level: open?.level ?? levelOf(d, value) });
    }
  }
  return { readings, alarms };
}

/**
 * The excursions of the demo day: three detectors that are not oxygen, in code order, 18, 7 and 2 hours before
 * `end` (past 高报, past 低报, just past 低报); each lasts 20 minutes.
 */
export function demoExcursions(detectors: readonly HistoryDetector[], end: number): Excursion[] {
  const rising = detectors.filter((d) => !isOxygen(d.gas)).sort((a, b) => a.code.localeCompare(b.code));
  const plan = [
    { hoursAgo: 18, peak: (d: HistoryDetector) => d.highAlarm + (d.rangeMax - d.highAlarm) * 0.15 },
    { hoursAgo: 7, peak: (d: HistoryDetector) => d.lowAlarm + (d.highAlarm - d.lowAlarm) * 0.3 },
    { hoursAgo: 2, peak: (d: HistoryDetector) => d.lowAlarm + (d.highAlarm - d.lowAlarm) * 0.2 },
  ];
  return plan.slice(0, rising.length).map((p, i) => {
    const d = rising[i];
    const from = Math.floor((end - p.hoursAgo * HOUR) / DEMO_GAS_STEP_MS) * DEMO_GAS_STEP_MS;
    return { code: d.code, from, minutes: 20, peak: Math.round(p.peak(d) * 100) / 100 };
  });
}
