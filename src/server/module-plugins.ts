// The modules' own server routes (a search service, an ingest path, an exam's taking): each module that has routes
// beyond its resource files' generic ones exports one Fastify plugin from `src/server/<module>/<module>-plugin.ts`
// and adds one line here. app.ts registers them all under the API prefix, after the engine's routes, so that a
// module's routes may use anything the engine registered (auth, the resources' record pipeline).
import type { FastifyPluginAsync } from 'fastify';
import { yhpcPlugin } from './yhpc/yhpc-plugin.ts';
import { systemPlugin } from './system/system-plugin.ts';
import { jypxPlugin } from './jypx/jypx-plugin.ts';
import { jypxStudyPlugin } from './jypx/study-plugin.ts';
import { jypxFilePlugin } from './jypx/training-file-plugin.ts';
import { fgcxPlugin } from './fgcx/fgcx-plugin.ts';
import { zdjxPlugin } from './zdjx/zdjx-plugin.ts';
import { xjxcPlugin } from './xjxc/xjxc-plugin.ts';
import { equipmentPlugin } from './equipment/equipment-plugin.ts';
import { zbglPlugin } from './zbgl/zbgl-plugin.ts';
import { qingDanPlugin } from './qing-dan/qing-dan-plugin.ts';
import { fxfjgkPlugin } from './fxfjgk/fxfjgk-plugin.ts';
import { enterprisePlugin } from './enterprise/enterprise-plugin.ts';
import { groupsPlugin } from './groups/groups-plugin.ts';
import { opsStatsPlugin } from './ops-stats/ops-stats-plugin.ts';
import { aiPlugin } from './ai/ai-plugin.ts';
import { rydwPlugin } from './rydw/rydw-plugin.ts';
import { spjkPlugin } from './spjk/spjk-plugin.ts';
import { gyaqPlugin } from './gyaq/gyaq-plugin.ts';
import { tszyPlugin } from './tszy/tszy-plugin.ts';

export interface ModulePlugin {
  /** The haveModel key of the module (src/domain/modules.ts), for logs and the docs. */
  module: string;
  /** Registered with `{ prefix: API_PREFIX + prefix }`. */
  prefix: string;
  plugin: FastifyPluginAsync;
}

export const MODULE_PLUGINS: readonly ModulePlugin[] = [
  { module: 'yhpc', prefix: '/yhpc', plugin: yhpcPlugin },
  { module: 'system', prefix: '/admin', plugin: systemPlugin },
  { module: 'jypx', prefix: '/jypx/take', plugin: jypxPlugin },
  { module: 'jypx', prefix: '/jypx/study', plugin: jypxStudyPlugin },
  { module: 'jypx', prefix: '/jypx/file', plugin: jypxFilePlugin },
  { module: 'fgcx', prefix: '/kb', plugin: fgcxPlugin },
  { module: 'zdjx', prefix: '/zdjx', plugin: zdjxPlugin },
  { module: 'xjxc', prefix: '/xjxc', plugin: xjxcPlugin },
  { module: 'equipment', prefix: '/equipment', plugin: equipmentPlugin },
  { module: 'zbgl', prefix: '/u-basic', plugin: zbglPlugin },
  { module: 'qing-dan', prefix: '/qing-dan', plugin: qingDanPlugin },
  { module: 'fxfjgk', prefix: '/fxfjgk', plugin: fxfjgkPlugin },
  { module: 'enterprise', prefix: '/enterprise', plugin: enterprisePlugin },
  { module: 'enterprise', prefix: '/u-basic', plugin: groupsPlugin },
  { module: 'ops-stats', prefix: '/ops-stats', plugin: opsStatsPlugin },
  { module: 'ai', prefix: '/ai', plugin: aiPlugin },
  { module: 'rydw', prefix: '/rydw', plugin: rydwPlugin },
  { module: 'spjk', prefix: '/spjk', plugin: spjkPlugin },
  { module: 'gyaq', prefix: '/gyaq', plugin: gyaqPlugin },
  { module: 'tszy', prefix: '/tszy', plugin: tszyPlugin },
];
