// The plant plan (GET/PUT /u-basic/plant-plan, docs/schema-engine.md "Geometry, plan and layers"): the demo
// enterprise has its seeded image plan; another enterprise starts without one, sets an image plan (the file
// checked by content, its pixel size read, the extent from two control points) or a GeoJSON plan; a file that
// is no image, another enterprise's file, bad control points and a read-only user are refused; a new extent
// that would leave records' geometries outside is refused with 409, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlanPng } from '../../src/server/map/demo-plan.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { multipartBody } from './helpers/multipart.ts';
import { png, zipOf } from './helpers/sample-files.ts';

const URL = '/zax-cloud/u-basic/plant-plan';
let t: TestApp;
let qyadmin: string;
let qyadmin2: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  viewer = await t.login('viewer', PASSWORDS.viewer);
});
afterAll(() => t.close());

async function upload(token: string, name: string, content: Buffer) {
  return t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token, ...multipartBody({}, { name, content }) });
}

async function uploadedId(token: string, name: string, content: Buffer): Promise<number> {
  const res = await upload(token, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const put = (token: string, payload: unknown, headers: Record<string, string> = {}) => t.call({ method: 'PUT', url: URL, token, payload: payload as object, headers });
const planOf = async (token: string) => {
  const res = await t.call({ url: URL, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the demo enterprise', () => {
  it('has the seeded image plan, readable by every user of the enterprise', async () => {
    for (const token of [qyadmin, viewer]) {
      const plan = await planOf(token);
      expect(plan).toMatchObject({ kind: 'image', width: 800, height: 500, extent: [0, 0, 800, 500] });
      expect(plan.points).toHaveLength(2);
    }
    const file = await t.call({ url: `/zax-cloud/asset/file/${(await planOf(qyadmin)).fileId}`, token: viewer });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a new extent that would leave areas outside (409, naming how many and one), changing nothing', async () => {
    const before = await planOf(qyadmin);
    const res = await put(qyadmin, {
      kind: 'image',
      fileId: before.fileId,
      points: [{ pixel: [0, 0], plant: [0, 250] }, { pixel: [800, 500], plant: [400, 0] }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe(409);
    expect(res.json().msg).toMatch(/新的平面图范围之外还有 \d+ 条记录的位置，例如厂区区域“.+”（ID \d+）/);
    expect(await planOf(qyadmin)).toEqual(before);
  });

  it('accepts a larger extent that keeps every geometry inside', async () => {
    const before = await planOf(qyadmin);
    const res = await put(qyadmin, { kind: 'image', fileId: before.fileId, points: [{ pixel: [0, 0], plant: [0, 1000] }, { pixel: [800, 500], plant: [1600, 0] }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'image', width: 800, height: 500, extent: [0, 0, 1600, 1000] });
  });

  it('refuses a read-only user', async () => {
    const res = await put(viewer, { kind: 'geojson', geojson: { type: 'FeatureCollection', features: [] } });
    expect(res.statusCode).toBe(403);
  });
});

describe('an enterprise without a plan', () => {
  it('answers null', async () => {
    expect(await planOf(qyadmin2)).toBeNull();
  });

  it('refuses a text file renamed .png at the upload, and a document by content at the plan', async () => {
    const text = await upload(qyadmin2, 'plan.png', Buffer.from('this is not an image at all'));
    expect(text.statusCode).toBe(400);
    const docId = await uploadedId(qyadmin2, 'plan.docx', zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }));
    const res = await put(qyadmin2, { kind: 'image', fileId: docId, points: [{ pixel: [0, 0], plant: [0, 10] }, { pixel: [10, 10], plant: [10, 0] }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'fileId', message: '平面图文件必须是 PNG、JPEG、GIF 或 WebP 图片' }]);
    expect(await planOf(qyadmin2)).toBeNull();
  });

  it("refuses another enterprise's file as if it did not exist", async () => {
    const foreign = (await planOf(qyadmin)).fileId as number;
    const res = await put(qyadmin2, { kind: 'image', fileId: foreign, points: [{ pixel: [0, 0], plant: [0, 10] }, { pixel: [10, 10], plant: [10, 0] }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'fileId', message: '平面图文件不存在' });
  });

  it.each([
    ['one point', [{ pixel: [0, 0], plant: [0, 10] }], '请给出两个定位点（像素坐标与厂区坐标）'],
    ['points on one pixel column', [{ pixel: [0, 0], plant: [0, 10] }, { pixel: [0, 10], plant: [10, 0] }], '两个定位点的横坐标、纵坐标都必须不同'],
    ['points on one plant row', [{ pixel: [0, 0], plant: [0, 10] }, { pixel: [10, 10], plant: [10, 10] }], '两个定位点的横坐标、纵坐标都必须不同'],
  ])('refuses %s', async (_name, points, message) => {
    const id = await uploadedId(qyadmin2, 'tiny.png', png());
    const res = await put(qyadmin2, { kind: 'image', fileId: id, points });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'points', message }]);
  });

  it('refuses an unknown kind and a GeoJSON that is no FeatureCollection, in the asked language', async () => {
    const kind = await put(qyadmin2, { kind: 'svg' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0].field).toBe('kind');
    const bad = await put(qyadmin2, { kind: 'geojson', geojson: { type: 'Feature', geometry: null } }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'geojson', message: expect.stringMatching(/FeatureCollection/) });
    expect(await planOf(qyadmin2)).toBeNull();
  });

  it('sets a GeoJSON plan whose extent is its bounds', async () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: '围墙' }, geometry: { type: 'Polygon', coordinates: [[[0, 0], [300, 0], [300, 200], [0, 200], [0, 0]]] } },
        { type: 'Feature', properties: { name: '道路' }, geometry: { type: 'LineString', coordinates: [[-20, 100], [320, 100]] } },
      ],
    };
    const res = await put(qyadmin2, { kind: 'geojson', geojson });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'geojson', geojson, extent: [-20, 0, 320, 200] });
  });

  it('then an image plan with its pixel size read from the file', async () => {
    const id = await uploadedId(qyadmin2, 'site.png', demoPlanPng());
    const res = await put(qyadmin2, { kind: 'image', fileId: id, points: [{ pixel: [100, 100], plant: [0, 400] }, { pixel: [500, 300], plant: [400, 200] }] });
    expect(res.statusCode, res.body).toBe(200);
    // 1 m per pixel; pixel (0,0) is plant (-100, 500), pixel (800, 500) is plant (700, 0).
    expect(res.json().data).toMatchObject({ kind: 'image', fileId: id, width: 800, height: 500, extent: [-100, 0, 700, 500] });
    expect(await planOf(qyadmin2)).toMatchObject({ fileId: id, extent: [-100, 0, 700, 500] });
    // The demo enterprise's plan is its own.
    expect((await planOf(qyadmin)).fileId).not.toBe(id);
  });
});
