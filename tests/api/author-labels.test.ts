// Who created a record, by name (src/server/resources/author-labels-hook.ts): a file that shows `createdBy` (隐患's
// detail) is answered with the account's staff name in `refLabels`; a file that does not is answered without it.
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from './helpers/signed-in-app.ts';
import { PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let qyadmin: string;
useSignedInApp('qyadmin', (app, token) => {
  t = app;
  qyadmin = token;
});

describe('the author of a record', () => {
  it('is named where the file shows it (detail and list), by the staff member of the account', async () => {
    const staff = await t.login('staff01', PASSWORDS.staff01);
    const created = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/hidden-danger', token: staff, payload: { title: '创建人显示测试', location: '罐区' } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const [{ name }] = await t.db.query<{ name: string }>(
      `select s.name from sysuser u join staffinfo s on s.id = u.ren_yuan_id where u.tenant_id = 1001 and u.login_name = 'staff01'`,
    );
    const detail = (await t.call({ url: `/zax-cloud/u-basic/hidden-danger/${id}`, token: qyadmin })).json().data;
    expect(detail.createdBy).toEqual(expect.any(Number));
    expect(detail.refLabels).toMatchObject({ createdBy: name });
  });

  it('is not looked up for a file that shows no author', async () => {
    const list = (await t.call({ url: '/zax-cloud/u-basic/company-safety-manager/list?limit=5', token: qyadmin })).json().data;
    expect(list.rows.length).toBeGreaterThan(0);
    for (const row of list.rows as { refLabels?: Record<string, unknown> }[]) expect(row.refLabels?.createdBy).toBeUndefined();
  });
});
