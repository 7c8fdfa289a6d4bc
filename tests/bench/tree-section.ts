// Issue 12's tree figures (BENCH_SECTIONS=tree): a category tree of 10,000+ nodes (10 roots × 30 × 33) in
// the built client's tree view in chromium: navigation to the tree shown, and a search (Enter to the
// highlighted match with its ancestors opened), each against the same measured on the demo tree (18 nodes)
// in the same run; plus the server's GET {ep}/tree of the big tree. BENCH_TREE_LOADS (5) timed loads each.
import type { Page } from 'playwright-core';
import { TOKEN_KEY } from '../../src/client/config.ts';
import type { Queryable } from '../../src/server/db/db.ts';
import { startE2eServer, type E2eServer } from '../e2e/helpers/e2e-server.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { Row, Section } from './section.ts';

const PATH = '/tysz/category';
const SHAPE = [10, 30, 33] as const;

function loadsFromEnv(env: NodeJS.ProcessEnv): number {
  const n = Number(env.BENCH_TREE_LOADS ?? 5);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new Error('BENCH_TREE_LOADS must be an integer in 1..100');
  return n;
}

/** Inserts the big tree level by level for tenant 1001; answers the number of nodes. */
async function seedBigTree(db: Queryable): Promise<number> {
  let parents: { id: number; path: string }[] = [{ id: 0, path: '' }];
  let total = 0;
  for (const width of SHAPE) {
    const data = parents.flatMap((p) =>
      Array.from({ length: width }, (_, i) => {
        const path = p.path ? `${p.path}-${i + 1}` : `${i + 1}`;
        return { categoryType: 'other', code: `B${path}`, name: `节点${path}`, ...(p.id ? { parentId: p.id } : {}) };
      }),
    );
    const rows = await db.query<{ id: number; code: string }>(
      `insert into r_category (tenant_id, data, sort_order)
         select 1001, x.value, 1000 + x.n from jsonb_array_elements($1::jsonb) with ordinality as x(value, n)
       returning id, data->>'code' as code`,
      [JSON.stringify(data)],
    );
    parents = rows.map((r) => ({ id: Number(r.id), path: r.code.slice(1) }));
    total += rows.length;
  }
  return total;
}

async function timeTreeShown(env: E2eServer, token: string, label: string): Promise<number> {
  const tab = await env.newPage();
  try {
    await tab.context.addCookies([{ name: TOKEN_KEY, value: token, url: env.origin }]);
    const t0 = Date.now();
    await tab.page.goto(env.url(PATH));
    await tab.page.locator(`.tree-view [data-tree-label="${label}"]`).waitFor();
    return Date.now() - t0;
  } finally {
    await tab.context.close();
  }
}

async function timeSearch(page: Page, q: string, expectLabel: string): Promise<number> {
  const box = page.getByLabel('搜索树节点');
  await box.fill(q);
  const t0 = Date.now();
  await box.press('Enter');
  await page.locator(`.tree-view [data-tree-label="${expectLabel}"] mark.tree-view-match`).waitFor();
  const took = Date.now() - t0;
  await box.fill('');
  return took;
}

async function searches(env: E2eServer, token: string, first: string, q: string, expectLabel: string, loads: number): Promise<number[]> {
  const tab = await env.newPage();
  try {
    await tab.context.addCookies([{ name: TOKEN_KEY, value: token, url: env.origin }]);
    await tab.page.goto(env.url(PATH));
    await tab.page.locator(`.tree-view [data-tree-label="${first}"]`).waitFor();
    await timeSearch(tab.page, q, expectLabel); // untimed: the first search warms the code paths
    const out: number[] = [];
    for (let i = 0; i < loads; i++) out.push(await timeSearch(tab.page, q, expectLabel));
    return out;
  } finally {
    await tab.context.close();
  }
}

async function timeApiTree(env: E2eServer, token: string, loads: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i <= loads; i++) {
    const t0 = process.hrtime.bigint();
    const res = await fetch(`${env.origin}/zax-cloud/u-basic/category/tree`, { headers: { Authorization: token } });
    await res.arrayBuffer();
    if (i > 0) out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return out;
}

let measuredOn: string | null = null;

export const treeSection: Section = {
  name: 'tree',
  async run(target): Promise<Row[]> {
    if (measuredOn) return [{ metric: 'tree figures', value: '-', note: `(database-independent: measured once, see the ${measuredOn} table)` }];
    measuredOn = target.database;
    const loads = loadsFromEnv(process.env);
    const env = await startE2eServer();
    try {
      const token = await env.apiToken('qyadmin', 'Qy@123456');
      const smallLoad = [];
      for (let i = 0; i <= loads; i++) smallLoad.push(await timeTreeShown(env, token, '设备设施'));
      const smallSearch = await searches(env, token, '设备设施', '压缩', '压缩机', loads);
      const nodes = (await seedBigTree(env.db)) + 18;
      const bigLoad = [];
      for (let i = 0; i <= loads; i++) bigLoad.push(await timeTreeShown(env, token, '节点1'));
      const bigSearch = await searches(env, token, '节点1', '节点7-21-30', '节点7-21-30', loads);
      const api = summarize(await timeApiTree(env, token, loads));
      const [sl, bl, ss, bs] = [smallLoad.slice(1), bigLoad.slice(1), smallSearch, bigSearch].map(summarize);
      const ratio = (a: number, b: number) => (a / b).toFixed(2);
      return [
        { metric: `tree view, ${nodes} nodes: navigation → tree shown, p50 / max (ms)`, value: `${ms(bl.p50)} / ${ms(bl.max)}`, note: `(×${ratio(bl.p50, sl.p50)} the demo tree of 18 nodes: ${ms(sl.p50)}; ${bl.count} cold loads of ${PATH} in chromium, fresh context each)` },
        { metric: `tree search in ${nodes} nodes: Enter → match highlighted, p50 / max (ms)`, value: `${ms(bs.p50)} / ${ms(bs.max)}`, note: `(×${ratio(bs.p50, ss.p50)} the same search in 18 nodes: ${ms(ss.p50)}; a node 3 levels down, its ancestors opened; server-side search)` },
        { metric: `GET category/tree, ${nodes} nodes, p50 / max (ms)`, value: `${ms(api.p50)} / ${ms(api.max)}`, note: `(${api.count} calls after one untimed, PGlite in memory)` },
      ];
    } finally {
      await env.close();
    }
  },
};
