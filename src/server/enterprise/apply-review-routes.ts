// 入驻申请 (issue 24 item 2, spec 000 §2's apply-for-use submissions): the platform administrator's list of the
// applications, pending first. The review itself is the workflow of the `enterprise-apply` resource
// (schemas/resources/enterprise-apply.json): `POST /enterprise/apply/approve {id}` and `/reject {id, reason}` are
// its transitions, `GET /enterprise/apply/history?id=` its steps (the engine's routes); enabling the module and the
// applicant's SMS are the module hook `enterprise.applyReview` (record-hooks.ts).
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { moduleTitle } from '../../domain/modules.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okRows } from '../http/envelope.ts';
import { int, obj, pageQuery } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import type { Queryable } from '../db/db.ts';
import { platformActor } from './platform-admin.ts';

const TAGS = [say('zh', text('enterprise.api.tag'))];
// No `roles` here: platformActor refuses everyone but the platform administrator with a message naming why.
const ACCESS_READ = { access: 'read' as const };
const STATUS = [0, 1, 2] as const;
type Status = (typeof STATUS)[number];

export interface ApplyRow {
  id: number;
  qyId: number;
  qymc: string | null;
  name: string;
  mobile: string;
  module: string | null;
  moduleTitle: string | null;
  status: Status;
  createdAt: string;
  reviewedAt: string | null;
  reviewerName: string | null;
  rejectReason: string | null;
}


async function listApplies(tx: Queryable, status: number | undefined, limit: number, offset: number) {
  const rows = await tx.query<Omit<ApplyRow, 'moduleTitle'> & { total: number }>(
    `select a.id::int as id, a.tenant_id::int as "qyId", q.qymc, a.name, a.mobile, a.module, a.status::int as status,
            a.created_at as "createdAt", a.reviewed_at as "reviewedAt", u.user_name as "reviewerName",
            a.reject_reason as "rejectReason", count(*) over ()::int as total
       from applyinfo a
       left join qyxx q on q.tenant_id = a.tenant_id
       left join sysuser u on u.id = a.reviewed_by
      where ($1::int is null or a.status = $1)
      order by (a.status = 0) desc, a.created_at desc, a.id desc
      limit $2 offset $3`,
    [status ?? null, limit, offset],
  );
  return {
    rows: rows.map(({ total: _t, ...r }): ApplyRow => ({ ...r, moduleTitle: r.module ? (moduleTitle(r.module) ?? r.module) : null })),
    total: rows[0]?.total ?? 0,
  };
}

export async function applyReviewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { page: number; limit: number; status?: number } }>(
    '/apply/list',
    {
      config: ACCESS_READ,
      schema: {
        tags: TAGS,
        summary: say('zh', text('enterprise.api.applyList')),
        querystring: obj({ ...pageQuery, status: int(text('enterprise.field.status'), { enum: [...STATUS] }) }),
      },
    },
    async (req) => {
      const actor = platformActor(req);
      const { page, limit, status } = req.query;
      const result = await inTenant(db, actor, (tx) => listApplies(tx, status, limit, (page - 1) * limit));
      return okRows(result.rows, result.total);
    },
  );
}
