// Demo categories of enterprise 1001 as a tree (category's `tree`: parentId), so that the tree view of
// 分类管理 shows levels on a first start. Inserted parents first; each record passes category's validator
// (tests/unit/tree-keyword.test.ts). It stays code rather than a demo file: a tree's records refer to
// records of their own resource, which a demo file's references by label cannot.
import type { Queryable } from '../db.ts';

/** [code, name, categoryType, children]. */
export type DemoCategory = [string, string, string, DemoCategory[]?];

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  ['EQ', '设备设施', 'equipment', [
    ['EQ-STATIC', '静设备', 'equipment', [
      ['EQ-VESSEL', '压力容器', 'equipment'],
      ['EQ-TANK', '储罐', 'equipment'],
    ]],
    ['EQ-ROTATING', '动设备', 'equipment', [
      ['EQ-PUMP', '机泵', 'equipment'],
      ['EQ-COMP', '压缩机', 'equipment'],
    ]],
  ]],
  ['CH', '危险化学品', 'chemical', [
    ['CH-FLAM', '易燃液体', 'chemical'],
    ['CH-TOXIC', '有毒气体', 'chemical'],
  ]],
  ['HZ', '隐患类别', 'hazard', [
    ['HZ-MGMT', '管理类隐患', 'hazard'],
    ['HZ-SITE', '现场类隐患', 'hazard'],
  ]],
];

/** The records of the demo tree, each with its path of codes (for tests). */
export function demoCategoryRecords(): { code: string; parentCode: string | null; data: Record<string, unknown> }[] {
  const out: { code: string; parentCode: string | null; data: Record<string, unknown> }[] = [];
  const walk = (list: readonly DemoCategory[], parent: string | null, level: number) => {
    for (const [code, name, categoryType, children] of list) {
      out.push({ code, parentCode: parent, data: { categoryType, code, name, level } });
      walk(children ?? [], code, level + 1);
    }
  };
  walk(DEMO_CATEGORIES, null, 1);
  return out;
}

/** Inserts the demo tree for `tenant`, parents before children, in display order. */
export async function seedDemoCategories(tx: Queryable, tenant: number): Promise<void> {
  const ids = new Map<string, number>();
  // Orders from 100 on: the sort action numbers the records it is given from 1, before these.
  let sort = 100;
  for (const r of demoCategoryRecords()) {
    const parentId = r.parentCode === null ? undefined : ids.get(r.parentCode);
    const [{ id }] = await tx.query<{ id: number }>(
      'insert into r_category(tenant_id, data, sort_order) values ($1, $2, $3) returning id',
      [tenant, JSON.stringify(parentId === undefined ? r.data : { ...r.data, parentId }), (sort += 1)],
    );
    ids.set(r.code, Number(id));
  }
}
