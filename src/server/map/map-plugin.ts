// The plant map's calls under /zax-cloud/u-basic: the plan (plan-routes.ts) and the layers with their
// features (layer-routes.ts). Geometry fields are checked by geometry-hook.ts among the record hooks.
import type { FastifyInstance } from 'fastify';
import { layerRoutes } from './layer-routes.ts';
import { planRoutes } from './plan-routes.ts';

export async function mapPlugin(app: FastifyInstance): Promise<void> {
  await app.register(planRoutes);
  await app.register(layerRoutes);
}
