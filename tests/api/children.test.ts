// The `children` keyword end to end on the shipped pair (作业检查库 → 检查项): a parent saved with its rows in
// one call, rows added, changed, reordered and removed by an update, a failing row refusing the whole save
// with nothing written, rows of another parent or another enterprise refused, the detail answering the rows
// in order (lists not), the child's own list filtered by its parent, and the delete cascading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/tszy/check-library';
const ITEMS = '/zax-cloud/tszy/check-item';
let t: TestApp;
let admin: string; // qyadmin of 1001 (qyUser: may write)
let staff: string; // staff01 of 1001 (reads only)
let other: string; // qyadmin2 of 2001 (given the module here)

const library = (name = '动火作业检查库') => ({ name, workType: 'DONG_HUO', basis: 'GB 30871-2022' });
const item = (content: string, extra: Record<string, unknown> = {}) => ({ content, basis: '5.1', score: 10, ...extra });

type Row = Record<string, unknown> & { id: number };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function detail(id: number, token = admin): Promise<Row & { items: Row[] }> {
  const res = await call('GET', `${EP}/${id}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Live rows of the child table, per tenant, as stored. */
async function stored(tenant: number): Promise<{ id: number; library: number; content: string; sort: number }[]> {
  return t.db.query(
    `select id::int as id, (data->>'libraryId')::int as library, data->>'content' as content, sort_order as sort
       from r_check_item where tenant_id = $1 and not deleted order by library, sort_order, id`,
    [tenant],
  );
}

async function createWithItems(name: string, items: unknown[], token = admin) {
  const res = await call('POST', EP, { ...library(name), items }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row & { items: Row[] };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query("update qyxx set have_model = array_append(have_model, 'tszy') where tenant_id = 2001 and not ('tszy' = any(have_model))");
  [admin, staff, other] = await Promise.all([
    t.login('qyadmin', PASSWORDS.qyadmin),
    t.login('staff01', PASSWORDS.staff01),
    t.login('qyadmin2', PASSWORDS.qyadmin2),
  ]);
});
afterAll(() => t.close());

describe('create with rows', () => {
  it('saves a parent with three rows in one call and answers them in order', async () => {
    const rec = await createWithItems('三项', [item('动火点周围可燃物已清理'), item('气体分析合格', { important: true }), item('灭火器材已到位')]);
    expect(rec.items.map((r) => r.content)).toEqual(['动火点周围可燃物已清理', '气体分析合格', '灭火器材已到位']);
    expect(rec.items.every((r) => r.libraryId === rec.id && typeof r.id === 'number')).toBe(true);
    expect(rec.items[1].important).toBe(true);
    const rows = (await stored(1001)).filter((r) => r.library === rec.id);
    expect(rows.map((r) => [r.content, r.sort])).toEqual([
      ['动火点周围可燃物已清理', 1],
      ['气体分析合格', 2],
      ['灭火器材已到位', 3],
    ]);
    expect((await detail(rec.id)).items.map((r) => r.id)).toEqual(rec.items.map((r) => r.id));
  });

  it('saves a parent without the key, and with an empty list, with no rows', async () => {
    const none = await call('POST', EP, library('无检查项'));
    expect(none.statusCode).toBe(200);
    expect(none.json().data.items).toEqual([]);
    const empty = await createWithItems('空检查项', []);
    expect(empty.items).toEqual([]);
  });

  it('refuses the whole save when the 4th row fails, naming items[3].content, and writes nothing', async () => {
    const before = await stored(1001);
    const [{ n: parents }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_check_library where tenant_id = 1001');
    const res = await call('POST', EP, { ...library('第四行失败'), items: [item('一'), item('二'), item('三'), item('   ')] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual([{ field: 'items[3].content', message: '检查项第4行：请填写检查内容' }]);
    expect(body.msg).toBe('检查项第4行：请填写检查内容');
    expect(await stored(1001)).toEqual(before);
    const [{ n: after }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_check_library where tenant_id = 1001');
    expect(after).toBe(parents);
  });

  it.each([
    ['a row that is not an object', ['x'], 'items[0]', '检查项第1行：格式不正确'],
    ['rows that are not a list', { content: 'x' }, 'items', '检查项格式不正确'],
    ['a score past its maximum', [item('a', { score: 101 })], 'items[0].score', '检查项第1行：分值不能大于100'],
    ['an unknown key in a row', [item('a', { hack: 1 })], 'items[0].hack', '检查项第1行：不支持的字段：hack'],
    ['an id on a new parent', [item('a', { id: 1 })], 'items[0].id', '检查项第1行：不属于本作业检查库或已删除'],
    ['an id that is not an integer', [item('a', { id: 'x' })], 'items[0].id', '检查项第1行：记录ID格式不正确'],
    ['a parent id set by the client', [item('a', { libraryId: 5 })], 'items[0].libraryId', '检查项第1行：所属检查库不能修改'],
    ['more rows than allowed', Array.from({ length: 201 }, (_, i) => item(`第${i}项`)), 'items', '检查项不能超过200行'],
  ])('refuses %s', async (_what, items, field, message) => {
    const before = await stored(1001);
    const res = await call('POST', EP, { ...library('坏行'), items });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toEqual({ field, message });
    expect(await stored(1001)).toEqual(before);
  });

  it('names every failing row at once', async () => {
    const res = await call('POST', EP, { ...library('多行失败'), items: [item(''), item('好'), item('坏', { score: -1 })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['items[0].content', 'items[2].score']);
  });

  it('lets only writers save rows', async () => {
    const res = await call('POST', EP, { ...library('员工'), items: [item('a')] }, staff);
    expect(res.statusCode).toBe(403);
  });
});

describe('update with rows', () => {
  it('adds, changes, reorders and removes rows; a key not sent leaves them', async () => {
    const rec = await createWithItems('更新', [item('甲'), item('乙'), item('丙')]);
    const [a, b, c] = rec.items;
    // Rows as the detail answered them (system fields and the parent's id included) are accepted.
    const res = await call('PUT', EP, { id: rec.id, items: [{ ...c, content: '丙改' }, item('丁'), a] });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data.items as Row[];
    expect(after.map((r) => r.content)).toEqual(['丙改', '丁', '甲']);
    expect(after[0].id).toBe(c.id);
    expect(after[2].id).toBe(a.id);
    const [{ deleted }] = await t.db.query<{ deleted: boolean }>('select deleted from r_check_item where id = $1', [b.id]);
    expect(deleted).toBe(true);

    const renamed = await call('PUT', EP, { id: rec.id, name: '只改名称' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json().data.items as Row[]).map((r) => r.content)).toEqual(['丙改', '丁', '甲']);
  });

  it('merges a row sent with its id over what is stored, and clears a field sent as null', async () => {
    const rec = await createWithItems('合并', [item('原内容', { basis: '原依据', score: 5 })]);
    const id = rec.items[0].id;
    const res = await call('PUT', EP, { id: rec.id, items: [{ id, score: 8, basis: null }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ id, content: '原内容', score: 8 });
    expect(res.json().data.items[0].basis).toBeUndefined();
  });

  it('removes every row when the key is sent empty', async () => {
    const rec = await createWithItems('清空', [item('a'), item('b')]);
    const res = await call('PUT', EP, { id: rec.id, items: [] });
    expect(res.json().data.items).toEqual([]);
    expect((await stored(1001)).filter((r) => r.library === rec.id)).toEqual([]);
  });

  it('refuses a row of another parent, and a row twice, and changes nothing', async () => {
    const one = await createWithItems('甲库', [item('甲1')]);
    const two = await createWithItems('乙库', [item('乙1')]);
    const before = await stored(1001);
    const foreign = await call('PUT', EP, { id: one.id, items: [{ ...two.items[0], content: '偷' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toEqual({ field: 'items[0].id', message: '检查项第1行：不属于本作业检查库或已删除' });
    const twice = await call('PUT', EP, { id: one.id, items: [one.items[0], one.items[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toEqual({ field: 'items[1].id', message: '检查项第2行：重复提交' });
    expect(await stored(1001)).toEqual(before);
  });

  it('refuses the whole update when a row fails: the parent and every row stay as they were', async () => {
    const rec = await createWithItems('原子更新', [item('一'), item('二'), item('三')]);
    const before = await detail(rec.id);
    const res = await call('PUT', EP, { id: rec.id, name: '不应保存', items: [item('新'), rec.items[0], rec.items[1], { ...rec.items[2], content: '' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('items[3].content');
    const after = await detail(rec.id);
    expect(after.name).toBe('原子更新');
    expect(after.items).toEqual(before.items);
  });

  it('refuses a row of another enterprise, and another enterprise’s parent', async () => {
    const theirs = await createWithItems('他人库', [item('他人项')], other);
    const mine = await createWithItems('本企业库', [item('本项')]);
    const before = await stored(2001);
    const res = await call('PUT', EP, { id: mine.id, items: [{ id: theirs.items[0].id, content: '篡改' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('items[0].id');
    const created = await call('POST', EP, { ...library('借用他人项'), items: [{ id: theirs.items[0].id, content: '篡改' }] });
    expect(created.statusCode).toBe(400);
    const parent = await call('PUT', EP, { id: theirs.id, items: [item('塞入')] });
    expect(parent.statusCode).toBe(404);
    expect(await stored(2001)).toEqual(before);
    expect((await call('GET', `${EP}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${ITEMS}/${theirs.items[0].id}`)).statusCode).toBe(404);
  });
});

describe('reads', () => {
  it('answers rows in the detail only, and keeps the child list filterable by parent', async () => {
    const rec = await createWithItems('读取', [item('r1'), item('r2')]);
    const list = await call('GET', `${EP}/list?name=读取`);
    expect(list.statusCode).toBe(200);
    const row = (list.json().data.rows as Row[]).find((r) => r.id === rec.id);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('items');
    const children = await call('GET', `${ITEMS}/list?libraryId=${rec.id}`, undefined, staff);
    expect(children.statusCode, children.body).toBe(200);
    expect((children.json().data.rows as Row[]).map((r) => r.content)).toEqual(['r1', 'r2']);
    expect((await detail(rec.id, staff)).items).toHaveLength(2);
  });
});

describe('an enterprise’s overlay', () => {
  it('cannot add a child to a resource: the server keeps the file’s children', async () => {
    // 2001's schema-editor patch claims safety managers as rows of its libraries.
    const patch = { children: [{ key: 'items', resource: 'check-item', via: 'libraryId', title: '检查项' }, { key: 'people', resource: 'safety-manager', via: 'name', title: '人员' }] };
    await t.db.query("insert into overlay_version(tenant_id, resource_key, version, overlay, note) values (2001, 'check-library', 1, $1, 'patch')", [JSON.stringify({ fields: [], tabs: [], patch })]);
    const res = await call('POST', EP, { ...library('补丁'), people: [{ name: '注入' }] }, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('people');
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from r_safety_manager where data->>'name' = '注入'");
    expect(n).toBe(0);
  });
});

describe('delete', () => {
  it('deletes the rows with their parent (soft, like every record)', async () => {
    const rec = await createWithItems('删除', [item('d1'), item('d2'), item('d3')]);
    const keep = await createWithItems('保留', [item('k1')]);
    const res = await call('DELETE', `${EP}?ids=${rec.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.query<{ deleted: boolean }>("select deleted from r_check_item where (data->>'libraryId')::int = $1", [rec.id]);
    expect(rows.map((r) => r.deleted)).toEqual([true, true, true]);
    expect((await stored(1001)).filter((r) => r.library === keep.id)).toHaveLength(1);
    expect((await call('GET', `${ITEMS}/${rec.items[0].id}`)).statusCode).toBe(404);
  });
});
