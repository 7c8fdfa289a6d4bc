// Runs the deadlines sweep and then the SMS dispatcher every DEADLINE_SWEEP_MS (default 60 000; 0 turns it
// off) while the server listens. Like the permit sweep's timer, it starts on `onListen` (an app only injected
// into, as in the tests, never starts it), is unref'd, and `onClose` stops it and waits for a run under way.
import type { FastifyInstance } from 'fastify';
import { chinese } from '../../domain/i18n/chinese.ts';
import { sweepDeadlines } from './deadline-sweep.ts';
import { dispatchSms } from './sms-dispatch.ts';

export const DEFAULT_DEADLINE_SWEEP_MS = 60_000;

/** The interval of the environment's DEADLINE_SWEEP_MS (0: off). */
export function deadlineSweepInterval(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEADLINE_SWEEP_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_DEADLINE_SWEEP_MS;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_DEADLINE_SWEEP_MS;
}

export async function deadlineSweepTimer(app: FastifyInstance, opts: { intervalMs?: number }): Promise<void> {
  const interval = opts.intervalMs ?? deadlineSweepInterval();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    const now = new Date();
    running = sweepDeadlines(app.deps.db, now)
      .then(async (r) => {
        if (r.warn || r.due || r.escalated || r.cleared) app.log.info(r, chinese['notify.sweepDone']);
        await dispatchSms(app.deps.db, app.deps.sms, now, app.log);
      })
      .catch((err: unknown) => app.log.error({ err }, chinese['notify.sweepFailed']))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onListen', async () => {
    if (interval <= 0) return;
    timer = setInterval(tick, interval);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
