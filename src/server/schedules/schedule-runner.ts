// The schedules' interval runner: every SCHEDULE_INTERVAL_MS (default 60,000; 0 turns it off) the server
// generates the due periods of every plan (run-schedules.ts). Several API processes may each run one: the
// advisory lock and the unique key of schedule_run keep them from generating a period twice. main.ts starts
// it; buildApp does not, so tests and benches run the generator only when they ask.
import type { Db } from '../db/db.ts';
import { runSchedules, type ScheduleRunResult } from './run-schedules.ts';

export const DEFAULT_SCHEDULE_INTERVAL_MS = 60_000;

/** SCHEDULE_INTERVAL_MS: the runner's interval, 0 when off. */
export function scheduleIntervalOf(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SCHEDULE_INTERVAL_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_SCHEDULE_INTERVAL_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`SCHEDULE_INTERVAL_MS must be a whole number of milliseconds (0: off), not "${raw}"`);
  return n;
}

export interface ScheduleLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ScheduleRunner {
  /** Stops the runner; resolves when a run under way has finished. */
  stop(): Promise<void>;
}

/** Runs the generator now and then every `intervalMs` (one run at a time in this process). */
export function startScheduleRunner(db: Db, log: ScheduleLog, intervalMs: number, onRun?: (r: ScheduleRunResult) => void): ScheduleRunner {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runSchedules(db, new Date(), { onError: (e) => log.error({ ...e, error: String(e.error) }, 'schedule: a plan could not generate') })
      .then((r) => {
        if (r.generated || r.skipped || r.failed) log.info({ ...r }, 'schedule: periods generated');
        onRun?.(r);
      })
      .catch((error: unknown) => log.error({ error: String(error) }, 'schedule: the run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
