// The phone's own refusal of a scanned code inside a patrol (src/domain/patrol-scan.ts localScanRefusal): without
// signal a code that is not a patrol point's, or a point not on the route, is refused before anything is queued.
import { describe, expect, it } from 'vitest';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import { localScanRefusal } from '../../src/domain/patrol-scan.ts';

const SIG = 'AAAAAAAAAAAAAAAAAAAAAA';
const code = (resource: string, id: number, tenant = 1001) => `z1.${tenant}.${resource}.${id}.${SIG}`;
const ROUTE = [5, 6, 9];

describe('localScanRefusal', () => {
  it.each([5, 6, 9])('lets a point of the route through (%i)', (id) => {
    expect(localScanRefusal(code('patrol-point', id), ROUTE)).toBeNull();
  });
  it('names the point (by its id) that is not on the route', () => {
    expect(localScanRefusal(code('patrol-point', 12), ROUTE)).toEqual({ id: 'xjxc.scan.offRouteLocal', params: { id: 12 } });
    expect(chinese['xjxc.scan.offRouteLocal']).toBe('扫描的点位（ID {id}）不在本次巡检的路线上，请扫描本路线点位的二维码');
  });
  it.each([
    ['another resource’s code', code('production-equipment', 5)],
    ['a permit’s code', code('permit', 6)],
    ['no code at all', 'hello'],
  ])('refuses %s as no patrol point', (_n, c) => {
    expect(localScanRefusal(c, ROUTE)).toEqual({ id: 'xjxc.scan.notPoint' });
  });
  it('refuses every point when the route has none', () => {
    expect(localScanRefusal(code('patrol-point', 5), [])?.id).toBe('xjxc.scan.offRouteLocal');
  });
});
