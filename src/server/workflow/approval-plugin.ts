// The approval engine's routes: for every resource file whose workflow has a state with `approval`, its
// approval routes (approval-routes.ts), and the delegation routes. Registered by app.ts under the API prefix.
import type { FastifyInstance } from 'fastify';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { delegationRoutes } from './approval-delegation-routes.ts';
import { approvalRoutes } from './approval-routes.ts';
import { approvalOfferSource } from './approval-act.ts';
import { addOfferSource } from './offers.ts';

// `GET {ep}/actions` lists the approval ops the caller may take (approval/approve ...) beside the transitions.
addOfferSource(approvalOfferSource);

/** Whether a resource's workflow has approval steps. */
export function hasApproval(r: ResourceFile): boolean {
  return r.workflow?.states.some((s) => s.approval !== undefined) ?? false;
}

export async function approvalPlugin(app: FastifyInstance): Promise<void> {
  for (const resource of resourceRegistry().all.filter(hasApproval)) await app.register(approvalRoutes, { resource });
  await app.register(delegationRoutes);
}
