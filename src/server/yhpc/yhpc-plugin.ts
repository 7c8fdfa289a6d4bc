// 隐患排查's own route (docs/hidden-danger.md): GET {API}/yhpc/hidden-danger/summary, the figures that depend on
// today and so are no stats.json block: found, closed, overdue (by level, source and department), under
// supervision, and the on-time rectification rate (closed on time ÷ due). Sums of the counts kept by the write path
// (hidden-danger-counts.ts) in the caller's tenant transaction (row-level security applies); readers of the hidden dangers only, within their data scope
// (the ledger's), the answer kept for a short time per tenant and scope (src/server/data-service/kept-stats.ts).
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
import { keptStats } from '../data-service/kept-stats.ts';
import { countsScope, HIDDEN_DANGER_COUNTS } from './hidden-danger-counts.ts';
import { callerDepartments } from '../resources/data-scope.ts';
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
      const departments = await callerDepartments(tx, auth);
      const inScope = countsScope(departments, '$3');
      const params = inScope ? [auth.tenantId, today, departments] : [auth.tenantId, today];
      // Sums of the kept counts (hidden-danger-counts.ts): 'found' one per hidden danger, 'due' one per deadline (its
      // day while not closed, so `period < today` is overdue; its month once closed, `on_time` when closed on time).
      const overdueSql = `kind = 'due' and state in ('rectifying', 'extending') and period < $2`;
      const summary = await keptStats(tx, auth.tenantId, departments, [t], `hidden-danger-summary:${today}`, async (): Promise<HiddenDangerSummary> => {
        const [totals] = await tx.query<Record<string, string>>(
          `select coalesce(sum(n) filter (where kind = 'found'), 0) as found,
                  coalesce(sum(n) filter (where kind = 'found' and state = 'closed'), 0) as closed,
                  coalesce(sum(n) filter (where ${overdueSql}), 0) as overdue,
                  coalesce(sum(n) filter (where kind = 'found' and level = 'major' and state <> 'closed'), 0) as supervised,
                  coalesce(sum(n) filter (where kind = 'due' and (state = 'closed' or period < $2)), 0) as due,
                  coalesce(sum(n) filter (where kind = 'due' and on_time), 0) as "onTime"
             from ${HIDDEN_DANGER_COUNTS} where tenant_id = $1${inScope}`,
          params,
        );
        const groups = await tx.query<{ dim: string; key: string | null; value: string }>(
          `select d.dim, d.key, sum(n) as value
             from ${HIDDEN_DANGER_COUNTS}, lateral (values ('level', level), ('sourceKind', source_kind), ('rectifyDept', rectify_dept::text)) as d(dim, key)
            where tenant_id = $1 and ${overdueSql}${inScope}
            group by d.dim, d.key having sum(n) <> 0 order by sum(n) desc, d.key`,
          params,
        );
        const by = (dim: string): HiddenDangerGroup[] => groups.filter((g) => g.dim === dim).map((g) => ({ key: g.key ?? '', value: Number(g.value) }));
        const n = (k: string) => Number(totals?.[k] ?? 0);
        return {
          found: n('found'),
          closed: n('closed'),
          overdue: n('overdue'),
          supervised: n('supervised'),
          due: n('due'),
          onTime: n('onTime'),
          rate: rateText(n('onTime'), n('due')),
          overdueBy: { level: by('level'), sourceKind: by('sourceKind'), rectifyDept: by('rectifyDept') },
        };
      });
      return okData(summary);
    });
  });
}

export async function yhpcPlugin(app: FastifyInstance): Promise<void> {
  await app.register(yhpcRoutes);
}
