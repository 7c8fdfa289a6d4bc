import { departmentLevels, PERSON_LEVEL_LABELS, type DepartmentType, type PersonLevel } from '../../../domain/person-level.ts';
import type { Queryable } from '../../db/db.ts';
import { fieldError } from '../../http/app-error.ts';
import { text } from '../../../domain/i18n/text.ts';

/** A department of an enterprise (departmentinfo). */
export interface Department {
  id: number;
  parentId: number | null;
  name: string;
  leader: string | null;
  phone: string | null;
  sort: number;
  /** 公司, 车间/部门 or 班组 (null: derived from the tree, src/domain/person-level.ts). */
  deptType: DepartmentType | null;
}

/** A department as answered: with the level of the people in it (公司级 … 岗位级). */
export type DepartmentAnswer = Department & { level: PersonLevel; levelName: string };

/** Adds each department's level (src/domain/person-level.ts) to a full list of the enterprise's departments. */
export function withLevels(all: readonly Department[]): DepartmentAnswer[] {
  const levels = departmentLevels(all);
  return all.map((d) => {
    const level = levels.get(d.id) as PersonLevel;
    return { ...d, level, levelName: PERSON_LEVEL_LABELS[level] };
  });
}

export type TreeNode<T> = T & { children: TreeNode<T>[] };

export const departmentColumns = `id, parent_id as "parentId", name, leader, phone, sort, dept_type as "deptType"`;

/** The live departments of an enterprise in display order. */
export function listDepartments(tx: Queryable, tenantId: number): Promise<Department[]> {
  return tx.query<Department>(
    `select ${departmentColumns} from departmentinfo where tenant_id = $1 and not deleted order by sort, id`,
    [tenantId],
  );
}

/**
 * Nests rows under their parents (rows keep their order); a row whose parent is missing is a root,
 * so a filtered or partial list still shows every row.
 */
export function buildTree<T extends { id: number; parentId: number | null }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId == null ? undefined : nodes.get(r.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The rows whose name contains `name`, with all their ancestors so that the tree stays connected. */
export function withAncestors<T extends Department>(rows: T[], name: string): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const r of rows) {
    if (!r.name.includes(name)) continue;
    let cur: T | undefined = r;
    while (cur && !keep.has(cur.id)) {
      keep.add(cur.id);
      cur = cur.parentId == null ? undefined : byId.get(cur.parentId);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

/**
 * Whether a live department `id` belongs to the enterprise. The row is share-locked, so a concurrent
 * delete cannot remove the department that this transaction is about to reference.
 */
export async function departmentExists(tx: Queryable, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx.query('select 1 from departmentinfo where tenant_id = $1 and id = $2 and not deleted for share', [
    tenantId,
    id,
  ]);
  return rows.length > 0;
}

/** Throws a 400 naming `field` unless the department belongs to the enterprise. */
export async function requireDepartment(tx: Queryable, tenantId: number, id: number, field: string): Promise<void> {
  if (!(await departmentExists(tx, tenantId, id))) throw fieldError(field, text('api.user.departmentDoesNotExistDoes'));
}

/** The department and all its live descendants. */
export async function descendantIds(tx: Queryable, tenantId: number, id: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `with recursive sub(id) as (
       select id from departmentinfo where tenant_id = $1 and id = $2 and not deleted
       union
       select d.id from departmentinfo d join sub on d.parent_id = sub.id where d.tenant_id = $1 and not d.deleted
     ) select id from sub`,
    [tenantId, id],
  );
  return rows.map((r) => Number(r.id));
}

/** The department ids of `ids` that are not live departments of the enterprise (the others are share-locked). */
export async function unknownDepartments(tx: Queryable, tenantId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx.query<{ id: number }>(
    'select id from departmentinfo where tenant_id = $1 and id = any($2::bigint[]) and not deleted for share',
    [tenantId, ids],
  );
  const known = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !known.has(id));
}
