// The workbench's module tiles in the browser (issue 12 item 1: tiles are data, schemas/modules/<module>/
// tiles.json): qyadmin sees 数据概况 with the counts of the modules of 示例化工有限公司 (承包商 holds the cbs
// folder's two demo records and the seed's two contractors, which reach contractor-info through the
// contractorinfo view) and the permits card; a count opens the module's page listing those records.
// qyadmin2's enterprise (one seeded contractor) has not opened 特殊作业: no permits card.
import { describe, expect, it } from 'vitest';
import { moduleFiles } from '../../src/server/modules/module-files.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const pages = suite.pages;

describe('the workbench tiles', () => {
  it('counts the module records and opens their list', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(suite.env.url('/dashboard'));
    const counts = page.getByRole('list', { name: '数据概况' });
    const contractors = counts.getByRole('link', { name: '承包商 4' });
    await contractors.waitFor();
    // One figure per count tile of the modules' tiles.json (1001 has opened every module).
    await expect(counts.getByRole('listitem').count()).resolves.toBe(moduleFiles().tiles.filter((x) => x.type === 'count').length);
    await page.getByRole('region', { name: '待我审批的作业票' }).waitFor();
    await contractors.click();
    await page.waitForURL(/\/zax\/cbs\/info$/);
    await page.getByRole('cell', { name: '苏州安达建设工程有限公司' }).waitFor();
    await page.getByRole('cell', { name: '江苏华检设备维修有限公司' }).waitFor();
    await page.getByRole('cell', { name: '华安检修工程有限公司' }).waitFor();
  });

  it('leaves out the tiles of a module the enterprise has not opened', async () => {
    const page = await pages.as('qyadmin2');
    await page.goto(suite.env.url('/dashboard'));
    await page.getByRole('list', { name: '数据概况' }).getByRole('link', { name: '承包商 1' }).waitFor();
    await expect(page.getByRole('region', { name: '待我审批的作业票' }).count()).resolves.toBe(0);
  });
});
