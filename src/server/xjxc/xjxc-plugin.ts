// 巡检巡查's own routes (docs/patrol.md), under {API}/xjxc: a point's QR code scanned inside a patrol (patrol-scan.ts).
import type { FastifyInstance } from 'fastify';
import { patrolScanRoutes } from './patrol-scan.ts';

export async function xjxcPlugin(app: FastifyInstance): Promise<void> {
  await app.register(patrolScanRoutes);
}
