// The HTTP half of the ingest path and its management (docs/ingest.md), under `<API>/ingest`.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { DEVICE_CODE, KIND_KEY, MAX_PAYLOAD_BYTES } from '../../domain/ingest-message.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { authOf } from '../plugins/auth.ts';
import { AppError, conflict, fieldError, fieldProblem, notFound, unauthorized } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { bool, ID_MAX, int, obj, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { createGateway, findGateway, listGateways, renewSecret, setGatewayEnabled, splitGatewayKey, touchGateway } from './gateway-store.ts';
import type { Refusal } from './ingest-service.ts';

const TAGS = [say('zh', text('ingest.api.tag'))];
const MANAGE = { access: 'write' as const, roles: ['qyUser'] };
const VIEW_GATEWAYS = { access: 'read' as const, roles: ['qyUser'] };
const READ = { access: 'read' as const, roles: ['qyUser', 'qyStaff', 'readonlyUser'] };

const STATUS: Record<Refusal['reason'], number> = {
  malformed: 400,
  'too-large': 413,
  'unknown-kind': 400,
  'unknown-device': 404,
  tenant: 403,
  rate: 429,
  overload: 503,
  time: 400,
  value: 400,
};

/** The answer of a refused message: its status, and the field and reason in Chinese. */
export function refusalError(r: Refusal): AppError {
  return new AppError(STATUS[r.reason], r.message, [fieldProblem(r.field, r.message)]);
}

export async function ingestRoutes(app: FastifyInstance): Promise<void> {
  const { db, ingest } = app.deps;
  const lastTouched = new Map<number, number>();

  app.post<{ Body: { kind: string; device: string; qyId?: number; readings: unknown } }>(
    '/readings',
    {
      config: { access: 'public' },
      bodyLimit: MAX_PAYLOAD_BYTES,
      schema: {
        tags: TAGS,
        summary: say('zh', text('ingest.api.readings')),
        body: obj(
          {
            kind: str(text('ingest.field.kind'), { pattern: KIND_KEY.source }),
            device: str(text('ingest.field.device'), { pattern: DEVICE_CODE.source }),
            qyId: int(text('ingest.field.qyId'), { minimum: 1, maximum: ID_MAX }),
            readings: { title: say('zh', text('ingest.field.readings')), type: ['array', 'object'] },
          },
          ['kind', 'device', 'readings'],
        ),
      },
    },
    async (req) => {
      const header = req.headers['x-gateway-key'];
      const key = splitGatewayKey(Array.isArray(header) ? header[0] : header);
      const gateway = key ? await findGateway(db, key.code, key.secret) : null;
      if (!gateway) throw unauthorized(text('ingest.error.key'));
      const now = Date.now();
      if ((lastTouched.get(gateway.id) ?? 0) < now - 60_000) {
        lastTouched.set(gateway.id, now);
        await touchGateway(db, gateway.id);
      }
      const { kind, device, qyId, readings } = req.body;
      const outcome = await ingest.submit({ tenantId: qyId ?? gateway.tenantId, fromTenantId: gateway.tenantId, kind, deviceCode: device, payload: readings });
      if (outcome.refused) throw refusalError(outcome.refused);
      return okData({ accepted: outcome.accepted }, say(requestLang(req), text('ingest.accepted', { count: outcome.accepted })));
    },
  );

  app.get('/gateway/list', { config: VIEW_GATEWAYS, schema: { tags: TAGS, summary: say('zh', text('ingest.api.gatewayList')) } }, async (req) => {
    const { tenantId, userId } = authOf(req);
    return okData(await inTenant(db, { tenantId, userId }, (tx) => listGateways(tx, tenantId)));
  });

  app.post<{ Body: { code: string; name: string } }>(
    '/gateway/save',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: say('zh', text('ingest.api.gatewaySave')),
        body: obj(
          {
            code: str(text('ingest.field.code'), { pattern: DEVICE_CODE.source }),
            name: str(text('ingest.field.name'), { minLength: 1, maxLength: 100 }),
          },
          ['code', 'name'],
        ),
      },
    },
    async (req) => {
      const { tenantId, userId } = authOf(req);
      const name = req.body.name.trim();
      if (!name) throw fieldError('name', text('ingest.field.name'));
      const made = await inTenant(db, { tenantId, userId }, (tx) => createGateway(tx, tenantId, { code: req.body.code, name, by: userId }));
      if (!made) throw conflict(text('ingest.error.codeTaken', { code: req.body.code }));
      return okData({ ...made.gateway, secret: made.secret, key: `${made.gateway.code}.${made.secret}` });
    },
  );

  const idBody = { id: int(text('ingest.field.id'), { minimum: 1, maximum: ID_MAX }) };

  app.post<{ Body: { id: number; enabled: boolean } }>(
    '/gateway/enable',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: say('zh', text('ingest.api.gatewayEnable')),
        body: obj({ ...idBody, enabled: bool(text('ingest.field.enabled')) }, ['id', 'enabled']),
      },
    },
    async (req) => {
      const { tenantId, userId } = authOf(req);
      const ok = await inTenant(db, { tenantId, userId }, (tx) => setGatewayEnabled(tx, tenantId, req.body.id, req.body.enabled));
      if (!ok) throw notFound(text('ingest.error.notFound'));
      return okData({ id: req.body.id, enabled: req.body.enabled });
    },
  );

  app.post<{ Body: { id: number } }>(
    '/gateway/renew',
    { config: MANAGE, schema: { tags: TAGS, summary: say('zh', text('ingest.api.gatewayRenew')), body: obj(idBody, ['id']) } },
    async (req) => {
      const { tenantId, userId } = authOf(req);
      const secret = await inTenant(db, { tenantId, userId }, (tx) => renewSecret(tx, tenantId, req.body.id));
      if (!secret) throw notFound(text('ingest.error.notFound'));
      return okData({ id: req.body.id, secret });
    },
  );

  app.get<{ Querystring: { days: number } }>(
    '/refusals',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: say('zh', text('ingest.api.refusals')),
        querystring: obj({ days: int(text('ingest.field.days'), { minimum: 1, maximum: 90, default: 7 }) }),
      },
    },
    async (req) => {
      const { tenantId, userId } = authOf(req);
      await ingest.refusals.flush(db);
      const rows = await inTenant(db, { tenantId, userId }, (tx) =>
        tx.query<{ day: string; kind: string; reason: string; count: number }>(
          `select to_char(day, 'YYYY-MM-DD') as day, kind, reason, count::int as count from ingest_refusal
            where tenant_id = $1 and day > (now() at time zone 'Asia/Shanghai')::date - $2::int order by day desc, kind, reason`,
          [tenantId, req.query.days],
        ),
      );
      return okData(rows);
    },
  );

  app.get<{ Querystring: { kind: string; device: string; from?: string; to?: string; limit: number } }>(
    '/readings',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: say('zh', text('ingest.api.history')),
        querystring: obj(
          {
            kind: str(text('ingest.field.kind'), { pattern: KIND_KEY.source }),
            device: str(text('ingest.field.device'), { pattern: DEVICE_CODE.source }),
            from: str(text('ingest.field.from'), { format: 'date-time' }),
            to: str(text('ingest.field.to'), { format: 'date-time' }),
            limit: int(text('ingest.field.limit'), { minimum: 1, maximum: 2000, default: 200 }),
          },
          ['kind', 'device'],
        ),
      },
    },
    async (req) => {
      const { tenantId, userId } = authOf(req);
      const { kind, device, from, to, limit } = req.query;
      if (from && to && new Date(to) < new Date(from)) throw fieldError('to', text('ingest.error.range'));
      const rows = await inTenant(db, { tenantId, userId }, (tx) =>
        tx.query<{ at: string; value: number | null; data: unknown }>(
          `select at, value, data from ingest_reading
            where tenant_id = $1 and kind = $2 and device_code = $3 and ($4::timestamptz is null or at >= $4) and ($5::timestamptz is null or at <= $5)
            order by at desc limit $6`,
          [tenantId, kind, device, from ?? null, to ?? null, limit],
        ),
      );
      return okData(rows);
    },
  );
}
