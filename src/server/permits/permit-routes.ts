// Every call of the special-work permits under /zax-cloud/tszy (docs/permit-api.md), registered from
// src/server/routes/tszy/index.ts: per kind (PERMIT_KINDS, camelCase segments), then /zuoYePiao.
import type { FastifyInstance } from 'fastify';
import { analysisRoutes } from './analysis-routes.ts';
import { kindRoutes } from './kind-routes.ts';
import { KIND_PATHS } from './permit-kind-paths.ts';
import { weatherRoutes } from './weather-routes.ts';
import { zuoYePiaoRoutes } from './zuo-ye-piao-routes.ts';

export async function permitRoutes(app: FastifyInstance): Promise<void> {
  await app.register(kindRoutes, { kinds: KIND_PATHS });
  await app.register(analysisRoutes, { kinds: KIND_PATHS });
  await app.register(zuoYePiaoRoutes);
  await app.register(weatherRoutes);
}
