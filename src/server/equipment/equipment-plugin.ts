// 设备管理's own route (docs/patrol.md): GET {API}/equipment/history, a device's history in one timeline.
import type { FastifyInstance } from 'fastify';
import { equipmentHistoryRoutes } from './equipment-history.ts';

export async function equipmentPlugin(app: FastifyInstance): Promise<void> {
  await app.register(equipmentHistoryRoutes);
}
