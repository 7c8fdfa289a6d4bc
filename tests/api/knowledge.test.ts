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
