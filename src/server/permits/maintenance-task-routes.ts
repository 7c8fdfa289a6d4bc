// GET /zax-cloud/tszy/maintenanceTasks (spec 001 §7.2): the enterprise's maintenance tasks a permit form may
// link to. They are the records of the basic-data resource maintenance-management (检维修管理, table
// r_maintenance_management), answered paged with the fields a permit needs and their labels from the
// resource file. A permit keeps the task's id it is linked to (jianWeiXiuRenWu, permit-overhaul-link.ts); no permit
// count is answered. See docs/permit-api.md.
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FastifyInstance } from 'fastify';
import { PERMIT_KIND_INFO, PERMIT_KINDS, isPermitKind } from '../../domain/permit-kinds.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { escapeLike } from '../../schema/compile-query.ts';
import { okEntity } from '../http/envelope.ts';
import { int, obj, str, titled } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { labelsOf } from '../resources/ref-store.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

export const MAINTENANCE_RESOURCE = 'maintenance-management';

export interface MaintenanceTaskQuery {
  pageIndex: number;
  pageSize: number;
  name?: string;
  progressStatus?: string;
  zuoYeLeiXing?: string;
}

const querystring = obj({
  pageIndex: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 10 }),
  name: str(text('permits.field.taskName'), { maxLength: 100 }),
  progressStatus: str(text('permits.field.progress'), { enum: ['pending', 'in_progress', 'done', 'cancelled'] }),
  zuoYeLeiXing: { type: 'string', ...titled(text('permits.field.kind')), enum: [...PERMIT_KINDS] },
});

/** The fields of a task a permit form shows or copies (zuoYeDiDian from location...). */
const FIELDS = [
  'projectName',
  'projectCode',
  'maintenanceType',
  'riskLevel',
  'equipmentName',
  'equipmentCode',
  'productionUnit',
  'location',
  'content',
  'specialWorks',
  'contractorName',
  'principal',
  'guardian',
  'planStartDate',
  'planEndDate',
  'progressStatus',
] as const;

/** The label of an enumerated value of the resource's field ('' when unknown). */
function labelOf(resource: ResourceFile | undefined, field: string, value: unknown): string {
  const option = resource?.form.properties[field]?.enum?.find((o) => o.value === value);
  return option?.label ?? '';
}

type TaskRow = { id: number; data: Record<string, unknown> };

/** Fields that are references to staff now (issue 12): the permit form still gets the person's name. */
const PERSON_FIELDS = ['principal', 'guardian'] as const;

/** A task as answered: the fields (null when absent), with the labels of its enumerated ones. */
export function maintenanceTaskView(resource: ResourceFile | undefined, row: TaskRow, people: ReadonlyMap<number, string> = new Map()) {
  const v: Record<string, unknown> = { id: row.id };
  for (const f of FIELDS) v[f] = row.data[f] ?? null;
  for (const f of PERSON_FIELDS) if (typeof v[f] === 'number') v[f] = people.get(v[f]) ?? null;
  const works = Array.isArray(row.data.specialWorks) ? row.data.specialWorks.filter(isPermitKind) : [];
  return {
    ...v,
    specialWorks: works,
    specialWorkNames: works.map((k) => PERMIT_KIND_INFO[k].shortName),
    maintenanceTypeName: labelOf(resource, 'maintenanceType', row.data.maintenanceType),
    riskLevelName: labelOf(resource, 'riskLevel', row.data.riskLevel),
    progressStatusName: labelOf(resource, 'progressStatus', row.data.progressStatus),
  };
}

export async function maintenanceTaskRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const table = tableName(MAINTENANCE_RESOURCE);

  app.get<{ Querystring: MaintenanceTaskQuery }>(
    '/maintenanceTasks',
    { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.tasks')), querystring } },
    (req) => {
      const auth = authOf(req);
      const q = req.query;
      const name = q.name?.trim() ? `%${escapeLike(q.name.trim())}%` : null;
      const params = [auth.tenantId, name, q.progressStatus ?? null, q.zuoYeLeiXing ? JSON.stringify([q.zuoYeLeiXing]) : null];
      const where = `tenant_id = $1 and not deleted
        and ($2::text is null or data->>'projectName' like $2 or data->>'projectCode' like $2)
        and ($3::text is null or data->>'progressStatus' = $3)
        and ($4::jsonb is null or data->'specialWorks' @> $4::jsonb)`;
      return withPermits(db, auth, async (tx) => {
        const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total from ${table} where ${where}`, params);
        const rows = await tx.query<TaskRow>(
          `select id, data from ${table} where ${where} order by updated_at desc, id desc limit $5 offset $6`,
          [...params, q.pageSize, (q.pageIndex - 1) * q.pageSize],
        );
        const resource = resourceRegistry().byKey.get(MAINTENANCE_RESOURCE);
        const ids = rows.flatMap((r) => PERSON_FIELDS.map((f) => r.data[f])).filter((x): x is number => typeof x === 'number');
        const people = await labelsOf(tx, auth.tenantId, 'staff', 'name', ids);
        return okEntity({ dataList: rows.map((r) => maintenanceTaskView(resource, r, people)), total });
      });
    },
  );
}
