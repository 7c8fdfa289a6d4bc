// The web-embed configuration (spec 001 §7.1 "web-embed config"; issue 24 item 3): per enterprise, the origins
// another system's pages may come from (the platform administrator's decision) and the pages placed in the
// enterprise's menu by URL. `GET`/`PUT /web-embed-config` read and replace the whole configuration in one
// transaction (an enterprise administrator may change the pages, within the origins, never the origins);
// `GET /web-embed-config/frame/:id` answers one enabled page to the enterprise's users, for its menu entry.
// A URL that is not http(s), or whose origin is not allowed, is refused naming the row.
import type { FastifyInstance } from 'fastify';
import { allowedOriginOf, embedUrlProblem } from '../../domain/web-embed-url.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError, forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { bool, ID_MAX, int, obj, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { targetEnterprise } from './target-enterprise.ts';

const TAGS = [say('zh', text('groups.api.tag'))];
export const MAX_EMBEDS = 20;
export const MAX_ORIGINS = 20;

export interface WebEmbedItem {
  id: number;
  title: string;
  url: string;
  enabled: boolean;
  sort: number;
}

export interface WebEmbedConfig {
  qyId: number;
  allowedOrigins: string[];
  items: WebEmbedItem[];
}

interface PutBody {
  qyId?: number;
  allowedOrigins: string[];
  items: { id?: number; title: string; url: string; enabled?: boolean }[];
}

export async function readEmbedConfig(tx: Queryable, qyId: number): Promise<WebEmbedConfig> {
  const [cfg] = await tx.query<{ allowedOrigins: string[] }>(
    'select allowed_origins as "allowedOrigins" from web_embed_config where tenant_id = $1',
    [qyId],
  );
  const items = await tx.query<WebEmbedItem>(
    'select id::int as id, title, url, enabled, sort from web_embed where tenant_id = $1 order by sort, id',
    [qyId],
  );
  return { qyId, allowedOrigins: cfg?.allowedOrigins ?? [], items };
}

/** The enabled pages of an enterprise, for its menu (session-routes' userMenu). */
export async function enabledEmbeds(tx: Queryable, qyId: number): Promise<{ id: number; title: string }[]> {
  return tx.query('select id::int as id, title from web_embed where tenant_id = $1 and enabled order by sort, id', [qyId]);
}

const itemSchema = obj(
  {
    id: int(text('groups.field.embedId'), { minimum: 1, maximum: ID_MAX }),
    title: str(text('groups.field.embedTitle'), { minLength: 1, maxLength: 30 }),
    url: str(text('groups.field.embedUrl'), { minLength: 1, maxLength: 2000 }),
    enabled: bool(text('groups.field.embedEnabled')),
  },
  ['title', 'url'],
);

