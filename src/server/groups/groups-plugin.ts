// Enterprise groups, web embedding and park login (issue 24 items 3 and 4, docs/enterprise.md), under
// `<API>/u-basic` as spec 001 §7.1 and spec 000 §7 place them: sub-qy get/enable/unbind, web-embed config,
// statistics, qyxx-account-config and sys-user/login-by-park.
import type { FastifyInstance } from 'fastify';
import { basicStatisticsRoutes } from './basic-statistics-routes.ts';
import { parkAccountRoutes } from './park-account-routes.ts';
import { subQyRoutes } from './sub-qy-routes.ts';
import { webEmbedRoutes } from './web-embed-routes.ts';

export async function groupsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(subQyRoutes);
  await app.register(webEmbedRoutes);
  await app.register(basicStatisticsRoutes);
  await app.register(parkAccountRoutes);
}
