// 清单管理's own route (docs/checklists.md): GET {API}/qing-dan/completion?by=person|post|dept, the checklist
// tasks due so far grouped by assignee, post or department, with how many were done, how many were missed and
// the completion rate (two decimals, '-' when none was due). One grouped query in the caller's tenant
// transaction (row-level security applies); readers of the tasks only. POST {API}/qing-dan/duty-template/derive {id}:
// 按岗位模板生成, a 岗位履职模板's duty lists (derive-duty-lists.ts), by those who may write checklists.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { completionRate } from '../../domain/qing-dan-rules.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { fieldError, forbidden } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { assertModule } from '../resources/resource-context.ts';
import { writeRouteConfig } from '../resources/shared-records.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { listDepartments } from '../routes/user/department-store.ts';
import { byUnknown, TASK } from './record-hooks.ts';
import { deriveDutyLists, DUTY_TEMPLATE } from './derive-duty-lists.ts';

const tags = [say('zh', text('fxfjgk.qd.api.tag'))];
const BY = { person: 'assigneeId', post: 'postName', dept: 'deptId' } as const;
type By = keyof typeof BY;

export interface CompletionRow {
  key: string;
  label: string;
  total: number;
  done: number;
  missed: number;
  rate: string;
}

async function qingDanRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get<{ Querystring: { by?: string } }>(
    '/completion',
    { config: { access: 'read' }, schema: { tags, summary: say('zh', text('fxfjgk.qd.api.completion')), querystring: { type: 'object', properties: { by: { type: 'string' } } } } },
    (req) => {
      const auth = authOf(req);
      const by = req.query.by ?? 'person';
      if (!Object.hasOwn(BY, by)) throw fieldError('by', byUnknown(by));
      const field = BY[by as By];
      const file = resourceRegistry().byKey.get(TASK);
      if (!file) throw new Error(`resource '${TASK}' is not registered`);
      if (!mayReadResource(auth, file)) throw forbidden(text('api.resource.forbiddenView', { title: file.title }));
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, file);
        const rows = await tx.query<{ key: string | null; total: string; done: string; missed: string }>(
          `select data->>'${field}' as key, count(*) as total,
                  count(*) filter (where data->>'state' = 'done') as done,
                  count(*) filter (where (data->>'missed')::boolean is true and data->>'state' is distinct from 'done') as missed
             from ${tableName(TASK)} where tenant_id = $1 and deleted = false
            group by 1 order by count(*) desc, 1`,
          [auth.tenantId],
        );
        const labels = new Map<string, string>();
        if (by === 'person') {
          const ids = rows.map((r) => Number(r.key)).filter((n) => Number.isSafeInteger(n));
          const people = await tx.query<{ id: number; name: string }>(`select id, name from staffinfo where tenant_id = $1 and id = any($2::bigint[])`, [auth.tenantId, ids]);
          for (const p of people) labels.set(String(p.id), p.name);
        } else if (by === 'dept') {
          for (const d of await listDepartments(tx, auth.tenantId)) labels.set(String(d.id), d.name);
        }
        const out: CompletionRow[] = rows.map((r) => {
          const key = r.key ?? '';
          const total = Number(r.total);
          const done = Number(r.done);
          return { key, label: labels.get(key) ?? (key || '-'), total, done, missed: Number(r.missed), rate: completionRate(done, total) };
        });
        return okData(out);
      });
    },
  );
}

async function dutyTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const file = resourceRegistry().byKey.get(DUTY_TEMPLATE);
  if (!file) throw new Error(`resource '${DUTY_TEMPLATE}' is not registered`);
  const body = {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title: say('zh', text('fxfjgk.qd.duty.api.id')) } },
  } as const;
  app.post<{ Body: { id: number } }>(
    '/duty-template/derive',
    { config: writeRouteConfig(file), schema: { tags, summary: say('zh', text('fxfjgk.qd.duty.api.derive')), body } },
    (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, file);
        return okData(await deriveDutyLists(tx, auth, req.body.id));
      });
    },
  );
}

export async function qingDanPlugin(app: FastifyInstance): Promise<void> {
  await app.register(qingDanRoutes);
  await app.register(dutyTemplateRoutes);
}
