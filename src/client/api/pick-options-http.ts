// The pickers' calls (ResourceClient.people, departments, refOptions, labels): references through
// /u-basic/references/options; people and departments over the user
// service's organisation routes: staff from `POST /user/staffinfo/list` (paged, `name` contains), the
// departments from `GET /user/departmentinfo/list?flat=true` (every department of the enterprise, small).
import { parseRefPickKind, type RefPickKind } from '../../schema/keywords/ref-fields.ts';
import type { PickKind, PickOption } from '../../runtime/resource-client.ts';
import { request } from './http.ts';

export const STAFF_LIST_URL = '/user/staffinfo/list';
export const DEPARTMENT_LIST_URL = '/user/departmentinfo/list';
/** The choices and labels of a reference field (src/server/resources/ref-routes.ts). */
export const REF_OPTIONS_URL = '/u-basic/references/options';
/** Choices a person search offers (the server's page size cap is 100). */
export const PEOPLE_PAGE = 50;
const LABEL_PAGE = 100;
/** Pages a label lookup reads at most when the server does not filter by `ids` (see labels). */
const LABEL_MAX_PAGES = 20;

/** A staff member as `/staffinfo/list` answers it (src/server/routes/user/staff-store.ts, StaffRow). */
interface StaffRow {
  id: number;
  name: string;
  departmentName?: string | null;
  post?: string | null;
}

/** A department as the flat `/departmentinfo/list` answers it (department-store.ts, Department). */
interface DepartmentRow {
  id: number;
  parentId: number | null;
  name: string;
}

async function payload<T>(config: Parameters<typeof request>[0]): Promise<T> {
  const body = await request<T>({ ...config, silent: true });
  return body.data as T;
}

function person(row: StaffRow): PickOption {
  const extra = [row.departmentName, row.post].filter((x): x is string => typeof x === 'string' && x !== '').join(' · ');
  return extra ? { id: Number(row.id), name: row.name, extra } : { id: Number(row.id), name: row.name };
}

async function staffPage(body: Record<string, unknown>): Promise<{ rows: StaffRow[]; total: number }> {
  const answer = await payload<{ rows?: StaffRow[]; total?: number } | null>({ method: 'POST', url: STAFF_LIST_URL, data: body });
  return { rows: answer?.rows ?? [], total: Number(answer?.total ?? 0) };
}

/** Staff whose name contains `query`, first page. */
export async function searchPeople(query: string): Promise<PickOption[]> {
  const name = query.trim();
  const { rows } = await staffPage({ ...(name ? { name } : {}), page: 1, limit: PEOPLE_PAGE });
  return rows.map(person);
}

/**
 * The staff of `ids`. The call sends `ids`; a server that does not filter by them answers every staff
 * member page by page, so pages are read until every id is found or the list ends (bounded).
 */
async function peopleByIds(ids: number[]): Promise<PickOption[]> {
  const wanted = new Set(ids);
  const found = new Map<number, PickOption>();
  for (let page = 1; page <= LABEL_MAX_PAGES; page++) {
    const { rows, total } = await staffPage({ ids, page, limit: LABEL_PAGE });
    for (const r of rows) if (wanted.has(Number(r.id))) found.set(Number(r.id), person(r));
    const filtered = rows.every((r) => wanted.has(Number(r.id)));
    if (filtered || found.size === wanted.size || rows.length < LABEL_PAGE || page * LABEL_PAGE >= total) break;
  }
  return [...found.values()];
}

async function allDepartments(): Promise<DepartmentRow[]> {
  const rows = await payload<DepartmentRow[] | null>({ method: 'GET', url: DEPARTMENT_LIST_URL, params: { flat: true } });
  return rows ?? [];
}

/** Each department with the path of its parents (`生产部 / 一车间`) as extra. */
function withPaths(rows: DepartmentRow[]): PickOption[] {
  const byId = new Map(rows.map((d) => [Number(d.id), d]));
  return rows.map((d) => {
    const parents: string[] = [];
    const seen = new Set<number>([Number(d.id)]);
    let p = d.parentId === null ? undefined : byId.get(Number(d.parentId));
    while (p && !seen.has(Number(p.id))) {
      parents.unshift(p.name);
      seen.add(Number(p.id));
      p = p.parentId === null ? undefined : byId.get(Number(p.parentId));
    }
    const option: PickOption = { id: Number(d.id), name: d.name };
    if (parents.length) option.extra = parents.join(' / ');
    return option;
  });
}

/** Departments whose name contains `query` (every department when empty), with their parent path. */
export async function searchDepartments(query: string): Promise<PickOption[]> {
  const q = query.trim();
  const options = withPaths(await allDepartments());
  return q ? options.filter((o) => o.name.includes(q)) : options;
}

/** Records of a reference field's target whose label contains `query`, first page. */
export async function searchRefOptions(kind: RefPickKind, query: string): Promise<PickOption[]> {
  const at = parseRefPickKind(kind);
  if (!at) return [];
  const q = query.trim();
  const rows = await payload<PickOption[] | null>({ method: 'GET', url: REF_OPTIONS_URL, params: { ...at, ...(q ? { q } : {}), limit: 50 } });
  return (rows ?? []).map((o) => ({ id: Number(o.id), name: o.name }));
}

/** Ids one label call names at most (the route's limit). */
const REF_LABEL_BATCH = 100;

/** The names of stored ids of `kind`; unknown ids are left out. */
export async function pickLabels(kind: PickKind, ids: number[]): Promise<PickOption[]> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (unique.length === 0) return [];
  if (kind === 'person') return peopleByIds(unique);
  const at = parseRefPickKind(kind);
  if (at) {
    const out: PickOption[] = [];
    for (let i = 0; i < unique.length; i += REF_LABEL_BATCH) {
      const rows = await payload<PickOption[] | null>({ method: 'GET', url: REF_OPTIONS_URL, params: { ...at, ids: unique.slice(i, i + REF_LABEL_BATCH).join(',') } });
      out.push(...(rows ?? []).map((o) => ({ id: Number(o.id), name: o.name })));
    }
    return out;
  }
  const wanted = new Set(unique);
  return withPaths(await allDepartments()).filter((o) => wanted.has(o.id));
}
