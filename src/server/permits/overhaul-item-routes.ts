// GET /zax-cloud/tszy/overhaulItems: the items of the enterprise's 大检修 plans (重点检修 › 检修计划, resource
// overhaul-item) a permit form may link to (jianXiuXiangMu, permit-overhaul-link.ts), paged as the other /tszy lists,
// searched by the item's work or its plan's name or number. The companion of /maintenanceTasks (检维修). See
// docs/permit-api.md.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { escapeLike } from '../../schema/compile-query.ts';
import { okEntity } from '../http/envelope.ts';
import { int, obj, str } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { labelsOf } from '../resources/ref-store.ts';
import { tableName } from '../resources/registry.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

export interface OverhaulItemQuery {
  pageIndex: number;
  pageSize: number;
  name?: string;
}

const querystring = obj({
  pageIndex: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 10 }),
  name: str(text('permits.field.itemName'), { maxLength: 100 }),
});

type ItemRow = { id: string; content: string | null; plan_id: string | null; plan_name: string | null; plan_code: string | null; start: string | null; end: string | null; equipment: string | null };

export async function overhaulItemRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const items = tableName('overhaul-item');
  const plans = tableName('overhaul-plan');

  app.get<{ Querystring: OverhaulItemQuery }>(
    '/overhaulItems',
    { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.overhaulItems')), querystring } },
    (req) => {
      const auth = authOf(req);
      const q = req.query;
      const name = q.name?.trim() ? `%${escapeLike(q.name.trim())}%` : null;
      const from = `${items} i left join ${plans} p on p.tenant_id = i.tenant_id and p.id = zax_num(i.data, 'planId') and not p.deleted
        where i.tenant_id = $1 and not i.deleted
          and ($2::text is null or i.data->>'content' like $2 or p.data->>'name' like $2 or p.data->>'code' like $2)`;
      return withPermits(db, auth, async (tx) => {
        const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total from ${from}`, [auth.tenantId, name]);
        const rows = await tx.query<ItemRow>(
          `select i.id, i.data->>'content' as content, p.id as plan_id, p.data->>'name' as plan_name, p.data->>'code' as plan_code,
                  i.data->>'planStartDate' as start, i.data->>'planEndDate' as end, i.data->>'equipmentId' as equipment
             from ${from}
            order by p.data->>'planStartDate' desc nulls last, p.id desc, i.sort_order, i.id
            limit $3 offset $4`,
          [auth.tenantId, name, q.pageSize, (q.pageIndex - 1) * q.pageSize],
        );
        const equipmentIds = rows.map((r) => Number(r.equipment)).filter((x) => Number.isSafeInteger(x) && x > 0);
        const equipment = await labelsOf(tx, auth.tenantId, 'production-equipment', 'name', equipmentIds);
        const dataList = rows.map((r) => ({
          id: Number(r.id),
          content: r.content ?? '',
          planId: r.plan_id === null ? null : Number(r.plan_id),
          planName: r.plan_name ?? '',
          planCode: r.plan_code ?? '',
          planStartDate: r.start,
          planEndDate: r.end,
          equipmentName: r.equipment ? (equipment.get(Number(r.equipment)) ?? null) : null,
        }));
        return okEntity({ dataList, total });
      });
    },
  );
}
