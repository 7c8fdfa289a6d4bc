// Exactly-once writes (issue 15 item 7, docs/phone.md "No signal"). A POST/PUT/PATCH/DELETE of the API carrying
// an `Idempotency-Key` runs once per (enterprise, user, key): the first request claims the key before its route
// runs (preHandler: after authentication and validation) and its answer is stored when it is sent (onSend); a
// 2xx answer is kept, any failure forgets the key so that the request may be sent again. The same key again
// answers the stored status and body with `Idempotent-Replayed: true`; while the first still runs, 409; for
// another method or path, 422. Only routes of `write` access are scoped (the default of a write): sign-in,
// sessions, the caller's account and token routes run as usual, so that no token is ever kept in the table.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chinese, type MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import { IDEMPOTENCY_HEADER } from '../../domain/phone-paths.ts';
import { IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey } from '../../domain/idempotency-key.ts';
import type { Db } from '../db/db.ts';
import { requestLang, say } from '../http/say.ts';
import { claimKey, finishKey, releaseKey, type KeyOwner, type KeyRow } from './idempotency-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed and must finish or release when it answers. */
    idempotency: KeyOwner | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** The refusals of a key, each with its HTTP status and the condition's name (`reason`) of docs/phone.md. */
const REFUSALS = {
  IDEMPOTENCY_KEY_INVALID: { status: 400, id: 'outbox.key.invalid' },
  IDEMPOTENCY_IN_FLIGHT: { status: 409, id: 'outbox.key.inFlight' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, id: 'outbox.key.reused' },
} as const satisfies Record<string, { status: number; id: MessageId }>;

type Reason = keyof typeof REFUSALS;

function refuse(req: FastifyRequest, reply: FastifyReply, reason: Reason): FastifyReply {
  const { status, id } = REFUSALS[reason];
  const msg = say(requestLang(req), text(id, { header: IDEMPOTENCY_HEADER }));
  return reply.code(status).send({ code: status, msg, reason, errors: [{ field: IDEMPOTENCY_HEADER, message: msg }] });
}

function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
  reply.code(row.status ?? 200).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (row.contentType) reply.type(row.contentType);
  const json = !row.contentType || row.contentType.includes('json');
  return reply.send(json ? JSON.stringify(row.body) : String(row.body ?? ''));
}

/** The answer as stored: a JSON body parsed, text as it is; undefined for what cannot be stored (a stream). */
function storedBody(payload: unknown, contentType: string | null): { body: unknown } | undefined {
  const raw = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : undefined;
  if (raw === undefined) return undefined;
  if (contentType?.includes('json')) {
    try {
      return { body: JSON.parse(raw) as unknown };
    } catch {
      return undefined;
    }
  }
  return { body: raw };
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    if (!WRITES.has(req.method)) return;
    const header = req.headers[HEADER];
    if (header === undefined) return;
    if (!isIdempotencyKey(header)) return refuse(req, reply, 'IDEMPOTENCY_KEY_INVALID');
    // Only a write of business data is scoped: sign-in, sessions and the caller's own account (access public,
    // session, account) and token routes (read) answer tokens, which must never be stored.
    if (!req.auth || (req.routeOptions.config?.access ?? 'write') !== 'write') return;
    const owner: KeyOwner = { tenantId: req.auth.tenantId, userId: req.auth.userId, key: header };
    const claim = await claimKey(db, owner, req.method, req.url);
    if (claim.kind === 'run') {
      req.idempotency = owner;
      return;
    }
    const { row } = claim;
    if (row.method !== req.method || row.path !== req.url) return refuse(req, reply, 'IDEMPOTENCY_KEY_REUSED');
    if (row.status == null) return refuse(req, reply, 'IDEMPOTENCY_IN_FLIGHT');
    return replay(reply, row);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const owner = req.idempotency;
    if (!owner) return payload;
    req.idempotency = null;
    const contentType = (reply.getHeader('content-type') as string | undefined) ?? null;
    const stored = reply.statusCode >= 200 && reply.statusCode < 300 ? storedBody(payload, contentType) : undefined;
    try {
      if (stored) await finishKey(db, owner, reply.statusCode, contentType, stored.body);
      else await releaseKey(db, owner);
    } catch (err) {
      // The answer still goes out; the row stays running and is taken as abandoned after its limit.
      req.log.error({ err }, chinese['outbox.log.finishFailed']);
    }
    return payload;
  });

  // An answer that never went through onSend (the connection closed first) leaves no running row behind.
  app.addHook('onResponse', async (req) => {
    const owner = req.idempotency;
    if (!owner) return;
    req.idempotency = null;
    await releaseKey(db, owner).catch((err: unknown) => req.log.error({ err }, chinese['outbox.log.releaseFailed']));
  });
}
