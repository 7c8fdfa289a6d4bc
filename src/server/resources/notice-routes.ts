// The notice calls beyond the generic resource (spec 001 §7.1 "Notice has list-for-maintain, a list for
// the user, recall and mark-read"). A notice is published when its `publishStatus` is 'published';
// publishing stamps publishTime; recalling makes it 'recalled' and takes it off every user's list.
// A user sees the published notices whose `targets` name one of their roles. Publishing and recalling are the
// transitions of the notice's workflow (schemas/resources/notice.json; src/server/workflow): `POST {ep}/publish`
// and `POST {ep}/recall` with the spec's `recallReason` (src/server/workflow/transition-effects.ts stamps the time).
import type { FastifyInstance } from 'fastify';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { okData } from '../http/envelope.ts';
import { idArray, obj } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { listRecords } from './record-store.ts';
import { toRecord } from './record-shape.ts';
import { listQueryOf, withResource } from './resource-context.ts';
import { listQuerySchema } from './list-query-schema.ts';
import { zhOf } from '../routes/zh-of.ts';
import { requestLang } from '../http/say.ts';

export const NOTICE_KEY = 'notice';
const PUBLISHED = 'published';

export async function noticeRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const { db } = app.deps;
  const ep = base.endpoint;
  const tags = [base.title];
  const read = { access: 'read' as const, roles: base.permissions.read };
  const write = { access: 'write' as const, roles: base.permissions.write };

  app.get(`${ep}/list-for-maintain`, { config: write, schema: { tags, summary: zhOf('api.resource.noticesMaintenanceEveryState'), querystring: listQuerySchema(base, true) } }, (req) => {
    const auth = authOf(req);
    return withResource(db, auth, base, async (s) => {
      const q = listQueryOf(s, req.query, requestLang(req));
      const r = await listRecords(s.tx, s.c, auth.tenantId, q);
      return okData({ rows: r.rows.map((row) => toRecord(s.c.resource, row)), total: r.total, totalExact: r.totalExact, page: q.page, limit: q.limit });
    });
  });

  app.get<{ Querystring: Record<string, string> }>(
    `${ep}/list-for-user`,
    { config: read, schema: { tags, summary: zhOf('api.resource.myNoticesPublishedNoticesWhether'), querystring: listQuerySchema(base, true) } },
    (req) => {
      const auth = authOf(req);
      const { unread, ...rest } = req.query;
      return withResource(db, auth, base, async (s) => {
        const q = listQueryOf(s, rest, requestLang(req));
        const param = (v: unknown) => `$${q.params.push(v) + 1}`;
        q.where.push(`data->>'publishStatus' = '${PUBLISHED}'`);
        // Published to one of the caller's roles (the platform admin sees every notice).
        if (!auth.isAdmin) q.where.push(`coalesce(data->'targets', '[]'::jsonb) ?| ${param(auth.roles)}::text[]`);
        if (unread === 'true') {
          q.where.push(`not exists (select 1 from notice_read nr where nr.tenant_id = $1 and nr.notice_id = ${s.c.table}.id and nr.user_id = ${param(auth.userId)})`);
        }
        const r = await listRecords(s.tx, s.c, auth.tenantId, q);
        const ids = r.rows.map((x) => x.id);
        const readIds = new Set(
          (await s.tx.query<{ notice_id: number }>(
            'select notice_id from notice_read where tenant_id = $1 and user_id = $2 and notice_id = any($3::bigint[])',
            [auth.tenantId, auth.userId, ids],
          )).map((x) => x.notice_id),
        );
        const rows = r.rows.map((row) => ({ ...toRecord(s.c.resource, row), read: readIds.has(row.id) }));
        return okData({ rows, total: r.total, totalExact: r.totalExact, page: q.page, limit: q.limit });
      });
    },
  );

  app.post<{ Body: { ids: number[] } }>(`${ep}/mark-read`, { config: { access: 'account' as const, roles: base.permissions.read }, schema: { tags, summary: zhOf('api.resource.marksNoticesRead'), body: obj({ ids: idArray(zhOf('api.resource.noticeId'), { minItems: 1 }) }, ['ids']) } }, (req) => {
    const auth = authOf(req);
    return withResource(db, auth, base, async (s) => {
      const rows = await s.tx.query<{ notice_id: number }>(
        `insert into notice_read (tenant_id, notice_id, user_id)
           select $1, n.id, $2 from ${s.c.table} n
            where n.tenant_id = $1 and n.id = any($3::bigint[]) and not n.deleted and n.data->>'publishStatus' = '${PUBLISHED}'
         on conflict do nothing returning notice_id`,
        [auth.tenantId, auth.userId, req.body.ids],
      );
      return okData({ marked: rows.length });
    });
  });
}
