import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { fieldError, notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { idArray, idOf, int, obj, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { buildTree, listDepartments, requireDepartment, type Department } from './department-store.ts';
import { ORG_WRITE, optStr, setClauses, trimmedName } from './org-route-helpers.ts';
import { unknownStaff } from './staff-store.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('api.user.post')];

interface DutyRow {
  id: number;
  departmentId: number | null;
  name: string;
  responsibility: string | null;
  staffIds: number[];
  sort: number;
}

export interface Duty {
  id: number;
  departmentId: number | null;
  name: string;
  responsibility: string | null;
  sort: number;
  staff: { id: number; name: string }[];
}

interface DutyBody {
  departmentId?: number;
  name?: string;
  responsibility?: string | null;
  staffIds?: number[];
  sort?: number;
}

const dutyFields = {
  departmentId: idOf(zhOf('api.user.ownDepartment')),
  name: str(zhOf('api.user.postName'), { minLength: 1, maxLength: 100 }),
  responsibility: optStr(zhOf('api.user.post'), 2000),
  staffIds: idArray(zhOf('api.user.postHolders'), { maxItems: 200 }),
  sort: int(zhOf('api.user.order'), { minimum: 0, maximum: 1_000_000 }),
};
const columns = {
  departmentId: 'department_id',
  name: 'name',
  responsibility: 'responsibility',
  staffIds: 'staff_ids',
  sort: 'sort',
};
const nameRequired = () => fieldError('name', text('api.user.pleaseEnterPostName'));

/** Duties of the enterprise with their (live) staff, by id. */
async function loadDuties(tx: Queryable, tenantId: number, id?: number): Promise<Duty[]> {
  const duties = await tx.query<DutyRow>(
    `select id, department_id as "departmentId", name, responsibility, staff_ids as "staffIds", sort
       from dutyinfo where tenant_id = $1 and ($2::bigint is null or id = $2) order by sort, id`,
    [tenantId, id ?? null],
  );
  const staffIds = [...new Set(duties.flatMap((d) => d.staffIds.map(Number)))];
  const staff = staffIds.length
    ? await tx.query<{ id: number; name: string }>(
        'select id, name from staffinfo where tenant_id = $1 and id = any($2::bigint[]) and not deleted',
        [tenantId, staffIds],
      )
    : [];
  const names = new Map(staff.map((s) => [Number(s.id), s.name]));
  return duties.map(({ staffIds: ids, ...d }) => ({
    ...d,
    staff: ids.map(Number).filter((s) => names.has(s)).map((s) => ({ id: s, name: names.get(s)! })),
  }));
}

/** Checks the department and staff of a duty and de-duplicates its staff. */
async function checkDuty(tx: Queryable, tenantId: number, b: DutyBody): Promise<DutyBody> {
  const out = { ...b };
  if (b.name !== undefined) out.name = trimmedName(b.name, nameRequired);
  if (b.departmentId !== undefined) await requireDepartment(tx, tenantId, b.departmentId, 'departmentId');
  if (b.staffIds !== undefined) {
    out.staffIds = [...new Set(b.staffIds)];
    if ((await unknownStaff(tx, tenantId, out.staffIds)).length) {
      throw fieldError('staffIds', text('api.user.postHolderDoesNotExist'));
    }
  }
  return out;
}

/** Duties (dutyinfo): the department tree with duties, create, update, delete. */
export async function dutyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/dutyinfo/list-dept-tree',
    { schema: { tags: TAGS, summary: zhOf('api.user.departmentTreeEachDepartmentPosts') } },
    async (req) => {
      const auth = authOf(req);
      const { departments, duties } = await inTenant(db, auth, async (tx) => ({
        departments: await listDepartments(tx, auth.tenantId),
        duties: await loadDuties(tx, auth.tenantId),
      }));
      const byDept = new Map<number, Omit<Duty, 'departmentId' | 'sort'>[]>();
      for (const { departmentId, sort: _s, ...d } of duties) {
        if (departmentId == null) continue;
        byDept.set(departmentId, [...(byDept.get(departmentId) ?? []), d]);
      }
      const nodes = departments.map((d: Department) => ({ ...d, duties: byDept.get(d.id) ?? [] }));
      return okData(buildTree(nodes));
    },
  );

  app.post<{ Body: DutyBody & { departmentId: number; name: string } }>(
    '/dutyinfo/save',
    {
      config: ORG_WRITE,
      schema: { tags: TAGS, summary: zhOf('api.user.addsPost'), body: obj(dutyFields, ['departmentId', 'name']) },
    },
    async (req) => {
      const auth = authOf(req);
      const duty = await inTenant(db, auth, async (tx) => {
        const b = await checkDuty(tx, auth.tenantId, req.body);
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into dutyinfo(tenant_id, department_id, name, responsibility, staff_ids, sort)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [auth.tenantId, b.departmentId!, b.name!, b.responsibility ?? null, b.staffIds ?? [], b.sort ?? 0],
        );
        return (await loadDuties(tx, auth.tenantId, id))[0];
      });
      return okData(duty, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{ Body: DutyBody & { id: number } }>(
    '/dutyinfo/update',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.editsPostOnlyFieldsGiven'),
        body: obj({ id: idOf(zhOf('api.user.post')), ...dutyFields }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id, ...input } = req.body;
      const duty = await inTenant(db, auth, async (tx) => {
        const found = await tx.query('select 1 from dutyinfo where tenant_id = $1 and id = $2 for update', [auth.tenantId, id]);
        if (!found.length) throw notFound(text('api.user.postDoesNotExist'));
        const b = await checkDuty(tx, auth.tenantId, input);
        const set = setClauses(columns, b as Record<string, unknown>, 3);
        await tx.query(
          `update dutyinfo set ${[...set.sql, 'updated_at = now()'].join(', ')} where tenant_id = $1 and id = $2`,
          [auth.tenantId, id, ...set.params],
        );
        return (await loadDuties(tx, auth.tenantId, id))[0];
      });
      return okData(duty, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/dutyinfo/deleteById',
    {
      config: ORG_WRITE,
      schema: { tags: TAGS, summary: zhOf('api.user.deletesPost'), querystring: obj({ id: idOf(zhOf('api.user.post')) }, ['id']) },
    },
    async (req) => {
      const auth = authOf(req);
      await inTenant(db, auth, async (tx) => {
        const done = await tx.query('delete from dutyinfo where tenant_id = $1 and id = $2 returning id', [
          auth.tenantId,
          req.query.id,
        ]);
        if (!done.length) throw notFound(text('api.user.postDoesNotExist'));
      });
      return okData(null, say(requestLang(req), text('api.user.deleted')));
    },
  );
}
