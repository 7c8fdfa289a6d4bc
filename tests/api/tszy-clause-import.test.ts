// 检查条款库 as the shared source of 作业检查库 (docs/permits.md "Check items from 检查条款库"): an item citing a
// check clause takes its content and basis from it at every save; POST /tszy/check-library/import-clauses turns
// chosen clauses into items citing them, once each (n added, m already there), and refuses an unknown clause, a
// library of another enterprise and too many items with nothing changed. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/tszy/check-library';
const IMPORT = `${EP}/import-clauses`;
let t: TestApp;
let admin: string; // qyadmin of 1001 (qyUser: may write)
let staff: string; // staff01 of 1001 (reads only)
let other: string; // qyadmin2 of 2001

type Row = Record<string, unknown> & { id: number };
interface Clause {
  id: number;
  content: string;
  basisNo: string;
  clauseNo: string;
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) {
  return t.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

/** Platform clauses (tenant 0) by a word of their content. */
async function platformClause(word: string): Promise<Clause> {
  const rows = await t.db.query<Clause>(
    `select id::int as id, data->>'content' as content, data->>'basisNo' as "basisNo", data->>'clauseNo' as "clauseNo"
       from r_check_clause where tenant_id = 0 and not deleted and data->>'content' like $1 order by id limit 1`,
    [`%${word}%`],
  );
  expect(rows.length, word).toBe(1);
  return rows[0];
}

async function newLibrary(name: string, token = admin, items: unknown[] = []): Promise<Row & { items: Row[] }> {
  const res = await call('POST', EP, { name, workType: 'DONG_HUO', items }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function itemsOf(libraryId: number): Promise<Row[]> {
  const res = await call('GET', `${EP}/${libraryId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items;
}

/** Every live check item of a tenant, as stored (a refused request must leave them as they were). */
async function storedItems(tenant: number) {
  return t.db.query(`select id, data, sort_order from r_check_item where tenant_id = $1 and not deleted order by id`, [tenant]);
}

let fireClause: Clause;
let gasClause: Clause;
let fenceClause: Clause;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query("update qyxx set have_model = array_append(have_model, 'tszy') where tenant_id = 2001 and not ('tszy' = any(have_model))");
  [admin, staff, other] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('staff01', PASSWORDS.staff01), t.login('qyadmin2', PASSWORDS.qyadmin2)]);
  fireClause = await platformClause('清除周围易燃物品');
  gasClause = await platformClause('中断超过60分钟');
  fenceClause = await platformClause('安全带');
});
afterAll(() => t.close());

describe('an item citing a check clause', () => {
  it('takes the clause content and basis at every save, whatever the client sent', async () => {
    const lib = await newLibrary('引用条款的检查库', admin, [{ clauseId: fireClause.id, content: '随便写的', basis: '乱填' }, { content: '自己写的检查项', basis: '企业制度' }]);
    expect(lib.items.map((r) => [r.clauseId ?? null, r.content, r.basis])).toEqual([
      [fireClause.id, fireClause.content, `${fireClause.basisNo} ${fireClause.clauseNo}`],
      [null, '自己写的检查项', '企业制度'],
    ]);
    // An item may be saved citing a clause and nothing else: the content comes from the clause.
    const res = await call('PUT', EP, { id: lib.id, items: [...lib.items, { clauseId: gasClause.id }] });
    expect(res.statusCode, res.body).toBe(200);
    const items = await itemsOf(lib.id);
    expect(items[2]).toMatchObject({ clauseId: gasClause.id, content: gasClause.content, basis: `${gasClause.basisNo} ${gasClause.clauseNo}` });
    // The detail names the clause cited (its label: the clause's content).
    expect((items[2].refLabels as Record<string, unknown>).clauseId).toBe(gasClause.content);
  });

  it('refuses a clause that does not exist, naming the row and field, and writes nothing', async () => {
    const lib = await newLibrary('不存在的条款');
    const before = await storedItems(1001);
    const res = await call('PUT', EP, { id: lib.id, items: [{ clauseId: 999_999_999 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('items[0].clauseId');
    expect(res.json().msg).toContain('检查条款不存在或已删除');
    expect(await storedItems(1001)).toEqual(before);
  });

  it('refuses another enterprise’s own clause as one that does not exist', async () => {
    const created = await call('POST', '/zax-cloud/u-basic/check-clause', { category: 'management', content: '乙企业自己的条款', basisNo: '乙企业制度' }, other);
    expect(created.statusCode, created.body).toBe(200);
    const lib = await newLibrary('借用他企业条款');
    const res = await call('PUT', EP, { id: lib.id, items: [{ clauseId: created.json().data.id }] });
    expect(res.statusCode).toBe(400);
    expect(await itemsOf(lib.id)).toEqual([]);
  });
});

describe('the demo libraries', () => {
  it('cite the platform clauses their items come from', async () => {
    const rows = await t.db.query<{ content: string; clause: number | null; clauseContent: string | null; clauseTenant: number | null }>(
      `select i.data->>'content' as content, (i.data->>'clauseId')::int as clause, c.data->>'content' as "clauseContent", c.tenant_id::int as "clauseTenant"
         from r_check_item i join r_check_library l on l.id = (i.data->>'libraryId')::bigint and l.tenant_id = i.tenant_id
         left join r_check_clause c on c.id = (i.data->>'clauseId')::bigint
        where i.tenant_id = 1001 and not i.deleted and l.data->>'name' = '动火作业检查库（GB 30871）' order by i.sort_order`,
    );
    expect(rows.map((r) => [r.content, r.clause === null ? null : r.clauseContent, r.clauseTenant])).toEqual([
      [fireClause.content, fireClause.content, 0],
      [gasClause.content, gasClause.content, 0],
      ['监火人是否全程在场并持灭火器材', null, null],
    ]);
  });
});

describe('POST /tszy/check-library/import-clauses', () => {
  it('adds each chosen clause once as an item citing it, and counts those already there', async () => {
    const lib = await newLibrary('导入条款的检查库', admin, [{ content: '原有的检查项' }]);
    const first = await call('POST', IMPORT, { libraryId: lib.id, clauseIds: [fireClause.id, gasClause.id] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ libraryId: lib.id, added: 2, already: 0, alreadyClauseIds: [] });
    const second = await call('POST', IMPORT, { libraryId: lib.id, clauseIds: [gasClause.id, fenceClause.id, fenceClause.id, fireClause.id] });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ added: 1, already: 2, alreadyClauseIds: [gasClause.id, fireClause.id] });
    const items = await itemsOf(lib.id);
    expect(items.map((r) => [r.content, r.clauseId ?? null])).toEqual([
      ['原有的检查项', null],
      [fireClause.content, fireClause.id],
      [gasClause.content, gasClause.id],
      [fenceClause.content, fenceClause.id],
    ]);
    expect(items[3].basis).toBe(`${fenceClause.basisNo} ${fenceClause.clauseNo}`);
    // The item list filters by the clause cited.
    const byClause = await call('GET', `/zax-cloud/tszy/check-item/list?clauseId=${fenceClause.id}&libraryId=${lib.id}`);
    expect(byClause.json().data.rows.map((r: Row) => r.id)).toEqual([items[3].id]);
  });

  it('refuses an unknown clause, naming it, and adds none of the others', async () => {
    const lib = await newLibrary('未知条款');
    const before = await storedItems(1001);
    const res = await call('POST', IMPORT, { libraryId: lib.id, clauseIds: [fireClause.id, 888_888_888] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'clauseIds', message: '检查条款不存在或已删除：编号888888888' }]);
    expect(await storedItems(1001)).toEqual(before);
  });

  it('refuses a library of another enterprise as one that does not exist, changing nothing', async () => {
    const theirs = await newLibrary('乙企业的检查库', other);
    const before = await storedItems(2001);
    const res = await call('POST', IMPORT, { libraryId: theirs.id, clauseIds: [fireClause.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'libraryId', message: `检查库不存在或已删除（编号${theirs.id}）` }]);
    expect(await storedItems(2001)).toEqual(before);
  });

  it('refuses more items than a library holds, an empty choice, and a reader, changing nothing', async () => {
    const lib = await newLibrary('满了的检查库', admin, Array.from({ length: 199 }, (_, i) => ({ content: `第${i + 1}项` })));
    const before = await storedItems(1001);
    const full = await call('POST', IMPORT, { libraryId: lib.id, clauseIds: [fireClause.id, gasClause.id] });
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual([{ field: 'clauseIds', message: '检查项不能超过200行：检查库已有199项，本次将新增2项' }]);
    const empty = await call('POST', IMPORT, { libraryId: lib.id, clauseIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('clauseIds');
    const reader = await call('POST', IMPORT, { libraryId: lib.id, clauseIds: [fireClause.id] }, staff);
    expect(reader.statusCode).toBe(403);
    expect(await storedItems(1001)).toEqual(before);
  });
});
