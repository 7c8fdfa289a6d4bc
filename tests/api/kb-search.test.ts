// The knowledge library's Chinese search (docs/knowledge.md "Search"), on PGlite and PostgreSQL: the shared
// library's demo regulations are found by a domain term (动火) with the term marked, titles rank above clauses,
// a saved record is searchable at once and gone once deleted, bad queries answer 400 in Chinese, and an
// enterprise never finds another's own records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KbSearchAnswer } from '../../src/domain/kb-entries.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let qy: string;
let qy2: string;
let staff: string;

const search = async (token: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/zax-cloud/kb/search', token, payload });
const found = async (token: string, payload: Record<string, unknown>): Promise<KbSearchAnswer> => {
  const res = await search(token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as KbSearchAnswer;
};
const hitText = (parts: { text: string; hit?: boolean }[]) => parts.filter((p) => p.hit).map((p) => p.text);
const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

beforeAll(async () => {
  t = await createTestApp();
  qy = await t.login('qyadmin', PASSWORDS.qyadmin);
  qy2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  staff = await t.login('staff01', PASSWORDS.staff01);
});
afterAll(() => t.close());

describe('知识库检索', () => {
  it('finds 动火 in a demo regulation clause, marked, and in GB 30871', async () => {
    const a = await found(qy, { q: '动火', limit: 50 });
    expect(a.terms).toEqual(['动火']);
    const law = a.rows.find((r) => plain(r.title) === '中华人民共和国安全生产法' && r.clauseNo === '第四十三条');
    expect(law, JSON.stringify(a.rows.map((r) => [plain(r.title), r.clauseNo]))).toBeDefined();
    expect(law?.shared).toBe(true);
    expect(hitText(law?.snippet ?? [])).toContain('动火');
    expect(a.rows.some((r) => r.kind === 'standard' && plain(r.title).startsWith('GB 30871—2022') && r.clauseNo === '5.3.1')).toBe(true);
    // Ranked: scores never increase down the list.
    const scores = a.rows.map((r) => r.score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
  });

  it('ranks a title hit above a clause hit and filters by kind and status', async () => {
    const a = await found(qy, { q: '重大危险源 辨识', limit: 20 });
    expect(plain(a.rows[0].title)).toMatch(/危险化学品重大危险源(辨识|监督管理暂行规定)/);
    expect(a.rows[0].part).toBe(0);
    const byIndustry = await found(qy, { q: '动火', industry: 'chemical', limit: 50 });
    expect(byIndustry.rows.length).toBeGreaterThan(0);
    expect(byIndustry.rows.every((r) => r.industry === 'chemical')).toBe(true);
    const byIssuer = await found(qy, { q: '动火', issuer: '全国人民代表大会', limit: 50 });
    expect(byIssuer.rows.length).toBeGreaterThan(0);
    expect(byIssuer.rows.every((r) => r.issuer?.includes('全国人民代表大会'))).toBe(true);
    const past = await found(qy, { q: '动火', industry: 'chemical', limit: 1, page: 1000 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(byIndustry.total);
    const std = await found(qy, { q: '受限空间', kinds: ['standard'], status: 'repealed' });
    expect(std.rows.length).toBeGreaterThan(0);
    expect(std.rows.every((r) => r.kind === 'standard' && r.status === 'repealed')).toBe(true);
  });

  it('does not match a term across a word boundary', async () => {
    const made = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/accident-case', token: qy, payload: { title: '叉车移动火源引燃纸箱', accidentType: 'fire', level: 'ordinary', summary: '叉车移动火源靠近仓库' } });
    expect(made.statusCode, made.body).toBe(200);
    const a = await found(qy, { q: '动火', kinds: ['accident-case'], limit: 50 });
    expect(a.rows.some((r) => plain(r.title).includes('叉车'))).toBe(false);
    const b = await found(qy, { q: '火源', kinds: ['accident-case'] });
    expect(b.rows.some((r) => plain(r.title) === '叉车移动火源引燃纸箱')).toBe(true);
  });

  it('indexes a saved record at once and forgets it when deleted', async () => {
    const made = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/regulation', token: qy, payload: { title: '盲板管理规定', level: 'enterprise', issuer: '设备部', timeliness: 'current', body: '第一条 盲板抽堵作业应建立盲板台账。' } });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const a = await found(qy, { q: '盲板抽堵', kinds: 'regulation' });
    const hit = a.rows.find((r) => r.id === id);
    expect(hit?.clauseNo).toBe('第一条');
    expect(hit?.shared).toBe(false);
    const del = await t.call({ method: 'DELETE', url: '/zax-cloud/u-basic/regulation', token: qy, payload: { ids: [id] } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await found(qy, { q: '盲板抽堵', kinds: 'regulation' })).rows.some((r) => r.id === id)).toBe(false);
  });

  it('refuses an empty query, one of only punctuation, one too long and an unknown kind, in Chinese', async () => {
    const empty = await search(qy, { q: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'q', message: '请输入检索关键词' }]);
    const punct = await search(qy, { q: '，。！？……' });
    expect(punct.statusCode).toBe(400);
    expect(punct.json().errors[0]).toMatchObject({ field: 'q', message: '检索关键词中没有可检索的字词，请输入汉字、字母或数字' });
    const long = await search(qy, { q: '动'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'q', message: '检索关键词不能超过100个字' });
    const kind = await search(qy, { q: '动火', kinds: ['secret'] });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0].field).toBe('kinds');
    const get = await t.call({ method: 'GET', url: '/zax-cloud/kb/search?q=', token: qy });
    expect(get.statusCode).toBe(400);
  });

  it("never finds another enterprise's own records", async () => {
    const mine = await found(qy, { q: '动火', kinds: ['regulation'], limit: 50 });
    const titles = mine.rows.map((r) => plain(r.title));
    expect(titles).toContain('示例化工有限公司动火作业安全管理实施细则');
    expect(titles).not.toContain('另一化工企业储罐清洗动火管理办法');
    const theirs = await found(qy2, { q: '动火', kinds: ['regulation'], limit: 50 });
    const other = theirs.rows.map((r) => plain(r.title));
    expect(other).toContain('另一化工企业储罐清洗动火管理办法');
    expect(other).not.toContain('示例化工有限公司动火作业安全管理实施细则');
    expect(other).toContain('中华人民共和国安全生产法');
  });

  it('finds a demo MSDS by its section, titled by its chemical', async () => {
    const a = await found(qy, { q: '正压自给式呼吸器', kinds: ['msds'], limit: 50 });
    const hit = a.rows.find((r) => plain(r.title) === '氨 CAS 7664-41-7' && r.clauseNo === '6');
    expect(hit, JSON.stringify(a.rows.map((r) => [plain(r.title), r.clauseNo]))).toBeDefined();
    expect(hit?.clausePath).toBe('泄漏应急处理');
    expect(hit?.shared).toBe(false);
    expect(hitText(hit?.snippet ?? []).join('')).toContain('呼吸器');
    // Another enterprise's MSDS is never found.
    expect((await found(qy2, { q: '正压自给式呼吸器', kinds: ['msds'], limit: 50 })).rows.some((r) => plain(r.title).startsWith('氨 CAS'))).toBe(false);
  });

  it("indexes documents on save: the enterprise's for its people, a personal one for its creator only", async () => {
    const categories = await t.call({ method: 'GET', url: '/zax-cloud/u-basic/document-category/pure/list', token: qy });
    const categoryId = (categories.json().data as { id: number }[])[0].id;
    const doc = (title: string, library: string) => ({ title, categoryId, library, version: 'V1.0', effectiveFrom: '2026-01-01', keywords: '盲板台账', summary: `${title}的摘要` });
    const ent = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/document', token: qy, payload: doc('企业盲板台账填写说明', 'enterprise') });
    expect(ent.statusCode, ent.body).toBe(200);
    const own = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/document', token: qy, payload: doc('个人盲板台账备忘', 'personal') });
    expect(own.statusCode, own.body).toBe(200);
    const titles = async (token: string) => (await found(token, { q: '盲板台账', kinds: ['document'], limit: 50 })).rows.map((r) => plain(r.title));
    expect((await titles(qy)).sort()).toEqual(['个人盲板台账备忘', '企业盲板台账填写说明']);
    expect(await titles(staff)).toEqual(['企业盲板台账填写说明']);
    expect(await titles(qy2)).toEqual([]);
    // Made personal later: gone for the others at once; deleted: gone for everyone.
    const id = ent.json().data.id as number;
    const upd = await t.call({ method: 'PUT', url: '/zax-cloud/u-basic/document', token: qy, payload: { id, ...doc('企业盲板台账填写说明', 'personal') } });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await titles(staff)).toEqual([]);
    const del = await t.call({ method: 'DELETE', url: '/zax-cloud/u-basic/document', token: qy, payload: { ids: [id] } });
    expect(del.statusCode, del.body).toBe(200);
    expect(await titles(qy)).toEqual(['个人盲板台账备忘']);
  });
});
