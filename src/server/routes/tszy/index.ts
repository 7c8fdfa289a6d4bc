import type { FastifyInstance } from 'fastify';
import { permitRoutes } from '../../permits/permit-routes.ts';
import { riskWarningRoutes } from './risk-warning-routes.ts';

/** The `/tszy` service: special work permits and their risk warnings. */
export async function tszyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(riskWarningRoutes);
  await app.register(permitRoutes);
}
