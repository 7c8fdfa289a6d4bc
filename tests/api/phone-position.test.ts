// The phone's position on site (issue 15 item 5, docs/phone.md "Location"): the plan's geographic reference
// points (set, checked, kept when the plan is saved again), POST /phone/position compared with a record's own
// point and with its area's polygon, too far warned and recorded, refused (409, still recorded) when the
// enterprise says so, GET/PUT /phone/config for administrators only, and every bad input refused changing nothing.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '../../src/domain/geo-position.ts';
import type { Position } from '../../src/domain/geometry.ts';
import { DEMO_GEO_POINTS } from '../../src/server/map/demo-plan.ts';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/site-resources'));

const POSITION = '/zax-cloud/phone/position';
const CONFIG = '/zax-cloud/phone/config';
const GEO = '/zax-cloud/u-basic/plant-plan/geo-points';
const ORIGIN: Position = [118.78, 32.04];
const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;
/** The [lon, lat] `east`, `north` metres from ORIGIN, which the reference points put at plant [0, 0]. */
const at = (east: number, north: number): Position => [ORIGIN[0] + east / (M_PER_DEG * Math.cos((ORIGIN[1] * Math.PI) / 180)), ORIGIN[1] + north / M_PER_DEG];
const GEO_POINTS = [{ plant: [0, 0], geo: ORIGIN }, { plant: [400, 300], geo: at(400, 300) }];

let t: TestApp;
let qyadmin: string;
let qyadmin2: string;
let viewer: string;
let staff: string;
let deviceId: number;
let checkId: number;
let areaId: number;

const send = (token: string, [lon, lat]: Position, extra: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: POSITION, token, payload: { resource: 'site-device', recordId: deviceId, lon, lat, accuracy: 8, purpose: 'checkin', ...extra } });
const kept = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from phone_position'))[0].n;

async function created(url: string, payload: object): Promise<number> {
  const res = await t.call({ method: 'POST', url, token: qyadmin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id ?? res.json().data);
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  staff = await t.login('staff01', PASSWORDS.staff01);
  deviceId = await created('/zax-cloud/u-basic/site-device', { name: '1号泵', position: { type: 'Point', coordinates: [100, 100] } });
  areaId = await created('/zax-cloud/u-basic/area', {
    name: '签到测试区',
    type: 'worksite',
    shape: { type: 'Polygon', coordinates: [[[200, 200], [300, 200], [300, 300], [200, 300], [200, 200]]] },
  });
  checkId = await created('/zax-cloud/u-basic/site-check', { name: '区域签到', areaId });
});
afterAll(() => t.close());

