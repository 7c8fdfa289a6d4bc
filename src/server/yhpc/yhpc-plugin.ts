// 隐患排查's own route (docs/hidden-danger.md): GET {API}/yhpc/hidden-danger/summary, the figures that depend on
// today and so are no stats.json block: found, closed, overdue (by level, source and department), under
// supervision, and the on-time rectification rate (closed on time ÷ due). One grouped query in the caller's
// tenant transaction (row-level security applies); readers of the hidden dangers only.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { rateText, type HiddenDangerGroup, type HiddenDangerSummary } from '../../domain/yhpc-hidden-danger-rules.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { forbidden } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { assertModule } from '../resources/resource-context.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { HIDDEN_DANGER } from './register-hidden-danger.ts';
import { sitesToday } from './sites-today.ts';

const tags = [say('zh', text('yhpc.api.tag'))];

async function yhpcRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get('/hidden-danger/summary', { config: { access: 'read' }, schema: { tags, summary: say('zh', text('yhpc.api.summary')) } }, (req) => {
    const auth = authOf(req);
    const file = resourceRegistry().byKey.get(HIDDEN_DANGER);
    if (!file) throw new Error(`resource '${HIDDEN_DANGER}' is not registered`);
    if (!mayReadResource(auth, file)) throw forbidden(text('api.resource.forbiddenView', { title: file.title }));
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, file);
      const today = sitesToday();
      const t = tableName(HIDDEN_DANGER);
      const overdueSql = `data->>'state' in ('rectifying', 'extending') and data->>'dueDate' < $2`;
      const [totals] = await tx.query<Record<string, string>>(
        `select count(*) as found,
                count(*) filter (where data->>'state' = 'closed') as closed,
                count(*) filter (where ${overdueSql}) as overdue,
                count(*) filter (where data->>'level' = 'major' and data->>'state' <> 'closed') as supervised,
                count(*) filter (where data->>'dueDate' is not null and (data->>'state' = 'closed' or data->>'dueDate' < $2)) as due,
                count(*) filter (where data->>'dueDate' is not null and data->>'state' = 'closed' and (data->>'onTime')::boolean) as "onTime"
           from ${t} where tenant_id = $1 and deleted = false`,
        [auth.tenantId, today],
      );
      const groups = await tx.query<{ dim: string; key: string | null; value: string }>(
        `select d.dim, d.key, count(*) as value
           from ${t}, lateral (values ('level', data->>'level'), ('sourceKind', data->>'sourceKind'), ('rectifyDept', data->>'rectifyDept')) as d(dim, key)
          where tenant_id = $1 and deleted = false and ${overdueSql}
          group by d.dim, d.key order by count(*) desc`,
        [auth.tenantId, today],
      );
      const by = (dim: string): HiddenDangerGroup[] => groups.filter((g) => g.dim === dim).map((g) => ({ key: g.key ?? '', value: Number(g.value) }));
      const n = (k: string) => Number(totals?.[k] ?? 0);
      const summary: HiddenDangerSummary = {
        found: n('found'),
        closed: n('closed'),
        overdue: n('overdue'),
        supervised: n('supervised'),
        due: n('due'),
        onTime: n('onTime'),
        rate: rateText(n('onTime'), n('due')),
        overdueBy: { level: by('level'), sourceKind: by('sourceKind'), rectifyDept: by('rectifyDept') },
      };
      return okData(summary);
    });
  });
}

export async function yhpcPlugin(app: FastifyInstance): Promise<void> {
  await app.register(yhpcRoutes);
}
