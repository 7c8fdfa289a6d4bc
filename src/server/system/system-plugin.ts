// Administration's own routes (issue 24, docs/administration.md), under `<API>/admin`: the audit trail, the
// details the bound files of 用户管理 and 承包商账号 need, and the review of onboarding applications.
import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes.ts';
import { detailRoutes } from './detail-routes.ts';
import { sysuserFormRoutes } from './sysuser-form-routes.ts';
import { accountRoutes } from './account-routes.ts';

export async function systemPlugin(app: FastifyInstance): Promise<void> {
  await app.register(auditRoutes);
  await app.register(detailRoutes);
  await app.register(sysuserFormRoutes);
  await app.register(accountRoutes);
}