describe('without reference points', () => {
  it('the demo plan has its own, which an administrator clears', async () => {
    expect((await t.call({ url: '/zax-cloud/u-basic/plant-plan', token: qyadmin })).json().data.geoPoints).toEqual(DEMO_GEO_POINTS);
    const res = await t.call({ method: 'PUT', url: GEO, token: qyadmin, payload: { geoPoints: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.geoPoints).toBeNull();
  });

  it('answers 409 saying the plan has none, and keeps nothing', async () => {
    const res = await send(qyadmin, at(100, 100));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toContain('地理参考点');
    expect(await kept()).toBe(0);
  });

  it('refuses reference points of an enterprise without a plan (409)', async () => {
    const res = await t.call({ method: 'PUT', url: GEO, token: qyadmin2, payload: { geoPoints: GEO_POINTS } });
    expect(res.statusCode, res.body).toBe(409);
  });
});

describe('the reference points', () => {
  it.each([
    ['one point', [GEO_POINTS[0]], /两个点/],
    ['the same place twice', [GEO_POINTS[0], { plant: [400, 300], geo: ORIGIN }], /同一个位置/],
    ['longitude and latitude swapped', [GEO_POINTS[0], { plant: [400, 300], geo: [at(400, 300)[1], at(400, 300)[0]] }], /经度必须在/],
    ['a scale far from metres', [GEO_POINTS[0], { plant: [400, 300], geo: at(4, 3) }], /填反/],
  ])('refuses %s naming geoPoints, changing nothing', async (_name, geoPoints, message) => {
    const res = await t.call({ method: 'PUT', url: GEO, token: qyadmin, payload: { geoPoints } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'geoPoints' });
    expect(res.json().msg).toMatch(message);
    expect((await t.call({ url: '/zax-cloud/u-basic/plant-plan', token: qyadmin })).json().data.geoPoints).toBeNull();
  });

  it('refuses a read-only user', async () => {
    expect((await t.call({ method: 'PUT', url: GEO, token: viewer, payload: { geoPoints: GEO_POINTS } })).statusCode).toBe(403);
  });

  it('are set, answered with the plan, and kept when the plan is saved again without them', async () => {
    const res = await t.call({ method: 'PUT', url: GEO, token: qyadmin, payload: { geoPoints: GEO_POINTS } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.geoPoints).toEqual(GEO_POINTS);
    const plan = (await t.call({ url: '/zax-cloud/u-basic/plant-plan', token: viewer })).json().data;
    expect(plan.geoPoints).toEqual(GEO_POINTS);
    const again = await t.call({ method: 'PUT', url: '/zax-cloud/u-basic/plant-plan', token: qyadmin, payload: { kind: 'image', fileId: plan.fileId, points: plan.points } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.geoPoints).toEqual(GEO_POINTS);
    const bad = await t.call({ method: 'PUT', url: '/zax-cloud/u-basic/plant-plan', token: qyadmin, payload: { kind: 'image', fileId: plan.fileId, points: plan.points, geoPoints: [GEO_POINTS[0], GEO_POINTS[0]] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('geoPoints');
  });
});

describe('POST /phone/position', () => {
  it("answers the distance to the record's point, within the default 200 m", async () => {
    const res = await send(staff, at(100, 100));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ distanceM: 0, limitM: 200, tooFar: false });
    const near = await send(staff, at(100, 250));
    expect(near.json().data).toMatchObject({ distanceM: 150, tooFar: false });
  });

  it('warns a position too far and records it (who, where, plant x/y, the distance)', async () => {
    const res = await send(staff, at(100, 400), { purpose: 'signature' });
    expect(res.statusCode, res.body).toBe(200);
    const { id, distanceM, tooFar } = res.json().data;
    expect({ distanceM, tooFar }).toEqual({ distanceM: 300, tooFar: true });
    const [row] = await t.db.query<Record<string, unknown>>('select * from phone_position where id = $1', [id]);
    expect(row).toMatchObject({ resource: 'site-device', record_id: deviceId, too_far: true, refused: false, purpose: 'signature', accuracy: 8 });
    expect(row.staff_id).not.toBeNull();
    expect(Number(row.x)).toBeCloseTo(100, 3);
    expect(Number(row.y)).toBeCloseTo(400, 3);
  });

  it("compares with the polygon of the record's area: 0 inside, else to the nearest edge", async () => {
    const inside = await send(staff, at(250, 250), { resource: 'site-check', recordId: checkId });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().data).toMatchObject({ distanceM: 0, tooFar: false });
    const outside = await send(staff, at(250, 350), { resource: 'site-check', recordId: checkId });
    expect(outside.json().data).toMatchObject({ distanceM: 50 });
    // 厂区区域 itself declares its shape as its place.
    const area = await send(staff, at(310, 250), { resource: 'area', recordId: areaId });
    expect(area.json().data).toMatchObject({ distanceM: 10 });
  });

  it.each([
    ['a latitude past 90', { lat: 91 }, 'lat'],
    ['a longitude past 180', { lon: -181 }, 'lon'],
    ['a negative accuracy', { accuracy: -1 }, 'accuracy'],
  ])('answers 422 for %s, naming the field, keeping nothing', async (_name, extra, field) => {
    const before = await kept();
    const res = await send(staff, at(0, 0), extra);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].field).toBe(field);
    expect(await kept()).toBe(before);
  });

  it.each([
    ['a resource without a place', { resource: 'special-equipment' }, 400],
    ['an unknown resource', { resource: 'no-such' }, 400],
    ['a missing record', { recordId: 999_999 }, 404],
    ['a purpose it does not know', { purpose: 'walk' }, 400],
  ])('refuses %s, keeping nothing', async (_name, extra, status) => {
    const before = await kept();
    const res = await send(staff, at(0, 0), extra);
    expect(res.statusCode, res.body).toBe(status);
    expect(await kept()).toBe(before);
  });

  it("does not find another enterprise's record", async () => {
    const res = await send(qyadmin2, at(0, 0));
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('the location rule', () => {
  it('answers the defaults, and only administrators change it', async () => {
    expect((await t.call({ url: CONFIG, token: staff })).json().data).toEqual({ maxDistanceM: 200, refuseTooFar: false });
    for (const token of [viewer, staff]) {
      expect((await t.call({ method: 'PUT', url: CONFIG, token, payload: { maxDistanceM: 250, refuseTooFar: true } })).statusCode).toBe(403);
    }
    const bad = await t.call({ method: 'PUT', url: CONFIG, token: qyadmin, payload: { maxDistanceM: 0, refuseTooFar: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('maxDistanceM');
    const res = await t.call({ method: 'PUT', url: CONFIG, token: qyadmin, payload: { maxDistanceM: 250, refuseTooFar: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ maxDistanceM: 250, refuseTooFar: true });
    expect((await t.call({ url: CONFIG, token: qyadmin2 })).json().data).toEqual({ maxDistanceM: 200, refuseTooFar: false });
  });

  it('refuses a position too far with 409 naming the distance, and still records the attempt', async () => {
    const before = await kept();
    const res = await send(staff, at(100, 400));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toContain('300 米');
    expect(res.json().msg).toContain('250 米');
    expect(await kept()).toBe(before + 1);
    const [row] = await t.db.query<{ refused: boolean; too_far: boolean; limit_m: number }>('select refused, too_far, limit_m from phone_position order by id desc limit 1');
    expect(row).toEqual({ refused: true, too_far: true, limit_m: 250 });
    const near = await send(staff, at(100, 300));
    expect(near.statusCode).toBe(200);
    expect(near.json().data).toMatchObject({ distanceM: 200, limitM: 250, tooFar: false });
  });
});
