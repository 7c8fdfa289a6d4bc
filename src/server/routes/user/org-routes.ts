import type { FastifyInstance } from 'fastify';
import { contractorRoutes } from './contractor-routes.ts';
import { departmentRoutes } from './department-routes.ts';
import { dutyRoutes } from './duty-routes.ts';
import { staffRoutes } from './staff-routes.ts';

/**
 * Organisation data of the active enterprise (spec 000 §7 "Other user-service calls"): departments,
 * duties, staff (with xlsx exports) and contractors. Reads for any user of the enterprise; writes for
 * enterprise administrators and the platform admin.
 */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  await app.register(departmentRoutes);
  await app.register(dutyRoutes);
  await app.register(staffRoutes);
  await app.register(contractorRoutes);
}
