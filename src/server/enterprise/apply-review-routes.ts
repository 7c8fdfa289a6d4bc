// 入驻申请 (issue 24 item 2, spec 000 §2's apply-for-use submissions): the platform administrator lists the
// applications and reviews each once. Approving enables the module for the enterprise and tells the applicant
// by SMS; rejecting needs a reason, which the SMS carries. Only a pending application is updated, in the same
// statement that checks it, so a second review (or two at once) is refused and changes nothing.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { moduleTitle } from '../../domain/modules.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { badRequest, conflict, fieldError, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { ID_MAX, int, obj, pageQuery, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import type { Queryable } from '../db/db.ts';
import { setModule } from './enterprise-store.ts';
import { platformActor } from './platform-admin.ts';

const TAGS = [say('zh', text('enterprise.api.tag'))];
// No `roles` here: platformActor refuses everyone but the platform administrator with a message naming why.
const ACCESS_READ = { access: 'read' as const };
const ACCESS_WRITE = { access: 'write' as const };
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

const statusText = (s: number) => text(`enterprise.status.${s as Status}`);

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

interface Claimed {
  qyId: number;
  mobile: string;
  module: string | null;
}

/**
 * Marks a pending application reviewed; when it is not pending, throws 404 or 409 naming its state.
 * `check` runs on the row before the update (inside the same transaction, the row locked).
 */
async function claim(tx: Queryable, id: number, status: 1 | 2, userId: number | null, reason: string | null, check: (row: Claimed) => void): Promise<Claimed> {
  const [row] = await tx.query<Claimed & { status: number }>(
    `select tenant_id::int as "qyId", mobile, module, status::int as status from applyinfo where id = $1 for update`,
    [id],
  );
  if (!row) throw notFound(text('enterprise.error.applyNotFound'));
  if (row.status !== 0) throw conflict(text('enterprise.error.applyDone', { status: statusText(row.status) }));
  check(row);
  await tx.query(
    `update applyinfo set status = $2, reviewed_by = $3, reviewed_at = now(), reject_reason = $4 where id = $1 and status = 0`,
    [id, status, userId, reason],
  );
  return row;
}

export async function applyReviewRoutes(app: FastifyInstance): Promise<void> {
  const { db, sms } = app.deps;

  /** Sends the applicant's SMS after the review is stored; a failed gateway is logged, the review stands. */
  const tell = async (mobile: string, content: string) => {
    try {
      await sms.send(mobile, content);
    } catch (err) {
      app.log.warn({ err }, 'apply review sms failed');
    }
  };

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

  app.post<{ Body: { id: number } }>(
    '/apply/approve',
    {
      config: ACCESS_WRITE,
      schema: {
        tags: TAGS,
        summary: say('zh', text('enterprise.api.applyApprove')),
        body: obj({ id: int(text('enterprise.field.id'), { minimum: 1, maximum: ID_MAX }) }, ['id']),
      },
    },
    async (req) => {
      const actor = platformActor(req);
      const done = await inTenant(db, actor, async (tx) => {
        const row = await claim(tx, req.body.id, 1, actor.userId, null, (r) => {
          if (!r.module) throw badRequest(text('enterprise.error.applyNoModule'));
        });
        const module = row.module ?? '';
        const haveModel = await setModule(tx, row.qyId, module, true);
        if (!haveModel) throw notFound(text('enterprise.error.notFound'));
        return { ...row, module, haveModel };
      });
      const title = moduleTitle(done.module) ?? done.module;
      await tell(done.mobile, say('zh', text('enterprise.sms.approved', { module: title })));
      return okData({ id: req.body.id, qyId: done.qyId, haveModel: done.haveModel }, say(requestLang(req), text('enterprise.applyApproved')));
    },
  );

  app.post<{ Body: { id: number; reason?: string } }>(
    '/apply/reject',
    {
      config: ACCESS_WRITE,
      schema: {
        tags: TAGS,
        summary: say('zh', text('enterprise.api.applyReject')),
        body: obj(
          {
            id: int(text('enterprise.field.id'), { minimum: 1, maximum: ID_MAX }),
            reason: str(text('enterprise.field.reason'), { maxLength: 200 }),
          },
          ['id'],
        ),
      },
    },
    async (req) => {
      const actor = platformActor(req);
      const reason = req.body.reason?.trim() ?? '';
      if (!reason) throw fieldError('reason', text('enterprise.error.reasonRequired'));
      const done = await inTenant(db, actor, (tx) => claim(tx, req.body.id, 2, actor.userId, reason, () => undefined));
      const title = done.module ? (moduleTitle(done.module) ?? done.module) : '';
      await tell(done.mobile, say('zh', text('enterprise.sms.rejected', { module: title, reason })));
      return okData({ id: req.body.id }, say(requestLang(req), text('enterprise.applyRejected')));
    },
  );
}
