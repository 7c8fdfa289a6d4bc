// The tree view of a tree resource (category, 分类管理) in the browser: the demo tree shows beside the
// table, a search highlights the match and opens its ancestors, and a node dragged onto another is moved
// by the server (its new parent is stored, the tree shows it there); a drop the server refuses is shown.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const PATH = '/tysz/category';
const suite = e2eSuite();
let page: Page;

beforeEach(async () => {
  page = await suite.pages.as('qyadmin');
});

const tree = () => page.locator('.tree-view .ant-tree');
/** A node's title in the tree by its exact label. */
const node = (label: string): Locator => tree().locator(`[data-tree-label="${label}"]`);

async function idOf(name: string): Promise<number> {
  const [r] = await suite.env.db.query<{ id: number }>("select id from r_category where tenant_id = 1001 and data->>'name' = $1 and not deleted", [name]);
  return Number(r.id);
}

async function parentOf(name: string): Promise<number | null> {
  const [r] = await suite.env.db.query<{ p: string | null }>("select data->>'parentId' as p from r_category where tenant_id = 1001 and data->>'name' = $1 and not deleted", [name]);
  return r.p === null ? null : Number(r.p);
}

async function open(): Promise<void> {
  await page.goto(suite.env.url(PATH));
  await node('设备设施').waitFor();
}

describe('category tree view', () => {
  it('searches: the match is highlighted and its ancestors are open', async () => {
    await open();
    await page.getByLabel('搜索树节点').fill('压缩');
    await page.getByLabel('搜索树节点').press('Enter');
    await expect.poll(() => tree().locator('mark.tree-view-match').allTextContents()).toEqual(['压缩']);
    await node('压缩机').waitFor();
    expect(await node('动设备').isVisible()).toBe(true);
    expect(await node('危险化学品').count()).toBe(0);
  });

  it('moves a node dragged onto another, and the server stores its new parent', async () => {
    await open();
    const target = await idOf('动设备');
    expect(await parentOf('易燃液体')).not.toBe(target);
    // antd's Tree makes a drop a child when the pointer ends right of where the drag started by more than
    // one indent (the wrapper spans the row: blockNode); nearer, it drops beside the node.
    const wrapper = (label: string) => tree().locator('.ant-tree-node-content-wrapper').filter({ has: page.locator(`[data-tree-label="${label}"]`) });
    await wrapper('易燃液体').dragTo(wrapper('动设备'), { sourcePosition: { x: 10, y: 8 }, targetPosition: { x: 120, y: 12 } });
    await page.locator('.ant-message').getByText('已移动').waitFor();
    await expect.poll(() => parentOf('易燃液体')).toBe(target);
    // The tree reloads with the node under its new parent (the parent is opened).
    const under = tree().locator('.ant-tree-treenode').filter({ has: page.locator('[data-tree-label="易燃液体"]') });
    await under.waitFor();
    expect(await under.locator('.ant-tree-indent-unit').count()).toBe(2);
  });

  it('opens the record of a clicked node and lists its subtree', async () => {
    await open();
    await node('危险化学品').click();
    await page.locator('.ant-drawer-title').getByText(/详情/).waitFor();
    await expect.poll(() => page.locator('.ant-drawer-content').last().textContent()).toContain('CH');
  });
});
