// The inbox's routes under {API_PREFIX}/workflow (issue 14 item 7); app.ts registers it with the API prefix.
import type { FastifyInstance } from 'fastify';
import { inboxRoutes } from './inbox-routes.ts';

export async function inboxPlugin(app: FastifyInstance): Promise<void> {
  await app.register(inboxRoutes, { prefix: '/workflow' });
}
