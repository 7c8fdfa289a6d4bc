// The user menu in the request's language (issue 13 item 5): the menu files' `titleEn` is answered as the
// title to a request in English, the Chinese title otherwise; `titleEn` itself is never answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('qyadmin', PASSWORDS.qyadmin);
});
afterAll(() => t?.close());

interface Node {
  name: string;
  path: string;
  meta?: { title: string; titleEn?: string };
  children?: Node[];
}

const menu = async (language?: string): Promise<Node[]> => {
  const res = await t.call({
    url: '/zax-cloud/user/sysuser/userMenu',
    token,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { entity: { menu: Node[] } }).entity.menu;
};
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const titleOf = (nodes: Node[], name: string) => flat(nodes).find((n) => n.name === name)?.meta?.title;

describe('the user menu', () => {
  it('answers the Chinese titles by default and to a Chinese request', async () => {
    for (const nodes of [await menu(), await menu('zh-CN,zh;q=0.9,en;q=0.8')]) {
      expect(titleOf(nodes, 'Dashboard')).toBe('工作台');
      expect(titleOf(nodes, 'Tszy')).toBe('特殊作业');
      expect(titleOf(nodes, 'TszyList')).toBe('作业票列表');
    }
  });

  it('answers the English titles to an English request, for every entry', async () => {
    const nodes = await menu('en-US,en;q=0.9');
    expect(titleOf(nodes, 'Dashboard')).toBe('Dashboard');
    expect(titleOf(nodes, 'Tszy')).toBe('Special Work');
    expect(titleOf(nodes, 'TszyList')).toBe('Work Permits');
    const titles = flat(nodes).flatMap((n) => (n.meta ? [n.meta.title] : []));
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter((title) => /[\u3400-\u9fff]/.test(title))).toEqual([]);
  });

  it('never answers titleEn itself', async () => {
    for (const nodes of [await menu(), await menu('en')]) {
      expect(flat(nodes).filter((n) => n.meta && 'titleEn' in n.meta)).toEqual([]);
    }
  });
});
