// The permit statistics blocks in English (issue 13 item 5): with `Accept-Language: en` the tszy blocks answer
// their English titles (`titleEn` of schemas/modules/tszy/stats.json) and the permit source's kinds and states
// in English; without it, the Chinese as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const HAN = /\p{Script=Han}/u;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('qyadmin', PASSWORDS.qyadmin);
  const res = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: session });
  expect(res.statusCode, res.body).toBe(200);
  token = (res.json() as { data: { token: string } }).data.token;
});
afterAll(() => t?.close());

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.call({ url: `/data-service/stats/${path}`, headers: { authorization: `Bearer ${token}`, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

interface Row { key: string; label: string; value: number }

describe('the permit statistics in English', () => {
  it('answers the block titles in the request language', async () => {
    const en = await get<{ key: string; title: string }[]>('tszy', EN);
    expect(en.map((b) => b.title)).toEqual(['By work type', 'By state', 'Last 12 months']);
    const zh = await get<{ key: string; title: string }[]>('tszy');
    expect(zh.map((b) => b.title)).toEqual(['按作业类型', '按状态', '近 12 个月']);
  });

  it('answers the kinds and states in English, the same counts as in Chinese', async () => {
    const kindsEn = await get<{ rows: Row[] }>('tszy/by-kind', EN);
    const kindsZh = await get<{ rows: Row[] }>('tszy/by-kind');
    expect(kindsEn.rows.find((r) => r.key === 'DONG_HUO')?.label).toBe('Hot work');
    expect(kindsZh.rows.find((r) => r.key === 'DONG_HUO')?.label).toBe('动火');
    expect(kindsEn.rows.map((r) => [r.key, r.value])).toEqual(kindsZh.rows.map((r) => [r.key, r.value]));
    const statesEn = await get<{ rows: Row[] }>('tszy/by-state', EN);
    expect(statesEn.rows.find((r) => r.key === 'DRAFT')?.label).toBe('Draft');
    expect([...kindsEn.rows, ...statesEn.rows].filter((r) => HAN.test(r.label))).toEqual([]);
  });
});
