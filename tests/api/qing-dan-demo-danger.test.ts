// The demo database (docs/checklists.md "Demo"): the demo checklist's abnormal item (聚合岗位交接班检查清单, the last day's
// 检查现场有无跑冒滴漏) has registered its hidden danger in 待登记 through registerHiddenDanger, remembering the item, as
// filling it would have; the seed step runs once.
import { describe, expect, it } from 'vitest';
import { seedDemoChecklistDanger } from '../../src/server/db/seed/demo-checklist-danger.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let qyadmin: string;

useSignedInApp('qyadmin', (app, token) => {
  t = app;
  qyadmin = token;
});

const dangersOfItems = () =>
  t.db.query<{ id: number; itemId: string }>(
    `select id::int as id, data->>'sourceRecordId' as "itemId" from r_hidden_danger where tenant_id = 1001 and not deleted and data->>'sourceKind' = 'checklist' order by id`,
  );

describe('the demo checklist’s abnormal item', () => {
  it('has its hidden danger, 待登记, remembering the item, shown as 已登记隐患 on the item', async () => {
    const items = await t.db.query<{ id: number; content: string; dangerId: string | null }>(
      `select id::int as id, data->>'content' as content, data->>'hiddenDangerId' as "dangerId" from r_checklist_task_item where tenant_id = 1001 and not deleted and data->>'result' = 'abnormal'`,
    );
    expect(items.map((i) => i.content)).toEqual(['检查现场有无跑冒滴漏']);
    const [item] = items;
    expect(item.dangerId).not.toBeNull();
    const res = await t.call({ url: `/zax-cloud/u-basic/hidden-danger/${item.dangerId}`, token: qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'reported', sourceKind: 'checklist', sourceResource: 'checklist-task-item', sourceRecordId: item.id });
    expect(String(res.json().data.title)).toContain('检查现场有无跑冒滴漏');
    // The workflow's first step was written, as a filled item's would be.
    const history = await t.db.query(`select 1 from wf_history where tenant_id = 1001 and resource = 'hidden-danger' and record_id = $1`, [Number(item.dangerId)]);
    expect(history.length).toBeGreaterThan(0);
  });

  it('is seeded once', async () => {
    const before = await dangersOfItems();
    await seedDemoChecklistDanger(t.db);
    expect(await dangersOfItems()).toEqual(before);
  });
});
