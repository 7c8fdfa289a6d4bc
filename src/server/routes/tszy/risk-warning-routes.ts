import type { FastifyInstance } from 'fastify';
import { inTenant } from '../../db/tenant-tx.ts';
import { badRequest, fieldError, fieldProblem, forbidden } from '../../http/app-error.ts';
import { okEntity } from '../../http/envelope.ts';
import { idArray, int, obj, str, bool } from '../../http/json-schema.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import type { Text } from '../../../domain/i18n/message-format.ts';
import { text } from '../../../domain/i18n/text.ts';
import { DAY_PATTERN, dayStart } from '../../permits/permit-time.ts';
import { zhOf } from '../zh-of.ts';

const columns = `id, risk, bu_men as "buMen", risk_time as "riskTime", zuo_ye_lei_xing as "zuoYeLeiXing",
  zuo_ye_ji_bie as "zuoYeJiBie", status, model, zuo_ye_id as "zuoYeId", zuo_ye_di_dian_id as "zuoYeDiDianId",
  scheme_plan_time as "schemePlanTime", staff_id as "renYuanId", kind, resource, record_id as "recordId"`;

/** The modules a risk warning can come from. */
const WARNING_MODELS = ['tszy', 'xjxc', 'yhpc', 'wxbx', 'qdgl'] as const;
/** Record ids are bigint: the largest a column holds. */
const MAX_RECORD_ID = Number.MAX_SAFE_INTEGER;

