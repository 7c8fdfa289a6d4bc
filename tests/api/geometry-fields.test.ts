// Geometry fields (x-geometry) through the generic routes: area's polygon `shape` is refused (400 naming the
// field by its title, nothing saved) when it is no polygon, crosses itself, leaves the plan's extent, or
// when the enterprise has no plan; a valid one is saved and answered as it was sent, in the detail and
// the list; the message follows the request's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const URL = '/zax-cloud/u-basic/area';
let t: TestApp;
let qyadmin: string;
let qyadmin2: string;

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
});
afterAll(() => t.close());

const ring = (...pts: [number, number][]) => ({ type: 'Polygon', coordinates: [[...pts, pts[0]]] });
const count = async (tenant: number) =>
  Number((await t.db.query<{ n: string }>('select count(*) as n from r_area where tenant_id = $1 and not deleted', [tenant]))[0].n);

describe('an area shape in the demo enterprise (plan extent [0, 0, 800, 500])', () => {
  it.each([
    ['a bow tie', ring([10, 10], [100, 100], [100, 10], [10, 100]), '区域范围的边线自相交'],
    ['a ring left open', { type: 'Polygon', coordinates: [[[10, 10], [100, 10], [100, 100], [10, 100]]] }, '区域范围的图形格式不正确'],
    ['a point', { type: 'Point', coordinates: [10, 10] }, '区域范围的图形格式不正确'],
    ['a vertex outside the plan', ring([700, 400], [900, 400], [900, 480], [700, 480]), '区域范围超出厂区平面图范围'],
    ['a text', 'POLYGON((0 0, 1 0, 1 1, 0 0))', '区域范围格式不正确'],
  ])('refuses %s, naming the field, saving nothing', async (_name, shape, message) => {
    const before = await count(1001);
    const res = await t.call({ method: 'POST', url: URL, token: qyadmin, payload: { name: '测试区域', type: 'other', shape } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'shape', message }]);
    expect(await count(1001)).toBe(before);
  });

  it('answers the refusal in English when asked', async () => {
    const res = await t.call({
      method: 'POST',
      url: URL,
      token: qyadmin,
      headers: { 'accept-language': 'en' },
      payload: { name: 'x', type: 'other', shape: ring([700, 400], [900, 400], [900, 480]) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'shape', message: '区域范围 lies outside the plant plan' }]);
  });

  it('saves a valid polygon and answers it as sent, in the detail and the list; an update is checked too', async () => {
    const shape = ring([400, 50], [500, 50], [520, 150], [420, 180]);
    const res = await t.call({ method: 'POST', url: URL, token: qyadmin, payload: { name: '新建罐区', code: 'T-9', type: 'storage', shape } });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect(res.json().data.shape).toEqual(shape);
    const detail = await t.call({ url: `${URL}/${id}`, token: qyadmin });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.shape).toEqual(shape);
    const list = await t.call({ url: `${URL}/list?limit=100&name=新建罐区`, token: qyadmin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.rows.map((r: { shape: unknown }) => r.shape)).toEqual([shape]);
    const moved = await t.call({ method: 'PUT', url: URL, token: qyadmin, payload: { id, shape: ring([400, 50], [900, 50], [520, 150]) } });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors[0].field).toBe('shape');
    const again = await t.call({ url: `${URL}/${id}`, token: qyadmin });
    expect(again.json().data.shape).toEqual(shape);
  });

  it('a list filter on the shape is refused as an unknown filter', async () => {
    const res = await t.call({ url: `${URL}/list?shape=x`, token: qyadmin });
    expect(res.statusCode).toBe(400);
  });
});

describe('an enterprise without a plan', () => {
  it('refuses any geometry, asking for the plan first; a record without one is saved', async () => {
    const res = await t.call({ method: 'POST', url: URL, token: qyadmin2, payload: { name: '一车间', type: 'production', shape: ring([0, 0], [10, 0], [10, 10]) } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'shape', message: '请先设置厂区平面图，再填写区域范围' }]);
    expect(await count(2001)).toBe(0);
    const plain = await t.call({ method: 'POST', url: URL, token: qyadmin2, payload: { name: '一车间', type: 'production' } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await count(2001)).toBe(1);
  });
});
