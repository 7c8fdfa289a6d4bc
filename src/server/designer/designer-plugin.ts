// The designer's calls (docs/designer.md), and the overlay store every resource route merges from.
import type { FastifyInstance } from 'fastify';
import { setOverlayStore } from '../resources/resource-context.ts';
import { compFieldRoutes } from './comp-field-routes.ts';
import { compTabRoutes } from './comp-tab-routes.ts';
import { customFieldRoutes } from './custom-field-routes.ts';
import { designerRoutes } from './designer-routes.ts';
import { currentVersion, getVersion } from './overlay-store.ts';

export async function designerPlugin(app: FastifyInstance): Promise<void> {
  setOverlayStore({
    version: currentVersion,
    overlay: async (tx, tenantId, key, version) => (await getVersion(tx, tenantId, key, version))?.overlay ?? null,
  });
  await app.register(designerRoutes);
  await app.register(customFieldRoutes);
  await app.register(compTabRoutes);
  await app.register(compFieldRoutes);
}
