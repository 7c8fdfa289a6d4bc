// 重点检修's own route (docs/patrol.md "重点检修"): GET {API}/zdjx/permits?planId=, the special-work permits raised
// for an overhaul plan, that is the permits its items name (`permitNumbers`; the item's hook checks that each exists
// and is of a kind the item needs) and the permits linked to one of its items (the permit's jianXiuXiangMu,
// src/server/permits/permit-overhaul-link.ts), each once, with its item, kind, state and planned window. Readers of the
// overhaul plans only, in the caller's tenant.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { rulesZh } from '../../domain/i18n/zh/rules.ts';
import { isPermitKind, PERMIT_KIND_INFO } from '../../domain/permit-kinds.ts';
import type { OverhaulPermit } from '../../domain/zdjx-overhaul.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { forbidden } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { int, obj } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { assertModule } from '../resources/resource-context.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';

const tags = [say('zh', text('xjxc.overhaul.api.tag'))];
const PLAN = 'overhaul-plan';

const stateName = (s: string): string => {
  const key = `rules.permit.state.${s}`;
  return Object.hasOwn(rulesZh, key) ? rulesZh[key as keyof typeof rulesZh] : s;
};

async function zdjxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const querystring = obj({ planId: int(text('xjxc.overhaul.api.permits'), { minimum: 1 }) }, ['planId']);
  app.get<{ Querystring: { planId: number } }>(
    '/permits',
    { config: { access: 'read' }, schema: { tags, summary: say('zh', text('xjxc.overhaul.api.permits')), querystring } },
    (req) => {
      const auth = authOf(req);
      const file = resourceRegistry().byKey.get(PLAN);
      if (!file) throw new Error(`resource '${PLAN}' is not registered`);
      if (!mayReadResource(auth, file)) throw forbidden(text('api.resource.forbiddenView', { title: file.title }));
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, file);
        // The permits its items name by number, and those linked to one of its items (jianXiuXiangMu), each once: a
        // permit both named and linked shows under the item it is linked to.
        const rows = await tx.query<{ id: string; number: string; kind: string; state: string; ps: string | null; pe: string | null; item_id: string; content: string | null }>(
          `with items as (
             select id, data, sort_order from ${tableName('overhaul-item')}
              where tenant_id = $1 and not deleted and zax_num(data, 'planId') = $2
           ), hits as (
             select p.id as permit_id, i.id as item_id, 0 as linked
               from items i
               cross join lateral jsonb_array_elements_text(coalesce(i.data->'permitNumbers', '[]'::jsonb)) as n(number)
               join permit p on p.tenant_id = $1 and p.number = n.number
             union all
             select p.id, i.id, 1
               from items i join permit p on p.tenant_id = $1 and zax_num(p.data, 'jianXiuXiangMu') = i.id and p.data ? 'jianXiuXiangMu'
           ), one as (
             select distinct on (permit_id) permit_id, item_id from hits order by permit_id, linked desc, item_id
           )
           select p.id, p.number, p.kind, p.state,
                  to_char(p.planned_start at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as ps,
                  to_char(p.planned_end at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as pe,
                  i.id as item_id, i.data->>'content' as content
             from one o
             join permit p on p.tenant_id = $1 and p.id = o.permit_id and p.state <> 'REMOVED'
             join items i on i.id = o.item_id
            order by i.sort_order, i.id, p.number`,
          [auth.tenantId, req.query.planId],
        );
        const list: OverhaulPermit[] = rows.map((r) => ({
          id: Number(r.id),
          number: r.number,
          kind: r.kind,
          kindName: isPermitKind(r.kind) ? PERMIT_KIND_INFO[r.kind].name : r.kind,
          state: r.state,
          stateName: stateName(r.state),
          plannedStart: r.ps,
          plannedEnd: r.pe,
          itemId: Number(r.item_id),
          itemContent: r.content ?? '',
        }));
        return okData(list);
      });
    },
  );
}

export async function zdjxPlugin(app: FastifyInstance): Promise<void> {
  await app.register(zdjxRoutes);
}
