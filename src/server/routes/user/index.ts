import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from './session-routes.ts';
import { qyxxRoutes } from './qyxx-routes.ts';
import { orgRoutes } from './org-routes.ts';
import { configRoutes } from './config-routes.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { sysuserAdminRoutes } from './sysuser-admin-routes.ts';
import { sysuserProfileRoutes } from './sysuser-profile-routes.ts';
import { sysroleRoutes } from './sysrole-routes.ts';
import { sysmenuRoutes } from './sysmenu-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { registerBoundStore } from '../../resources/bound-stores.ts';
import { STAFF_BOUND_KEY, staffBoundStore } from './staff-bound-store.ts';

/** The `/user` service: accounts, sessions, enterprises, organisation data. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  // The staff file's spreadsheet actions run in the engine over this store.
  registerBoundStore(STAFF_BOUND_KEY, staffBoundStore);
  await app.register(sessionRoutes);
  await app.register(qyxxRoutes);
  await app.register(orgRoutes);
  await app.register(configRoutes);
  await app.register(oauthRoutes);
  await app.register(sysuserAdminRoutes);
  await app.register(sysuserProfileRoutes);
  await app.register(sysroleRoutes);
  await app.register(sysmenuRoutes);
  await app.register(dashboardRoutes);
  await app.register(passwordResetRoutes);
}
