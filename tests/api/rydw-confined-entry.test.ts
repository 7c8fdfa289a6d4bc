import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * The confined space's entry and exit record checked against the location tags (issue 23 item 2, GB 30871-2022
 * 6.8 c; docs/location.md "Confined space"): the demo's in-progress 受限空间 permit at 罐区二甲醇储罐 (site 罐区,
 * workers 刘洋 and 张伟, guardian 陈明). A worker whose tag is in the site but not recorded in, and a person recorded
 * in whose tag is elsewhere, each raise a location alarm once that reaches the bell and ends when the two agree again.
 */
let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let key: string;
let permit: { id: number; number: string };

const TANK_FARM: [number, number] = [700, 400];
const ROAD: [number, number] = [400, 255];

const move = async (tag: string, [x, y]: [number, number]) => {
  const res = await t.call({ method: 'POST', url: '/zax-cloud/ingest/readings', payload: { kind: 'position', device: tag, readings: { x, y } }, headers: { 'x-gateway-key': key } });
  expect(res.statusCode).toBe(200);
};
const record = (person: string, direction: 'in' | 'out', token = admin, permitId = permit.id) =>
  t.call({ method: 'POST', url: '/zax-cloud/rydw/confined-entry', token, payload: { permitId, person, direction } });
const entry = async (token = admin) => {
  const res = await t.call({ method: 'GET', url: `/zax-cloud/rydw/confined-entry?permitId=${permit.id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { site: { name: string } | null; lines: { person: string; direction: string; byName: string }[]; inside: string[]; mismatches: { person: string; kind: string; tagCode: string | null }[] };
};
const openConfined = async () => {
  const res = await t.call({ method: 'GET', url: '/zax-cloud/rydw/alarms?open=true', token: admin });
  return (res.json().data as { kind: string; message: string; permitId: number }[]).filter((a) => a.kind === 'confined' && a.permitId === permit.id).map((a) => a.message).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  const res = await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: admin, payload: { code: 'GW-SX', name: '定位网关' } });
  key = (res.json().data as { key: string }).key;
  const [row] = await t.db.query<{ id: string; number: string }>(
    `update permit set data = data || '{"zuoYeRen":[{"xingMing":"刘洋"},{"xingMing":"张伟"}],"jianHuRen":"陈明"}'
      where tenant_id = 1001 and kind = 'SHOU_XIAN' and state = 'IN_PROGRESS' and zuo_ye_di_dian = '罐区二甲醇储罐' returning id, number`,
  );
  permit = { id: Number(row.id), number: row.number };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the record against the tags', () => {
  it('starts empty, on the permit’s site', async () => {
    const e = await entry();
    expect(e.site?.name).toBe('罐区');
    expect(e.lines).toEqual([]);
    expect(e.inside).toEqual([]);
  });

  it('raises a worker in the site not recorded as in, but not the guardian nor someone not on the permit', async () => {
    await move('TAG-0001', TANK_FARM); // 张伟, a worker
    await move('TAG-0003', TANK_FARM); // 陈明, the guardian
    await move('TAG-0002', TANK_FARM); // 赵志强, not on the permit
    expect(await openConfined()).toEqual([`张伟 的定位标签在受限空间作业 ${permit.number} 的现场「罐区」，但出入记录未登记其进入`]);
    expect((await entry()).mismatches).toEqual([{ person: '张伟', kind: 'unrecorded', tagCode: 'TAG-0001' }]);
    // Once: another position inside raises nothing new.
    await move('TAG-0001', [701, 401]);
    expect(await openConfined()).toHaveLength(1);
    const [warned] = await t.db.query<{ n: string }>("select count(*) as n from risk_warning where tenant_id = 1001 and model = 'rydw' and kind = 'RYDW_CONFINED' and risk like '张伟 的定位标签在受限空间作业%'");
    expect(Number(warned.n)).toBeGreaterThan(0);
  });

  it('ends it once the person is recorded in', async () => {
    const res = await record('张伟', 'in');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.inside).toEqual(['张伟']);
    expect(res.json().data.lines).toEqual([expect.objectContaining({ person: '张伟', direction: 'in' })]);
    expect(await openConfined()).toEqual([]);
  });

  it('raises a person recorded as in whose tag is elsewhere, at once, and ends it when the tag comes to the site', async () => {
    await move('TAG-0004', ROAD); // 刘洋
    expect((await record('刘洋', 'in')).statusCode).toBe(200);
    expect(await openConfined()).toEqual([`刘洋 在受限空间作业 ${permit.number} 的出入记录中已进入，但其定位标签不在现场「罐区」`]);
    expect((await entry()).mismatches).toEqual([{ person: '刘洋', kind: 'absent', tagCode: 'TAG-0004' }]);
    await move('TAG-0004', TANK_FARM);
    expect(await openConfined()).toEqual([]);
  });

  it('raises a person recorded as in whose tag is not seen', async () => {
    expect((await record('王建国', 'in')).statusCode).toBe(200);
    expect(await openConfined()).toEqual([`王建国 在受限空间作业 ${permit.number} 的出入记录中已进入，但近 5 分钟未收到其定位标签在现场「罐区」的位置`]);
    expect((await record('王建国', 'out')).statusCode).toBe(200);
    expect(await openConfined()).toEqual([]);
  });

  it('refuses a second entry, an exit of someone not in, a caller neither guardian nor writer, a permit of another kind, and another enterprise, changing nothing', async () => {
    const before = await entry();
    const again = await record('张伟', 'in');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('张伟 已登记进入，尚未登记离开');
    expect((await record('赵志强', 'out')).statusCode).toBe(409);
    expect((await record('', 'in')).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/zax-cloud/rydw/confined-entry', token: admin, payload: { permitId: permit.id, person: '张伟', direction: 'sideways' } })).statusCode).toBe(400);
    // 张伟 (staff01) is not the guardian and not a writer of the module.
    expect((await record('刘洋', 'out', staff)).statusCode).toBe(403);
    const [hot] = await t.db.query<{ id: string }>("select id from permit where tenant_id = 1001 and kind = 'DONG_HUO' order by id limit 1");
    expect((await record('张伟', 'in', admin, Number(hot.id))).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/zax-cloud/rydw/confined-entry?permitId=${permit.id}`, token: other })).statusCode).toBe(404);
    expect(await entry()).toEqual(before);
  });

  it('stops checking a permit no longer in progress, and refuses its record', async () => {
    await move('TAG-0001', ROAD);
    expect(await openConfined()).toEqual([`张伟 在受限空间作业 ${permit.number} 的出入记录中已进入，但其定位标签不在现场「罐区」`]);
    await t.db.query("update permit set state = 'FINISHED' where tenant_id = 1001 and id = $1", [permit.id]);
    await move('TAG-0001', [401, 256]);
    expect(await openConfined()).toEqual([]);
    expect((await record('张伟', 'out')).statusCode).toBe(409);
    expect((await entry()).mismatches).toEqual([]);
  });
});
