// The plant map's layers and features (GET /u-basic/map/layers, /u-basic/map/features): the layers the
// resource files declare, in spec 001 §2's order (area polygons on, point layers off); a layer's features
// are the enterprise's records (not deleted) with a geometry, filtered by the layer's equalities and the
// bbox, at most 10,000 (`truncated` beyond); another enterprise's records never show; an unknown layer is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let qyadmin: string;
let qyadmin2: string;
let viewer: string;

interface Feature {
  id: number;
  geometry: { type: string; coordinates: unknown };
  properties: { label: string; resource?: string; link?: string };
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  const point = (x: number, y: number) => JSON.stringify({ name: `摄像头${x}-${y}`, position: { type: 'Point', coordinates: [x, y] } });
  // Cameras straight into the table (the form's references are not what is tested here), the demo's set aside.
  await t.db.query('update r_camera set deleted = true where tenant_id = 1001');
  for (const [x, y] of [[50, 50], [700, 400], [300, 260]]) await t.db.query('insert into r_camera (tenant_id, data) values (1001, $1::jsonb)', [point(x, y)]);
  await t.db.query("insert into r_camera (tenant_id, data, deleted) values (1001, $1::jsonb, true)", [point(60, 60)]);
  await t.db.query("insert into r_camera (tenant_id, data) values (1001, '{\"name\": \"无位置\"}'::jsonb)");
  // Another enterprise: an area of its own, and more cameras than one answer holds.
  await t.db.query(`insert into r_area (tenant_id, data) values (2001, '{"name": "他厂装置", "type": "production", "shape": {"type": "Polygon", "coordinates": [[[0,0],[5,0],[5,5],[0,0]]]}}'::jsonb)`);
  await t.db.query(
    `insert into r_camera (tenant_id, data)
     select 2001, jsonb_build_object('name', 'c' || g, 'position', jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(g % 100, g / 100)))
       from generate_series(1, 10001) g`,
  );
});
afterAll(() => t.close());

