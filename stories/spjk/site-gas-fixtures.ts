// The gas detectors of a work site as GET /spjk/gas/site answers them (stories of the permit's block).
import type { SiteDetector } from '../../src/client/api/spjk-api.ts';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';

export const SITE = '二车间反应釜区';

const H2S: SiteDetector = { id: 3, code: 'GD-103', name: '反应釜区硫化氢检测器', gas: 'H2S', gasName: '硫化氢', unit: 'ppm', value: 1.6, level: 'normal', at: '2026-03-02T01:58:00.000Z', alarm: null };
const O2: SiteDetector = { id: 4, code: 'GD-104', name: '反应釜区氧含量检测器', gas: 'O2', gasName: '氧气', unit: '%VOL', value: 20.9, level: 'normal', at: '2026-03-02T01:58:00.000Z', alarm: null };

/** Both detectors of the site reading normal. */
export const QUIET: SiteDetector[] = [O2, H2S];

/** The H2S detector at 高报 (listed second by the server: the block shows it first). */
export const IN_ALARM: SiteDetector[] = [
  O2,
  {
    ...H2S,
    value: 23,
    level: 'high',
    alarm: { id: 7, level: 'high', levelName: '高报', message: '气体检测器 反应釜区硫化氢检测器（GD-103）（二车间反应釜区）硫化氢高报：23 ppm', lastValue: 23 },
  },
];

/** The site's detectors answered as given; the live stream is not there in stories. */
export function siteGasRoutes(detectors: SiteDetector[]): MockRoutes {
  return {
    'GET /spjk/gas/site': okData(detectors),
    'GET /spjk/gas/stream': fail('实时推送暂不可用', 503),
  };
}
