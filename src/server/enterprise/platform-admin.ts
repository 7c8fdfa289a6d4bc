import type { FastifyRequest } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import type { Actor } from '../db/tenant-tx.ts';
import { forbidden } from '../http/app-error.ts';
import { authOf } from '../plugins/auth.ts';

/**
 * The platform administrator acting as the platform (tenant 0, whatever enterprise the session looks at), or
 * a 403 naming why for anyone else.
 */
export function platformActor(req: FastifyRequest): Actor {
  const auth = authOf(req);
  if (!auth.isAdmin) throw forbidden(text('enterprise.error.adminOnly'));
  return { tenantId: 0, userId: auth.userId };
}
