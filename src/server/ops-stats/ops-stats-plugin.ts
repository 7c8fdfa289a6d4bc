// 运营统计's routes (issue 24 item 5, docs/operations.md), under `<API>/ops-stats`: 企业运营统计, 填报台账 and
// 提醒台账, for the platform administrator (every enterprise) and read-only users (their own enterprise).
import type { FastifyInstance } from 'fastify';
import { opsStatsRoutes } from './ops-stats-routes.ts';

export async function opsStatsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(opsStatsRoutes);
}
