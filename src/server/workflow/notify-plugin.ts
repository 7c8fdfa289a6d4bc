// Notifications of the workflows under /zax-cloud/workflow: the 消息提醒配置 and read-record routes, and the
// runner of the deadlines sweep and the SMS dispatcher (docs/workflow-notify.md).
import type { FastifyInstance } from 'fastify';
import { deadlineSweepTimer } from './deadline-sweep-timer.ts';
import { notifyRoutes } from './notify-routes.ts';

export async function notifyPlugin(app: FastifyInstance): Promise<void> {
  await app.register(notifyRoutes);
  await app.register(deadlineSweepTimer, {});
}
