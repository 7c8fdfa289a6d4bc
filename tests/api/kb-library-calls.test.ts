// The security library's calls of spec 000 §7 (docs/knowledge.md "Security library calls"), on PGlite and
// PostgreSQL, one test over the list of calls: each answers `data: {rows, total, page, limit}` from the shared
// library, pages (page 2 of one row is not page 1), refuses a too large limit and an unknown payload key naming
// the field in Chinese, and shows an enterprise's own records to it and never to another enterprise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_LIBRARY_CALLS } from '../../src/server/fgcx/library-calls.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let qy: string;
let qy2: string;

const MARK = '甲企业专有条款标记';
/** Calls answering options of fields, where no record's words appear. */
const OPTION_CALLS = new Set(['dictionary', 'industry', 'check-category']);

interface Page {
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  limit: number;
}

const call = (token: string, name: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/zax-cloud/kb/${name}`, token, payload });
const page = async (token: string, name: string, payload: Record<string, unknown>): Promise<Page> => {
  const res = await call(token, name, payload);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  expect(res.json().code).toBe(0);
  return res.json().data as Page;
};
/** Every row of a call (pages of 100). */
const everything = async (token: string, name: string): Promise<string> => {
  const first = await page(token, name, { limit: 100 });
  const rows = [...first.rows];
  for (let p = 2; (p - 1) * 100 < first.total; p++) rows.push(...(await page(token, name, { limit: 100, page: p })).rows);
  return JSON.stringify(rows);
};

beforeAll(async () => {
  t = await createTestApp();
  qy = await t.login('qyadmin', PASSWORDS.qyadmin);
  qy2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  const own: [string, Record<string, unknown>][] = [
    ['regulation', { title: `${MARK}管理规定`, level: 'enterprise', issuer: '安全部', timeliness: 'current', body: `第一条 ${MARK}第一条。\n第二条 ${MARK}第二条。` }],
    ['standard', { title: `${MARK}企业标准`, stdNo: 'Q/JQY 001—2026', stdType: 'enterprise', timeliness: 'current', body: `1 范围\n${MARK}的范围。\n2 要求\n${MARK}的要求。` }],
    ['check-clause', { category: 'special-work', content: `${MARK}检查内容`, basisNo: 'Q/JQY 001—2026', clauseNo: '2' }],
    ['accident-case', { title: `${MARK}事故`, accidentType: 'fire', level: 'ordinary', summary: MARK }],
  ];
  for (const [key, payload] of own) {
    const res = await t.call({ method: 'POST', url: `/zax-cloud/u-basic/${key}`, token: qy, payload });
    expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
  }
});
afterAll(() => t.close());

describe('安全库接口', () => {
  it('has a call for every name of spec 000 §7 besides login and search', () => {
    expect(SECURITY_LIBRARY_CALLS.map((c) => c.name).sort()).toEqual(
      ['std-clause', 'regulations-clause', 'dictionary', 'industry', 'check-category', 'inspect-clause', 'accident-case', 'std', 'regulations', 'checklists'].sort(),
    );
  });

  for (const { name } of SECURITY_LIBRARY_CALLS) {
    it(`POST /kb/${name}: a page of the shared library, paged, refusals named, own rows kept to their enterprise`, async () => {
      const first = await page(qy, name, {});
      expect(first.page).toBe(1);
      expect(first.limit).toBe(20);
      expect(first.rows.length).toBeGreaterThan(0);
      expect(first.total).toBeGreaterThanOrEqual(first.rows.length);

      const one = await page(qy, name, { page: 1, limit: 1 });
      const two = await page(qy, name, { page: 2, limit: 1 });
      expect(one.rows).toHaveLength(1);
      expect(two.rows).toHaveLength(1);
      expect(JSON.stringify(two.rows[0])).not.toBe(JSON.stringify(one.rows[0]));
      expect(two.total).toBe(one.total);

      const tooMany = await call(qy, name, { limit: 1000 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors[0].field).toBe('limit');
      expect(tooMany.json().errors[0].message).toMatch(/[\u4e00-\u9fff]/);
      const unknown = await call(qy, name, { nope: 'x' });
      expect(unknown.statusCode, unknown.body).toBe(400);
      expect(JSON.stringify(unknown.json().errors)).toContain('nope');

      const theirs = await everything(qy2, name);
      expect(theirs).not.toContain(MARK);
      if (!OPTION_CALLS.has(name)) expect(await everything(qy, name)).toContain(MARK);
    });
  }

  it('filters: clauses of one standard, a dictionary type, a checklist category; unknown values refused by name', async () => {
    const stds = await page(qy, 'std', { title: MARK });
    expect(stds.total).toBe(1);
    const stdId = stds.rows[0].id as number;
    const clauses = await page(qy, 'std-clause', { stdId });
    expect(clauses.rows.map((r) => [r.clauseNo, r.stdId, r.shared])).toEqual([
      ['1', stdId, false],
      ['2', stdId, false],
    ]);
    const levels = await page(qy, 'dictionary', { type: 'regulation.level', limit: 50 });
    expect(levels.rows.every((r) => r.type === 'regulation.level')).toBe(true);
    expect(levels.rows.map((r) => r.label)).toContain('行政法规');
    const industries = await page(qy, 'industry', { limit: 50 });
    expect(industries.total).toBe(12);
    const special = await page(qy, 'checklists', { category: 'special-work' });
    expect(special.total).toBe(1);
    expect(special.rows[0]).toMatchObject({ category: 'special-work', label: '特殊作业' });
    expect(JSON.stringify(special.rows[0].items)).toContain(MARK);

    const badType = await call(qy, 'dictionary', { type: 'secret.kind' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0]).toMatchObject({ field: 'type', message: '没有名为“secret.kind”的字典类型' });
    const badCategory = await call(qy, 'checklists', { category: 'nothing' });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors[0].field).toBe('category');
    const badId = await call(qy, 'regulations-clause', { regulationId: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('regulationId');
    const badFilter = await call(qy, 'std', { timeliness: 'forever' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toBe('timeliness');
  });

  it('a check clause cites its standard or regulation by reference, 依据 written from the record; one basis at most, one at least', async () => {
    const std = (await page(qy, 'std', { limit: 100 })).rows.find((r) => String(r.stdNo).startsWith('GB 30871'));
    expect(std).toBeDefined();
    const post = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/zax-cloud/u-basic/check-clause', token: qy, payload });
    const made = await post({ category: 'special-work', content: '动火分析合格后30分钟内未动火应重新分析', basisStandardId: std?.id, clauseNo: '5.3.1' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const cited = await t.call({ method: 'GET', url: `/zax-cloud/u-basic/check-clause/list?basisStandardId=${String(std?.id)}`, token: qy });
    const row = (cited.json().data.rows as Record<string, unknown>[]).find((r) => r.id === id);
    expect(row?.basisNo).toBe(std?.stdNo);
    expect((row?.refLabels as Record<string, unknown>).basisStandardId).toBe(std?.stdNo);

    // Renamed, the regulation keeps its citation (by id); the clause's text follows at its next save.
    const reg = (await page(qy, 'regulations', { title: MARK })).rows[0];
    const byReg = await post({ category: 'management', content: '制度条款检查', basisRegulationId: reg.id, clauseNo: '第一条' });
    expect(byReg.statusCode, byReg.body).toBe(200);
    const renamed = await t.call({ method: 'PUT', url: '/zax-cloud/u-basic/regulation', token: qy, payload: { ...reg, title: `${MARK}管理规定（修订）` } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const still = await t.call({ method: 'GET', url: `/zax-cloud/u-basic/check-clause/list?basisRegulationId=${String(reg.id)}`, token: qy });
    expect((still.json().data.rows as { id: number }[]).map((r) => r.id)).toEqual([byReg.json().data.id]);

    const both = await post({ category: 'special-work', content: 'x', basisStandardId: std?.id, basisRegulationId: reg.id });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatchObject({ field: 'basisStandardId', message: '依据只能选择一部法规或一项标准' });
    const none = await post({ category: 'special-work', content: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ field: 'basisNo', message: '请填写依据，或选择依据的法规或标准' });
    // Another enterprise's own regulation cannot be cited.
    const theirs = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/check-clause', token: qy2, payload: { category: 'management', content: 'x', basisRegulationId: reg.id } });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0].field).toBe('basisRegulationId');
    const count = await t.call({ method: 'GET', url: '/zax-cloud/u-basic/check-clause/list?content=x', token: qy2 });
    expect(count.json().data.total).toBe(0);
  });

  it("the platform's check clauses cite their regulation or standard by reference", async () => {
    const clauses = JSON.parse(await everything(qy, 'inspect-clause')) as Record<string, unknown>[];
    const platform = clauses.filter((c) => c.shared === true || c.tenantId === 0);
    const byContent = (text: string) => platform.find((c) => String(c.content).startsWith(text));
    const law = (await page(qy, 'regulations', { title: '中华人民共和国安全生产法' })).rows[0];
    const std = (await page(qy, 'std', { limit: 100 })).rows.find((r) => r.stdNo === 'GB 30871—2022');
    expect(byContent('爆破、吊装、动火')).toMatchObject({ basisRegulationId: law.id, basisNo: '中华人民共和国安全生产法', clauseNo: '第四十三条' });
    expect(byContent('动火作业前是否进行气体分析')).toMatchObject({ basisStandardId: std?.id, basisNo: 'GB 30871—2022' });
    // Every platform clause whose 依据 names a platform record cites it.
    expect(platform.filter((c) => c.basisRegulationId === undefined && c.basisStandardId === undefined).map((c) => c.basisNo)).toEqual([]);
  });
});