async function features(token: string, query: string) {
  const res = await t.call({ url: `/zax-cloud/u-basic/map/features?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { type: string; features: Feature[]; truncated: boolean };
}

describe('layers', () => {
  it('lists the declared layers in the spec order, area polygons and the work in progress on, point layers off', async () => {
    for (const token of [qyadmin, viewer]) {
      const res = await t.call({ url: '/zax-cloud/u-basic/map/layers', token });
      expect(res.statusCode, res.body).toBe(200);
      const layers = res.json().data as { key: string; resource: string; geometry: string; on: boolean; order: number; color: string; title: string }[];
      // The modules' layers (气体检测器 35, 定位地址 40, 应急物资 85, 气象数据 90) appear by being declared, in their order;
      // the four colours of the areas' risk levels (41–44) follow the risk points' place.
      expect(layers.map((l) => l.key)).toEqual([
        'production-areas',
        'worksites',
        'special-work-in-progress',
        'plant-cameras',
        'gas-detectors',
        'location-addresses',
        'risk-major-areas',
        'risk-large-areas',
        'risk-general-areas',
        'risk-low-areas',
        'hazard-points',
        'equipment-points',
        'emergency-supplies',
        'weather-data',
      ]);
      expect(layers[0]).toEqual({ key: 'production-areas', title: '生产装置区域', resource: 'area', geometry: 'polygon', on: true, color: '#fa8c16', order: 10 });
      expect(layers.find((l) => l.key === 'plant-cameras')).toMatchObject({ resource: 'camera', geometry: 'point', on: false });
      // The permits in progress (a module's layer: its features link to their permit pages) show when the map opens.
      expect(layers.filter((l) => l.on).map((l) => l.key)).toEqual(['production-areas', 'worksites', 'special-work-in-progress']);
      expect(layers.find((l) => l.key === 'special-work-in-progress')).toEqual({
        key: 'special-work-in-progress', title: '作业中的特殊作业', resource: '', geometry: 'point', on: true, color: '#cf1322', order: 21,
      });
    }
  });
});

describe('features', () => {
  it("answers a layer's records by its filter, labelled, as GeoJSON", async () => {
    const fc = await features(qyadmin, 'layer=production-areas');
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.truncated).toBe(false);
    expect(fc.features.map((f) => f.properties.label).sort()).toEqual(['生产装置一区', '生产装置二区']);
    expect(fc.features[0]).toMatchObject({ type: 'Feature', geometry: { type: 'Polygon' }, properties: { resource: 'area' } });
    const sites = await features(qyadmin, 'layer=worksites');
    expect(sites.features.map((f) => f.properties.label)).toEqual(['一区检修作业点']);
  });

  it('keeps the features whose bounds meet the bbox', async () => {
    const west = await features(qyadmin, 'layer=production-areas&bbox=0,0,320,460');
    expect(west.features.map((f) => f.properties.label)).toEqual(['生产装置一区']);
    // A box inside a polygon, touching none of its vertices, still finds it.
    const inside = await features(qyadmin, 'layer=production-areas&bbox=400,350,410,360');
    expect(inside.features.map((f) => f.properties.label)).toEqual(['生产装置二区']);
    const cams = await features(qyadmin, 'layer=plant-cameras&bbox=0,0,400,300');
    expect(cams.features.map((f) => f.geometry.coordinates).sort()).toEqual([[300, 260], [50, 50]]);
  });

  it('leaves out deleted records, records without a geometry, and other enterprises', async () => {
    const cams = await features(qyadmin, 'layer=plant-cameras');
    expect(cams.features.map((f) => f.properties.label).sort()).toEqual(['摄像头300-260', '摄像头50-50', '摄像头700-400']);
    const areas = await features(qyadmin2, 'layer=production-areas');
    expect(areas.features.map((f) => f.properties.label)).toEqual(['他厂装置']);
    const mine = await features(qyadmin, 'layer=production-areas');
    expect(mine.features.map((f) => f.properties.label)).not.toContain('他厂装置');
  });

  it('answers at most 10,000 features, saying it truncated', async () => {
    const fc = await features(qyadmin2, 'layer=plant-cameras');
    expect(fc.features).toHaveLength(10_000);
    expect(fc.truncated).toBe(true);
    const few = await features(qyadmin2, 'layer=plant-cameras&bbox=0,0,10,0');
    expect(few.truncated).toBe(false);
    expect(few.features).toHaveLength(10);
  });

  it('refuses an unknown layer (404 naming it) and a bad bbox (400)', async () => {
    const res = await t.call({ url: '/zax-cloud/u-basic/map/features?layer=risk-points', token: qyadmin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '图层不存在：risk-points' });
    for (const bbox of ['1,2,3', 'a,b,c,d', '10,0,0,10']) {
      const bad = await t.call({ url: `/zax-cloud/u-basic/map/features?layer=worksites&bbox=${bbox}`, token: qyadmin });
      expect(bad.statusCode, bbox).toBe(400);
      expect(bad.json().errors[0].field).toBe('bbox');
    }
  });
});

describe('the special work in progress (a module layer)', () => {
  it('shows the permits in progress that have a position, each linking to its permit page; no draft, no other enterprise', async () => {
    const working = await t.db.query<{ id: number; number: string }>(`select id::int as id, number from permit where tenant_id = 1001 and state = 'IN_PROGRESS' order by id`);
    expect(working.length).toBeGreaterThan(1);
    const [draft] = await t.db.query<{ id: number }>(`select id::int as id from permit where tenant_id = 1001 and state = 'DRAFT' order by id limit 1`);
    const place = (id: number, x: number, y: number) =>
      t.db.query(`update permit set data = data || jsonb_build_object('zuoYeWeiZhi', jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array($2::float8, $3::float8))) where id = $1`, [id, x, y]);
    await place(working[0].id, 120, 80);
    await place(draft.id, 130, 90);
    const fc = await features(qyadmin, 'layer=special-work-in-progress');
    // The other permits in progress have no position: not on the map.
    expect(fc.features.map((f) => f.id)).toEqual([working[0].id]);
    expect(fc.features[0]).toMatchObject({ type: 'Feature', geometry: { type: 'Point', coordinates: [120, 80] }, properties: { link: '/tszy/detail/{id}' } });
    expect(fc.features[0].properties.label).toContain(working[0].number);
    expect((await features(qyadmin, 'layer=special-work-in-progress&bbox=0,0,100,50')).features).toEqual([]);
    expect((await features(viewer, 'layer=special-work-in-progress')).features).toHaveLength(1);
    // An enterprise without special work has no such layer.
    const other = await t.call({ url: '/zax-cloud/u-basic/map/features?layer=special-work-in-progress', token: qyadmin2 });
    expect(other.statusCode).toBe(404);
    const layers = (await t.call({ url: '/zax-cloud/u-basic/map/layers', token: qyadmin2 })).json().data as { key: string }[];
    expect(layers.map((l) => l.key)).not.toContain('special-work-in-progress');
  });

  it('gives a site drawn as a polygon (or an area\'s) as that polygon, found by a box meeting it', async () => {
    const working = await t.db.query<{ id: number }>(`select id::int as id from permit where tenant_id = 1001 and state = 'IN_PROGRESS' order by id`);
    const ring = [[300, 300], [340, 300], [340, 330], [300, 300]];
    await t.db.query(`update permit set data = data || jsonb_build_object('zuoYeWeiZhi', $2::jsonb) where id = $1`, [working[1].id, JSON.stringify({ type: 'Polygon', coordinates: [ring] })]);
    const fc = await features(qyadmin, 'layer=special-work-in-progress&bbox=330,290,400,310');
    expect(fc.features.map((f) => f.id)).toEqual([working[1].id]);
    expect(fc.features[0].geometry).toEqual({ type: 'Polygon', coordinates: [ring] });
  });
});
