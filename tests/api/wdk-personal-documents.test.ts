// A person's own documents (docs/knowledge.md 文档库, the resource keyword `ownerOnly`), on PGlite and PostgreSQL:
// a document of the personal library is listed, exported, shown, edited, deleted and downloaded only by the account that
// created it (its files and its earlier versions' files too), as the knowledge search finds it; the enterprise's documents stay everyone's.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart.ts';
import { pdf } from './helpers/sample-files.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const API = '/zax-cloud/u-basic/document';
let t: TestApp;
let qy: string;
let staff: string;
let categoryId: number;

type Row = { id: number; title: string };

const doc = (title: string, library: string, files: string[] = []) => ({ title, categoryId, library, version: 'V1.0', effectiveFrom: '2026-01-01', keywords: '私人文档检查', files });

async function create(token: string, payload: Record<string, unknown>): Promise<Row> {
  const res = await t.call({ method: 'POST', url: API, token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}

const listed = async (token: string, path = '/list'): Promise<string[]> => {
  const res = await t.call({ method: 'GET', url: `${API}${path}?title=${encodeURIComponent('私人测试')}&limit=50`, token });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { rows: Row[] } | Row[];
  return (Array.isArray(data) ? data : data.rows).map((r) => r.title).sort();
};

/** The titles of the export of documents titled 不给别人看 (the first column of the sheet's data rows). */
async function exportedTitles(token: string): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: `${API}/export?title=${encodeURIComponent('不给别人看')}`, token });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = wb.worksheets[0].getSheetValues().slice(2) as unknown[][];
  return rows.filter(Boolean).map((r) => String(r[1]));
}

beforeAll(async () => {
  t = await createTestApp();
  qy = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  const categories = await t.call({ method: 'GET', url: '/zax-cloud/u-basic/document-category/pure/list', token: qy });
  categoryId = (categories.json().data as { id: number }[])[0].id;
});
afterAll(() => t.close());

describe('个人知识库的文档', () => {
  it("shows the demo's personal note to staff01, who the demo file names as its creator (by), and to nobody else", async () => {
    const titles = async (token: string) => {
      const res = await t.call({ method: 'GET', url: `${API}/list?title=${encodeURIComponent('个人学习笔记')}&limit=50`, token });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { rows: Row[]; total: number };
      return { titles: data.rows.map((r) => r.title), total: data.total };
    };
    // The counts too: a count kept for one account is never answered to another (the condition names the caller).
    expect(await titles(staff)).toEqual({ titles: ['个人学习笔记：重大危险源辨识'], total: 1 });
    expect(await titles(qy)).toEqual({ titles: [], total: 0 });
  });

  it('lists a personal document only for its creator, the enterprise documents for everyone', async () => {
    await create(qy, doc('私人测试：企业的', 'enterprise'));
    await create(qy, doc('私人测试：管理员个人的', 'personal'));
    await create(staff, doc('私人测试：员工个人的', 'personal'));
    expect(await listed(qy)).toEqual(['私人测试：企业的', '私人测试：管理员个人的']);
    expect(await listed(staff)).toEqual(['私人测试：企业的', '私人测试：员工个人的']);
    expect(await listed(staff, '/pure/list')).toEqual(['私人测试：企业的', '私人测试：员工个人的']);
  });

  it("answers another's personal document as missing (detail, edit, delete, export) and changes nothing", async () => {
    const own = await create(qy, doc('私人测试：不给别人看', 'personal'));
    const detail = await t.call({ method: 'GET', url: `${API}/${own.id}`, token: staff });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().msg).toContain('文档列表');
    const edit = await t.call({ method: 'PUT', url: API, token: staff, payload: { id: own.id, title: '私人测试：被改了' } });
    expect(edit.statusCode).toBe(404);
    const [row] = await t.db.query<{ title: string }>(`select data->>'title' as title from r_document where id = $1`, [own.id]);
    expect(row.title).toBe('私人测试：不给别人看');
    const del = await t.call({ method: 'DELETE', url: API, token: staff, payload: { ids: [own.id] } });
    expect(del.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `${API}/${own.id}`, token: qy })).statusCode).toBe(200);
    expect(await exportedTitles(staff)).toEqual([]);
    expect(await exportedTitles(qy)).toEqual(['私人测试：不给别人看']);
  });

  it('made personal later, the document leaves the others at once; made enterprise again, it comes back', async () => {
    const d = await create(qy, doc('私人测试：后来改为个人', 'enterprise'));
    expect(await listed(staff)).toContain('私人测试：后来改为个人');
    await t.call({ method: 'PUT', url: API, token: qy, payload: { id: d.id, library: 'personal' } });
    expect(await listed(staff)).not.toContain('私人测试：后来改为个人');
    await t.call({ method: 'PUT', url: API, token: qy, payload: { id: d.id, library: 'enterprise' } });
    expect(await listed(staff)).toContain('私人测试：后来改为个人');
  });

  it("downloads a personal document's files (its own and its versions') only for its creator", async () => {
    const file = async () => {
      const res = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: qy, ...multipartBody({}, { name: '个人笔记.pdf', content: pdf() }) });
      expect(res.statusCode, res.body).toBe(200);
      return String((res.json().data as { id: number }).id);
    };
    const [current, older, shared] = [await file(), await file(), await file()];
    const own = await create(qy, { ...doc('私人测试：带文件的', 'personal', [current]), versions: [{ version: 'V0.9', files: [older] }] });
    await create(qy, doc('私人测试：企业带文件的', 'enterprise', [shared]));
    const status = async (token: string, id: string) => (await t.call({ method: 'GET', url: `/zax-cloud/asset/file/${id}`, token })).statusCode;
    expect(await status(qy, current)).toBe(200);
    expect(await status(qy, older)).toBe(200);
    expect(await status(staff, current)).toBe(404);
    expect(await status(staff, older)).toBe(404);
    expect((await t.call({ method: 'GET', url: `/zax-cloud/asset/file/download?resource=${current}`, token: staff })).statusCode).toBe(404);
    expect(await status(staff, shared)).toBe(200);
    // Made an enterprise document, its files are everyone's.
    await t.call({ method: 'PUT', url: API, token: qy, payload: { id: own.id, library: 'enterprise' } });
    expect(await status(staff, current)).toBe(200);
    expect(await status(staff, older)).toBe(200);
  });

  it("counts a personal document in the statistics for its creator only, as the list shows it", async () => {
    await create(qy, doc('统计私人：企业的', 'enterprise'));
    await create(qy, doc('统计私人：管理员个人的', 'personal'));
    await create(staff, doc('统计私人：员工个人的', 'personal'));
    await create(staff, doc('统计私人：员工个人的二', 'personal'));
    const byLibrary = async (session: string): Promise<Record<string, number>> => {
      const token = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: session });
      expect(token.statusCode, token.body).toBe(200);
      const res = await t.call({ url: `/data-service/stats/wdk/by-library?title=${encodeURIComponent('统计私人')}`, headers: { authorization: `Bearer ${(token.json().data as { token: string }).token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries((res.json().data.rows as { key: string; value: number }[]).map((r) => [r.key, r.value]));
    };
    expect(await byLibrary(qy)).toMatchObject({ enterprise: 1, personal: 1 });
    expect(await byLibrary(staff)).toMatchObject({ enterprise: 1, personal: 2 });
  });
});