const pageSchema = {
  pageIndex: int(zhOf('api.resource.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(zhOf('api.resource.pageSize'), { minimum: 1, maximum: 100, default: 10 }),
};

/** The filters of the warning lists (风险预警): module, and the days of the warning's time (the sites' days). */
interface WarningFilters {
  model?: string;
  kaiShiRiQi?: string;
  jieShuRiQi?: string;
}
const filterSchema = {
  model: { type: 'string', title: zhOf('api.tszy.module'), enum: [...WARNING_MODELS] },
  kaiShiRiQi: str(zhOf('api.tszy.fromDay'), { pattern: DAY_PATTERN }),
  jieShuRiQi: str(zhOf('api.tszy.toDay'), { pattern: DAY_PATTERN }),
};
/** $4 model, $5 from, $6 to (after the list's own three parameters). */
const FILTER_WHERE = '($4::text is null or model = $4) and ($5::timestamptz is null or risk_time >= $5) and ($6::timestamptz is null or risk_time < $6)';

function filterParams(q: WarningFilters): [string | null, Date | null, Date | null] {
  const day = (v: string | undefined, field: string, title: Text, days: number) => {
    if (!v) return null;
    const d = dayStart(v, days);
    if (!d) throw fieldError(field, text('server.validation.type', { title }));
    return d;
  };
  const from = day(q.kaiShiRiQi, 'kaiShiRiQi', text('api.tszy.fromDay'), 0);
  const to = day(q.jieShuRiQi, 'jieShuRiQi', text('api.tszy.toDay'), 1);
  if (from && to && to <= from) throw fieldError('jieShuRiQi', text('api.tszy.toBeforeFrom'));
  return [q.model ?? null, from, to];
}

/** The person whose warnings a caller reads: their own renYuanId (the admin may name anyone). */
function staffOf(auth: AuthContext, asked?: number): number {
  const own = auth.session.renYuanId;
  if (asked != null && asked !== own && !auth.isAdmin) throw forbidden(text('api.tszy.youCanViewOnlyYour'));
  const id = asked ?? own;
  if (id == null) throw fieldError('renYuanId', text('api.tszy.currentUserHasNoLinked'));
  return id;
}

/** Risk warnings (spec 000 §7 Notifications): the caller's list, marking read, unread count, enterprise list. */
export async function riskWarningRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/zuoYePiao/appIndexCount',
    { schema: { tags: [zhOf('api.tszy.riskWarnings')], summary: zhOf('api.tszy.homePageCountCurrentUser') } },
    async (req) => {
      const auth = authOf(req);
      const staffId = auth.session.renYuanId;
      if (staffId == null) return okEntity({ riskUnreadCount: 0 });
      const [row] = await inTenant(db, auth, (tx) =>
        tx.query<{ n: number }>(
          "select count(*)::int as n from risk_warning where tenant_id = $1 and staff_id = $2 and status = 'NEW'",
          [auth.tenantId, staffId],
        ),
      );
      return okEntity({ riskUnreadCount: row.n });
    },
  );

  type ListQuery = { renYuanId?: number; pageIndex: number; pageSize: number; status?: string } & WarningFilters;
  const listSchema = obj({ renYuanId: int(zhOf('api.tszy.person'), { minimum: 1 }), ...pageSchema, status: { type: 'string', title: zhOf('api.tszy.status'), enum: ['NEW', 'CLOSE'] }, ...filterSchema });
  async function currentStaffList(auth: AuthContext, q: ListQuery) {
    const staffId = staffOf(auth, q.renYuanId);
    return inTenant(db, auth, async (tx) => {
      const f = filterParams(q);
      const params = [auth.tenantId, staffId, q.status ?? null, ...f];
      const where = `tenant_id = $1 and staff_id = $2 and ($3::text is null or status = $3) and ${FILTER_WHERE}`;
      const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from risk_warning where ${where}`, params);
      const dataList = await tx.query(
        `select ${columns} from risk_warning where ${where}
          order by (status = 'NEW') desc, risk_time desc, id desc limit $7 offset $8`,
        [...params, q.pageSize, (q.pageIndex - 1) * q.pageSize],
      );
      return okEntity({ dataList, total: n });
    });
  }

  app.get<{ Querystring: ListQuery }>(
    '/riskWarning/current-login-staff',
    { schema: { tags: [zhOf('api.tszy.riskWarnings')], summary: zhOf('api.tszy.riskWarningsSignedPersonPaged'), querystring: listSchema } },
    (req) => currentStaffList(authOf(req), req.query),
  );
  app.post<{ Body: ListQuery }>(
    '/riskWarning/current-login-staff',
    { config: { access: 'read' }, schema: { tags: [zhOf('api.tszy.riskWarnings')], summary: zhOf('api.tszy.riskWarningsSignedPersonPaged'), body: listSchema } },
    (req) => currentStaffList(authOf(req), req.body),
  );

  app.post<{ Body: { ids?: number[]; all?: boolean; status?: 'CLOSE' } }>(
    '/riskWarning/updateStatus',
    {
      config: { access: 'account' },
      schema: {
        tags: [zhOf('api.tszy.riskWarnings')],
        summary: zhOf('api.tszy.marksReadGivenIdsAll'),
        body: obj({ ids: idArray(zhOf('api.tszy.warning'), { minItems: 1 }), all: bool(zhOf('api.tszy.all')), status: { type: 'string', title: zhOf('api.tszy.status'), enum: ['CLOSE'] } }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { ids, all } = req.body;
      if (!all && !ids?.length) throw badRequest(text('api.tszy.pleaseChooseWarningsMark'), [fieldProblem('ids', text('api.tszy.pleaseChooseWarningsMark'))]);
      const staffId = staffOf(auth);
      const rows = await inTenant(db, auth, (tx) =>
        tx.query<{ id: number }>(
          `update risk_warning set status = 'CLOSE', read_at = now()
            where tenant_id = $1 and staff_id = $2 and status = 'NEW' and ($3::boolean or id = any($4::bigint[]))
            returning id`,
          [auth.tenantId, staffId, Boolean(all), ids ?? []],
        ),
      );
      return okEntity({ updated: rows.length });
    },
  );

  // A warning stays unread until its person has seen the record: the record's page (the permit detail) calls
  // this once it is shown; viewing the bell's list does not.
  app.post<{ Body: { model: string; zuoYeId: number } }>(
    '/riskWarning/readByRecord',
    {
      config: { access: 'account' },
      schema: {
        tags: [zhOf('api.tszy.riskWarnings')],
        summary: zhOf('api.tszy.recordViewedMarksYourUnread'),
        body: obj(
          { model: { type: 'string', title: zhOf('api.tszy.module'), enum: [...WARNING_MODELS] }, zuoYeId: int(zhOf('api.tszy.record'), { minimum: 1, maximum: MAX_RECORD_ID }) },
          ['model', 'zuoYeId'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const staffId = auth.session.renYuanId;
      // Someone without a staff record receives no warnings: nothing to mark.
      if (staffId == null) return okEntity({ updated: 0 });
      const rows = await inTenant(db, auth, (tx) =>
        tx.query<{ id: number }>(
          `update risk_warning set status = 'CLOSE', read_at = now()
            where tenant_id = $1 and staff_id = $2 and status = 'NEW' and model = $3 and zuo_ye_id = $4 returning id`,
          [auth.tenantId, staffId, req.body.model, req.body.zuoYeId],
        ),
      );
      return okEntity({ updated: rows.length });
    },
  );

  app.get<{ Querystring: { pageIndex: number; pageSize: number; status?: string; risk?: string } & WarningFilters }>(
    '/riskWarning/list',
    {
      config: { roles: ['qyUser', 'readonlyUser'] },
      schema: {
        tags: [zhOf('api.tszy.riskWarnings')],
        summary: zhOf('api.tszy.allRiskWarningsEnterprisePaged'),
        querystring: obj({
          ...pageSchema,
          ...filterSchema,
          status: { type: 'string', title: zhOf('api.tszy.status'), enum: ['NEW', 'CLOSE'] },
          risk: str(zhOf('api.tszy.warningContent'), { maxLength: 50 }),
        }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const q = req.query;
      return inTenant(db, auth, async (tx) => {
        const params = [auth.tenantId, q.status ?? null, q.risk ? `%${q.risk.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null, ...filterParams(q)];
        const where = `tenant_id = $1 and ($2::text is null or status = $2) and ($3::text is null or risk like $3) and ${FILTER_WHERE}`;
        const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from risk_warning where ${where}`, params);
        const dataList = await tx.query(
          `select ${columns} from risk_warning where ${where} order by risk_time desc, id desc limit $7 offset $8`,
          [...params, q.pageSize, (q.pageIndex - 1) * q.pageSize],
        );
        return okEntity({ dataList, total: n });
      });
    },
  );
}
