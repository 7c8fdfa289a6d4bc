// The ingest path's routes and upkeep (docs/ingest.md): the HTTP calls, the daily partitions of the readings
// (made at start and every hour, dropped past the retention), and the last readings written when the server stops.
import type { FastifyInstance } from 'fastify';
import { ingestRoutes } from './ingest-routes.ts';
import { maintainReadingPartitions } from './reading-partitions.ts';

const HOUR_MS = 3600_000;

export async function ingestPlugin(app: FastifyInstance): Promise<void> {
  const { db, ingest, config } = app.deps;
  let timer: NodeJS.Timeout | null = null;
  const upkeep = async () => {
    try {
      await maintainReadingPartitions(db, new Date(), config.ingest.retentionDays);
    } catch (e) {
      app.log.error({ err: e }, 'ingest: partition upkeep failed');
    }
  };
  app.addHook('onReady', async () => {
    await upkeep();
    timer = setInterval(() => void upkeep(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await ingest.stop();
  });
  await app.register(ingestRoutes);
}