export async function webEmbedRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { qyId?: number } }>(
    '/web-embed-config',
    {
      config: { access: 'read', roles: ['qyUser'] },
      schema: {
        tags: TAGS,
        summary: say('zh', text('groups.api.embedGet')),
        querystring: obj({ qyId: int(text('enterprise.field.enterprise'), { minimum: 1, maximum: ID_MAX }) }),
      },
    },
    async (req) => {
      const target = await targetEnterprise(db, req, req.query.qyId);
      return okData(await inTenant(db, target.actor, (tx) => readEmbedConfig(tx, target.qyId)));
    },
  );

  app.put<{ Body: PutBody }>(
    '/web-embed-config',
    {
      config: { access: 'write', roles: ['qyUser'] },
      schema: {
        tags: TAGS,
        summary: say('zh', text('groups.api.embedPut')),
        body: obj(
          {
            qyId: int(text('enterprise.field.enterprise'), { minimum: 1, maximum: ID_MAX }),
            allowedOrigins: { type: 'array', title: say('zh', text('groups.field.origins')), maxItems: MAX_ORIGINS, items: { type: 'string', maxLength: 300 } },
            items: { type: 'array', title: say('zh', text('groups.field.embeds')), maxItems: MAX_EMBEDS, items: itemSchema },
          },
          ['allowedOrigins', 'items'],
        ),
      },
    },
    async (req) => {
      const target = await targetEnterprise(db, req, req.body.qyId);
      const origins: string[] = [];
      req.body.allowedOrigins.forEach((o, i) => {
        const origin = allowedOriginOf(o);
        if (!origin) throw fieldError(`allowedOrigins[${i}]`, text('groups.error.badOrigin', { origin: o }));
        if (!origins.includes(origin)) origins.push(origin);
      });
      const items = req.body.items.map((it, i) => {
        const title = it.title.trim();
        if (!title) throw fieldError(`items[${i}].title`, text('groups.error.titleBlank', { n: i + 1 }));
        const url = it.url.trim();
        const problem = embedUrlProblem(url, origins);
        if (problem === 'notHttp') throw fieldError(`items[${i}].url`, text('groups.error.urlNotHttp', { n: i + 1 }));
        if (problem) throw fieldError(`items[${i}].url`, text('groups.error.urlOrigin', { n: i + 1, origin: new URL(url).origin }));
        return { id: it.id ?? null, title, url, enabled: it.enabled ?? true, sort: (i + 1) * 10 };
      });
      const saved = await inTenant(db, target.actor, async (tx) => {
        const before = await readEmbedConfig(tx, target.qyId);
        const same = before.allowedOrigins.length === origins.length && before.allowedOrigins.every((o) => origins.includes(o));
        if (!target.isAdmin && !same) throw forbidden(text('groups.error.originsAdminOnly'));
        const known = new Set(before.items.map((x) => x.id));
        items.forEach((it, i) => {
          if (it.id != null && !known.has(it.id)) throw fieldError(`items[${i}].id`, text('groups.error.embedUnknown', { n: i + 1 }));
        });
        await tx.query(
          `insert into web_embed_config(tenant_id, allowed_origins) values ($1, $2)
           on conflict (tenant_id) do update set allowed_origins = excluded.allowed_origins, updated_at = now()`,
          [target.qyId, origins],
        );
        const keep = items.flatMap((it) => (it.id == null ? [] : [it.id]));
        await tx.query('delete from web_embed where tenant_id = $1 and not (id = any($2::bigint[]))', [target.qyId, keep]);
        for (const it of items) {
          if (it.id == null) {
            await tx.query('insert into web_embed(tenant_id, title, url, enabled, sort) values ($1, $2, $3, $4, $5)', [
              target.qyId, it.title, it.url, it.enabled, it.sort,
            ]);
          } else {
            await tx.query(
              `update web_embed set title = $3, url = $4, enabled = $5, sort = $6, updated_at = now() where tenant_id = $1 and id = $2`,
              [target.qyId, it.id, it.title, it.url, it.enabled, it.sort],
            );
          }
        }
        return readEmbedConfig(tx, target.qyId);
      });
      return okData(saved, say(requestLang(req), text('groups.embedSaved')));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web-embed-config/frame/:id',
    {
      config: { access: 'read' },
      schema: {
        tags: TAGS,
        summary: say('zh', text('groups.api.embedFrame')),
        params: obj({ id: int(text('groups.field.embedId'), { minimum: 1, maximum: ID_MAX }) }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const page = await inTenant(db, { tenantId: auth.tenantId, userId: auth.userId }, async (tx) => {
        const [row] = await tx.query<{ id: number; title: string; url: string }>(
          'select id::int as id, title, url from web_embed where tenant_id = $1 and id = $2 and enabled',
          [auth.tenantId, req.params.id],
        );
        if (!row) return null;
        const { allowedOrigins } = await readEmbedConfig(tx, auth.tenantId);
        return { ...row, allowedOrigins };
      });
      // A page whose origin was taken off the list since is not framed any more.
      if (!page || embedUrlProblem(page.url, page.allowedOrigins)) throw notFound(text('groups.error.embedNotFound'));
      return okData(page);
    },
  );
}
