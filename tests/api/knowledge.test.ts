// 文档库, 重点危化品 and 物料使用 end to end (docs/knowledge.md): a document's version never goes back, its
// validity status and the expiry window; the CAS check digit; the stock balance that never goes negative,
// two issues racing for the last stock (one refused, nothing changed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const API = '/zax-cloud/u-basic';
let t: TestApp;
let admin: string;

type Row = Record<string, unknown> & { id: number };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.call({ method, url, token: admin, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function create(resource: string, payload: Record<string, unknown>): Promise<Row> {
  const res = await call('POST', `${API}/${resource}`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
});
afterAll(() => t.close());

describe('文档库', () => {
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await create('document-category', { name: '测试制度' })).id;
  });

  it('refuses a version older than the current, naming the field, and changes nothing', async () => {
    const doc = await create('document', { title: '版本测试', categoryId, library: 'enterprise', version: 'V2.0', effectiveFrom: day(-10) });
    const older = await call('PUT', `${API}/document`, { id: doc.id, version: 'V1.9' });
    expect(older.statusCode).toBe(400);
    expect(older.json().errors).toEqual([{ field: 'version', message: '当前版本不能早于已登记的版本V2.0' }]);
    const [row] = await t.db.query<{ v: string }>(`select data->>'version' as v from r_document where id = $1`, [doc.id]);
    expect(row.v).toBe('V2.0');
    const newer = await call('PUT', `${API}/document`, { id: doc.id, version: 'V2.1', versions: [{ version: 'V2.0', changeNote: '上一版' }] });
    expect(newer.statusCode, newer.body).toBe(200);
    const history = await call('PUT', `${API}/document`, { id: doc.id, versions: [{ version: 'V3.0' }] });
    expect(history.statusCode).toBe(400);
    expect(history.json().errors[0].field).toBe('versions[0].version');
  });

  it('derives the four validity statuses and lists what expires within a window', async () => {
    const made = await Promise.all([
      create('document', { title: '窗口内到期', categoryId, library: 'enterprise', version: '1.0', effectiveFrom: day(-100), effectiveTo: day(10) }),
      create('document', { title: '窗口外到期', categoryId, library: 'enterprise', version: '1.0', effectiveFrom: day(-100), effectiveTo: day(200) }),
      create('document', { title: '尚未生效', categoryId, library: 'enterprise', version: '1.0', effectiveFrom: day(5), effectiveTo: day(300) }),
      create('document', { title: '已经过期', categoryId, library: 'enterprise', version: '1.0', effectiveFrom: day(-300), effectiveTo: day(-1) }),
      create('document', { title: '作废文件', categoryId, library: 'personal', version: '1.0', effectiveFrom: day(-100), effectiveTo: day(15), voided: true }),
    ]);
    const list = await call('GET', `${API}/document/list?categoryId=${categoryId}&limit=50`);
    const status = Object.fromEntries((list.json().data.rows as Row[]).map((r) => [r.title, r.validityStatus]));
    expect(new Set(made.map((m) => status[m.title as string])).size).toBe(4);
    const window = await call('GET', `${API}/document/list?categoryId=${categoryId}&validityStatus=${status['窗口内到期'] as string}&effectiveTo=${day(0)},${day(30)}`);
    expect((window.json().data.rows as Row[]).map((r) => r.title)).toEqual(['窗口内到期']);
  });
});

describe('重点危化品', () => {
  it('refuses a CAS number with a wrong check digit, naming the field, and keeps nothing', async () => {
    const bad = await call('POST', `${API}/chemical`, { name: '坏CAS', casNo: '7664-41-8', physicalState: 'gas' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'casNo', message: 'CAS号格式不正确' }]);
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from r_chemical where data->>'name' = '坏CAS'`);
    expect(n).toBe(0);
    const ok = await create('chemical', { name: '测试氨', casNo: '7664-41-7', physicalState: 'liquefied', ghsClasses: ['flammable-gas', 'acute-toxic'], keySupervised: true, criticalQuantity: 10, maxStock: 45 });
    expect(ok.casNo).toBe('7664-41-7');
  });

  it('stores by a named place (none refused) and warns when the stock passes what the storage allows', async () => {
    const chem = await create('chemical', { name: '储存测试', casNo: '67-56-1', physicalState: 'liquid' });
    const [{ id: warehouseId }] = await t.db.query<{ id: number }>(
      `insert into r_warehouse(tenant_id, data) values (1001, '{"name": "测试甲类库", "code": "CK-T1"}') returning id::int as id`,
    );
    const neither = await call('POST', `${API}/chemical-storage`, { chemicalId: chem.id, currentStock: 1, allowedStock: 2 });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors[0]).toEqual({ field: 'warehouseId', message: '请选择仓库或罐区中的一个作为储存地点' });
    const over = await create('chemical-storage', { chemicalId: chem.id, warehouseId, currentStock: 12, allowedStock: 10, stockState: 'ok' });
    expect(over.stockState).toBe('over');
    const fine = await call('PUT', `${API}/chemical-storage`, { id: over.id, currentStock: 8 });
    expect(fine.json().data.stockState).toBe('ok');
  });
});

describe('物料使用', () => {
  const balanceOf = async (id: number) =>
    Number((await t.db.query<{ b: string }>(`select data->>'balance' as b from r_material where id = $1`, [id]))[0].b);
  const recordCount = async (materialId: number) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from r_material_record where not deleted and (data->>'materialId')::int = $1`, [materialId]))[0].n;

  it('keeps the balance by receipts and issues, warns under the minimum, and refuses an issue larger than the balance', async () => {
    const m = await create('material', { name: '测试手套', unit: '副', balance: 10, minStock: 5, maxStock: 100 });
    await create('material-record', { materialId: m.id, direction: 'in', quantity: 5, recordDate: day(0) });
    const issue = await create('material-record', { materialId: m.id, direction: 'out', quantity: 12, recordDate: day(0), permitNo: 'DH-2026-001', purpose: '动火作业' });
    expect(await balanceOf(m.id)).toBe(3);
    const state = await call('GET', `${API}/material/${m.id}`);
    expect(state.json().data.stockState).toBe('low');
    const tooMuch = await call('POST', `${API}/material-record`, { materialId: m.id, direction: 'out', quantity: 4, recordDate: day(0) });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([{ field: 'quantity', message: '数量超出库存：测试手套的库存余额为3，本次需要4' }]);
    expect(await balanceOf(m.id)).toBe(3);
    // Editing an issue applies only the difference; deleting it gives the stock back.
    expect((await call('PUT', `${API}/material-record`, { id: issue.id, quantity: 10 })).statusCode).toBe(200);
    expect(await balanceOf(m.id)).toBe(5);
    const edit = await call('PUT', `${API}/material`, { id: m.id, balance: 99 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors[0].field).toBe('balance');
    expect((await call('DELETE', `${API}/material-record`, { ids: [issue.id] })).statusCode).toBe(200);
    expect(await balanceOf(m.id)).toBe(15);
  });

  it('lets only one of two issues racing for the last stock pass', async () => {
    const m = await create('material', { name: '最后一套面具', unit: '套', balance: 1 });
    const issue = () => call('POST', `${API}/material-record`, { materialId: m.id, direction: 'out', quantity: 1, recordDate: day(0) });
    const answers = await Promise.all([issue(), issue()]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json().errors[0]).toEqual({ field: 'quantity', message: '数量超出库存：最后一套面具的库存余额为0，本次需要1' });
    expect(await balanceOf(m.id)).toBe(0);
    expect(await recordCount(m.id)).toBe(1);
  });
});
