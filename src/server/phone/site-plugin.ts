// The site parts' calls under /zax-cloud/phone (issue 15 items 5 and 6, docs/phone.md): the phone's position
// and the enterprise's location rule (position-routes.ts), records' QR codes (qr-routes.ts).
import type { FastifyInstance } from 'fastify';
import { positionRoutes } from './position-routes.ts';
import { qrRoutes } from './qr-routes.ts';

export async function sitePlugin(app: FastifyInstance): Promise<void> {
  await app.register(positionRoutes);
  await app.register(qrRoutes);
}
