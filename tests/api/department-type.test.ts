// Departments carry a type (公司, 车间/部门, 班组): saved and changed through the spec's calls (their
// payload names unchanged), answered with the level of the people in them; a person's level follows
// their department's place in the tree (src/domain/person-level.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: string;

async function save(body: Record<string, unknown>) {
  const res = await t.call({ method: 'POST', url: '/zax-cloud/user/departmentinfo/save', token: admin, payload: body });
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
});
afterAll(() => t.close());

describe('department type and level', () => {
  it('saves a type, derives levels down the tree, and answers them in the list and the staff of a department', async () => {
    const company = (await save({ name: '树测试公司', deptType: 'company' })).json().data;
    expect(company).toMatchObject({ name: '树测试公司', deptType: 'company' });
    const shop = (await save({ name: '树测试车间', parentId: company.id, deptType: 'workshop' })).json().data;
    const team = (await save({ name: '树测试班组', parentId: shop.id })).json().data;
    expect(team.deptType).toBeNull();
    const post = (await save({ name: '树测试岗位', parentId: team.id })).json().data;
    // The team is untyped: it is a level below its workshop; set its type and the post below it is 岗位级.
    const upd = await t.call({ method: 'POST', url: '/zax-cloud/user/departmentinfo/update', token: admin, payload: { id: team.id, deptType: 'team' } });
    expect(upd.statusCode, upd.body).toBe(200);
    const list = (await t.call({ method: 'GET', url: '/zax-cloud/user/departmentinfo/list?flat=true', token: admin })).json().data as { id: number; level: string; levelName: string }[];
    const level = (id: number) => list.find((d) => d.id === id)?.levelName;
    expect([company.id, shop.id, team.id, post.id].map(level)).toEqual(['公司级', '车间级/部门级', '班组级', '岗位级']);
    // The tree answer (children) carries them too.
    const tree = (await t.call({ method: 'GET', url: '/zax-cloud/user/departmentinfo/list', token: admin })).json().data as { id: number; levelName: string }[];
    expect(tree.find((d) => d.id === company.id)?.levelName).toBe('公司级');

    const staff = await t.call({ method: 'POST', url: '/zax-cloud/user/staffinfo/save', token: admin, payload: { name: '树测试员工', departmentId: post.id, mobile: '13700001234' } });
    expect(staff.statusCode, staff.body).toBe(200);
    const people = (await t.call({ method: 'GET', url: `/zax-cloud/user/departmentinfo/getStaffInfo?departmentId=${company.id}&includeChildren=true`, token: admin })).json().data;
    expect(people).toEqual([expect.objectContaining({ name: '树测试员工', level: 'post', levelName: '岗位级' })]);
  });

  it('refuses a type that is not one of the three, by its field, saving nothing', async () => {
    const res = await save({ name: '坏类型部门', deptType: 'factory' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('deptType');
    const [n] = await t.db.query<{ n: number }>("select count(*)::int as n from departmentinfo where name = '坏类型部门'");
    expect(n.n).toBe(0);
  });

  it('keeps working without a type (the spec payload)', async () => {
    const res = await save({ name: '无类型部门', leader: '张三', phone: '0512-1234567', sort: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: '无类型部门', deptType: null, sort: 3 });
  });
});
