// The signature calls under the API prefix (issue 15 item 3, docs/phone.md): signature-routes.ts. The other
// site parts (position, QR codes) register their own plugins beside this one.
import type { FastifyInstance } from 'fastify';
import { signatureRoutes } from './signature-routes.ts';

export async function signaturePlugin(app: FastifyInstance): Promise<void> {
  await app.register(signatureRoutes);
}
