// 用户管理's form over the /user service (schemas/bindings/user-sysuser.json). The service names an account's
// state `status` (1 enabled, 0 disabled), a system field name a resource file may not use; these routes carry
// it as the boolean `enabled`, put a typed password in the service's transport encoding, and forward everything else to the service's own routes unchanged (its checks,
// its role rules, its session revocation on disabling), answering the service's answer with `enabled` added.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bool, int, obj, pageQuery, str } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import { encodeTransportPassword } from '../auth/password.ts';

const MANAGERS = { access: 'read' as const, roles: ['admin', 'qyUser'] };
const WRITE = { access: 'write' as const, roles: ['admin', 'qyUser'] };
const TAGS = [say('zh', text('admin.api.userTag'))];
/** Headers a forwarded call keeps: who calls, for which enterprise, in which language. */
const FORWARDED = ['authorization', 'accesstoken', 'ent-id', 'accept-language'];

type Json = Record<string, unknown>;

/** A row of the service with `enabled` beside its `status`. */
export function withEnabled(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const r = row as Json;
  return 'status' in r ? { ...r, enabled: r.status === 1 } : r;
}

/**
 * A form payload for the service: `enabled` becomes `status`; the form's password (typed in the browser, sent
 * over the connection like every form field) is put in the service's transport encoding, an empty one left out
 * (an edit that keeps the password).
 */
export function serviceBody(body: Json, encode: (plain: string) => string): Json {
  const { enabled, password, ...rest } = body;
  const out: Json = typeof enabled === 'boolean' ? { ...rest, status: enabled ? 1 : 0 } : rest;
  if (typeof password === 'string' && password !== '') out.password = encode(password);
  return out;
}

export async function sysuserFormRoutes(app: FastifyInstance): Promise<void> {
  /** The API base: this plugin's prefix without its own `/admin`. */
  const apiBase = app.prefix.replace(/\/admin$/, '');
  async function forward(req: FastifyRequest, method: 'GET' | 'POST', url: string, payload: { query?: Json; body?: Json }) {
    const headers: Record<string, string> = {};
    for (const h of FORWARDED) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    const res = await app.inject({
      method,
      url: `${apiBase}/user${url}`,
      headers,
      query: payload.query as Record<string, string> | undefined,
      ...(payload.body ? { payload: payload.body } : {}),
    });
    return { status: res.statusCode, body: res.json() as Json };
  }

  app.get<{ Querystring: { page: number; limit: number; loginName?: string; userName?: string; enabled?: boolean } }>(
    '/sysuser/list',
    {
      config: MANAGERS,
      schema: {
        tags: TAGS,
        summary: say('zh', text('api.user.usersCurrentEnterprisePagedPlatform')),
        querystring: obj({ ...pageQuery, loginName: str(text('api.user.loginName'), { maxLength: 64 }), userName: str(text('api.user.name'), { maxLength: 50 }), enabled: bool(text('admin.field.status')) }),
      },
    },
    async (req, reply) => {
      const { enabled, ...q } = req.query;
      const query: Json = { ...q, ...(enabled === undefined ? {} : { status: enabled ? 1 : 0 }) };
      const out = await forward(req, 'GET', '/sysuser/list', { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
      const entity = out.body.entity as { rows?: unknown[]; total?: number } | undefined;
      if (entity?.rows) out.body = { ...out.body, entity: { ...entity, rows: entity.rows.map(withEnabled) } };
      return reply.status(out.status).send(out.body);
    },
  );

  for (const [path, summary] of [
    ['/sysuser/save', 'api.user.createsUserLoginNameUnique'],
    ['/sysuser/update', 'api.user.editsUserOnlyFieldsGiven'],
  ] as const) {
    app.post<{ Body: Json }>(
      path,
      {
        config: WRITE,
        // The service validates every field (and names it); here only the shape and the boolean.
        schema: { tags: TAGS, summary: say('zh', text(summary)), body: { type: 'object', properties: { enabled: bool(text('admin.field.status')), id: int(text('admin.field.id'), { minimum: 0 }) } } },
      },
      async (req, reply) => {
        const out = await forward(req, 'POST', path, { body: serviceBody(req.body, (p) => encodeTransportPassword(p, app.deps.config.loginSecretSuffix)) });
        return reply.status(out.status).send(out.body);
      },
    );
  }
}
