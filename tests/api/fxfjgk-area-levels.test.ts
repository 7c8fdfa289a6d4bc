// The four colours as layers of the plant map (docs/risk.md): each area stores the highest risk level of the units
// placed in it or below it (the server's, whatever a client sends), kept when an event, a unit or an area is saved,
// moved or deleted; the layers risk-major-areas … risk-low-areas of the layer registry show the areas of their level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
let t: TestApp;
let qyadmin: string;
let staffId: number;
let deptId: number;
let parent: number;
let child: number;
let unitId: number;

type Json = Record<string, unknown>;
const square = (x: number) => ({ type: 'Polygon', coordinates: [[[x, 0], [x + 10, 0], [x + 10, 10], [x, 10], [x, 0]]] });
async function ok(method: 'POST' | 'PUT', resource: string, payload: Json): Promise<number> {
  const res = await t.call({ method, url: `${U}/${resource}`, token: qyadmin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}
async function shown(layer: string): Promise<string[]> {
  const res = await t.call({ url: `${U}/map/features`, query: { layer }, token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.features as { properties: { label: string } }[]).map((f) => f.properties.label).filter((l) => l.startsWith('四色层')).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  const [p] = await t.db.query<{ id: number; departmentId: number }>(`select id::int as id, department_id::int as "departmentId" from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted`);
  staffId = p.id;
  deptId = p.departmentId;
});
afterAll(() => t.close());

describe('the four-colour layers', () => {
  it('are layers of the registry, off, in the ministry’s colours', async () => {
    const res = await t.call({ url: `${U}/map/layers`, token: qyadmin });
    const layers = res.json().data as { key: string; color: string; on: boolean; resource: string }[];
    expect(layers.filter((l) => l.key.startsWith('risk-')).map((l) => [l.key, l.color, l.on, l.resource])).toEqual([
      ['risk-major-areas', '#FF0000', false, 'area'],
      ['risk-large-areas', '#FF8C00', false, 'area'],
      ['risk-general-areas', '#FFFF00', false, 'area'],
      ['risk-low-areas', '#0000FF', false, 'area'],
    ]);
  });

  it('colour the demo plant’s areas (a seed step after the demo units)', async () => {
    const res = await t.call({ url: `${U}/map/features`, query: { layer: 'risk-large-areas' }, token: qyadmin });
    expect((res.json().data.features as { properties: { label: string } }[]).map((f) => f.properties.label)).toContain('储罐区');
  });

  it('colour an area and the areas above it by the highest level inside; a client’s level is not taken', async () => {
    parent = await ok('POST', 'area', { name: '四色层罐区', type: 'storage', shape: square(100), riskLevel: 'major' });
    child = await ok('POST', 'area', { name: '四色层罐组', type: 'storage', parentId: parent, shape: square(102) });
    expect(await shown('risk-major-areas')).toEqual([]);
    const objectId = await ok('POST', 'risk-object', { name: '四色层对象', objectType: 'major-hazard', deptId, personId: staffId });
    unitId = await ok('POST', 'risk-unit', { name: '四色层储罐', objectId, areaId: child, deptId, personId: staffId });
    await ok('POST', 'risk-event', { name: '四色层泄漏', unitId, eventType: 'fire', method: 'LS', lsL: 3, lsS: 5 });
    expect(await shown('risk-large-areas')).toEqual(['四色层罐区', '四色层罐组']);
    expect(await shown('risk-major-areas')).toEqual([]);

    await ok('POST', 'risk-event', { name: '四色层爆炸', unitId, eventType: 'explosion', method: 'LS', lsL: 5, lsS: 5 });
    expect(await shown('risk-major-areas')).toEqual(['四色层罐区', '四色层罐组']);
    expect(await shown('risk-large-areas')).toEqual([]);

    // Editing an area keeps its level, whatever the client sends.
    await ok('PUT', 'area', { id: child, remark: '改备注', riskLevel: 'low' });
    expect(await shown('risk-major-areas')).toEqual(['四色层罐区', '四色层罐组']);
    expect(await shown('risk-low-areas')).toEqual([]);
  });

  it('follow an area moved out from under another, the events and the unit deleted', async () => {
    await ok('PUT', 'area', { id: child, parentId: null });
    expect(await shown('risk-major-areas')).toEqual(['四色层罐组']);
    const del = (resource: string, ids: number[]) => t.call({ method: 'DELETE', url: `${U}/${resource}`, token: qyadmin, payload: { ids } });
    const [major] = await t.db.query<{ id: number }>(`select id::int as id from r_risk_event where tenant_id = 1001 and data->>'name' = '四色层爆炸'`);
    expect((await del('risk-event', [major.id])).statusCode).toBe(200);
    expect(await shown('risk-large-areas')).toEqual(['四色层罐组']);
    const events = await t.db.query<{ id: number }>(`select id::int as id from r_risk_event where tenant_id = 1001 and not deleted and data->>'unitId' = $1`, [String(unitId)]);
    expect((await del('risk-event', events.map((e) => e.id))).statusCode).toBe(200);
    expect((await del('risk-unit', [unitId])).statusCode).toBe(200);
    for (const layer of ['risk-major-areas', 'risk-large-areas', 'risk-general-areas', 'risk-low-areas']) expect(await shown(layer)).toEqual([]);
  });
});
