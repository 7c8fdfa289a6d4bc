// 企业数据管理's routes (issue 24 item 2, docs/enterprise.md), under `<API>/enterprise`, for the platform
// administrator only: the enterprise list and detail, a module enabled or disabled for an enterprise, its settings, and the
// review of the onboarding applications (入驻申请) that /user/applyinfo/save records.
import type { FastifyInstance } from 'fastify';
import { applyReviewRoutes } from './apply-review-routes.ts';
import { enterpriseRoutes } from './enterprise-routes.ts';
import { enterpriseSettingsRoute } from './enterprise-settings-route.ts';

export async function enterprisePlugin(app: FastifyInstance): Promise<void> {
  await app.register(enterpriseRoutes);
  await app.register(enterpriseSettingsRoute);
  await app.register(applyReviewRoutes);
}
