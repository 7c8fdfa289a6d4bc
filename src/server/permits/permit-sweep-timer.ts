// Runs the permit sweep (permit-sweep.ts) every minute while the server listens. The timer starts on
// `onListen`, so an app that is only injected into (the tests) never starts it; it is unref'd, so it never
// keeps the process alive, and `onClose` stops it and waits for a sweep under way.
import { chinese } from '../../domain/i18n/chinese.ts';
import type { FastifyInstance } from 'fastify';
import { sweepPermitWarnings } from './permit-sweep.ts';

export const PERMIT_SWEEP_INTERVAL_MS = 60_000;

export async function permitSweepTimer(app: FastifyInstance, opts: { intervalMs?: number }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // the previous sweep is still under way
    running = sweepPermitWarnings(app.deps.db, new Date())
      .then((r) => {
        if (r.expired || r.warnings) app.log.info(r, chinese['permits.sweepDone']);
      })
      .catch((err: unknown) => app.log.error({ err }, chinese['permits.sweepFailed']))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onListen', async () => {
    timer = setInterval(tick, opts.intervalMs ?? PERMIT_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
