import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from './session-routes.ts';
import { qyxxRoutes } from './qyxx-routes.ts';
import { oauthRoutes } from './oauth-routes.ts';

/** The `/user` service: accounts, sessions, enterprises, organisation data. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(qyxxRoutes);
  await app.register(oauthRoutes);
}
