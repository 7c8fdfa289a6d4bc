// 作业计划 (GET /zuoYePiao/plan): the permits whose planned window meets the days asked, for the work plan's
// calendar and board (schemas/bindings/tszy-work-plan.json). The calendar asks with the runtime's day ranges
// (`jiHuaKaiShiShiJian=,<last day>&jiHuaJieShuShiJian=<first day>,`: planned start on or before the last day,
// planned end on or after the first), the board one state at a time (`zhuangTai`); days are the sites' local
// days. Removed permits are never listed; permits without a planned start are not planned and not listed.
import type { FastifyInstance } from 'fastify';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { PERMIT_KINDS } from '../../domain/permit-kinds.ts';
import { PERMIT_STATE_LABELS } from '../../domain/permit-lifecycle.ts';
import { fieldError } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { int, obj, str, titled } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { actorOf } from './permit-actor.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';
import { PERMIT_COLUMNS, PERMIT_FROM, type PermitRow } from './permit-store.ts';
import { dayStart } from './permit-time.ts';
import { permitView } from './permit-view.ts';

export interface PermitPlanQuery {
  page: number;
  limit: number;
  jiHuaKaiShiShiJian?: string;
  jiHuaJieShuShiJian?: string;
  zhuangTai?: string;
  zuoYeLeiXing?: string;
}

const RANGE_PATTERN = '^(\\d{4}-\\d{2}-\\d{2})?,(\\d{4}-\\d{2}-\\d{2})?$';
const LISTED_STATES = Object.keys(PERMIT_STATE_LABELS).filter((s) => s !== 'REMOVED');

export const permitPlanSchema = obj({
  page: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  limit: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 20 }),
  jiHuaKaiShiShiJian: str(text('permits.field.plannedStart'), { pattern: RANGE_PATTERN }),
  jiHuaJieShuShiJian: str(text('permits.field.plannedEnd'), { pattern: RANGE_PATTERN }),
  zhuangTai: { type: 'string', ...titled(text('permits.field.state')), enum: LISTED_STATES },
  zuoYeLeiXing: { type: 'string', ...titled(text('permits.field.kind')), enum: [...PERMIT_KINDS] },
});

/** A `first,last` day range as instants: [start of the first day, start of the day after the last). */
export function dayRange(value: string | undefined, field: string, title: Text): [Date | null, Date | null] {
  if (!value) return [null, null];
  const [a = '', b = ''] = value.split(',');
  const from = a ? dayStart(a, 0) : null;
  const to = b ? dayStart(b, 1) : null;
  if ((a && !from) || (b && !to) || (from && to && to <= from)) throw fieldError(field, text('permits.plan.badRange', { title }));
  return [from, to];
}

export async function permitPlanRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get<{ Querystring: PermitPlanQuery }>(
    '/zuoYePiao/plan',
    { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.plan')), querystring: permitPlanSchema } },
    (req) => {
      const auth = authOf(req);
      const q = req.query;
      const [startFrom, startTo] = dayRange(q.jiHuaKaiShiShiJian, 'jiHuaKaiShiShiJian', text('permits.field.plannedStart'));
      const [endFrom, endTo] = dayRange(q.jiHuaJieShuShiJian, 'jiHuaJieShuShiJian', text('permits.field.plannedEnd'));
      return withPermits(db, auth, async (tx) => {
        const params = [auth.tenantId, q.zhuangTai ?? null, q.zuoYeLeiXing ?? null, startFrom, startTo, endFrom, endTo];
        // A permit without a planned end spans its start day only.
        const where = `p.tenant_id = $1 and p.state <> 'REMOVED' and p.planned_start is not null
          and ($2::text is null or p.state = $2) and ($3::text is null or p.kind = $3)
          and ($4::timestamptz is null or p.planned_start >= $4) and ($5::timestamptz is null or p.planned_start < $5)
          and ($6::timestamptz is null or coalesce(p.planned_end, p.planned_start) >= $6)
          and ($7::timestamptz is null or coalesce(p.planned_end, p.planned_start) < $7)`;
        const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from permit p where ${where}`, params);
        const rows = await tx.query<PermitRow>(
          `select ${PERMIT_COLUMNS} from ${PERMIT_FROM} where ${where} order by p.planned_start, p.id limit $8 offset $9`,
          [...params, q.limit, (q.page - 1) * q.limit],
        );
        const lang = requestLang(req);
        return okEntity({ dataList: rows.map((r) => permitView(r, actorOf(auth), lang)), total: n });
      });
    },
  );
}
