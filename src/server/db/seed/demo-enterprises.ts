// The enterprises of the demo database (seed.ts): the platform (tenant 0) and three enterprises. Demo records
// of the module folders go to these enterprises only (src/server/modules/apply-defaults.ts).
import { ALL_MODULE_KEYS } from '../../../domain/modules.ts';

/** The platform (tenant 0) and the demo enterprises, seeded into an empty demo database. */
export const DEMO_ENTERPRISES = [
  { id: 0, qymc: '平台运营管理', group: null, parent: null, modules: ALL_MODULE_KEYS, config: {} },
  {
    id: 1001,
    qymc: '示例化工有限公司',
    group: '示例化工集团',
    parent: null,
    modules: ALL_MODULE_KEYS,
    config: { qdglVersion: '2', riskVersion: '2', parkPrefix: 'demo-park', useLocationPlatform: true },
  },
  {
    id: 1002,
    qymc: '示例化工二厂',
    group: '示例化工集团',
    parent: 1001,
    modules: ALL_MODULE_KEYS,
    config: { qdglVersion: '1', riskVersion: '1', parkPrefix: 'demo-park', useLocationPlatform: false },
  },
  {
    id: 2001,
    qymc: '另一化工企业',
    group: null,
    parent: null,
    modules: ALL_MODULE_KEYS.filter((m) => m !== 'tszy'),
    config: { qdglVersion: '1', riskVersion: '1', parkPrefix: '', useLocationPlatform: false },
  },
];

/** The demo enterprises that may get demo records (every one but the platform). */
export const DEMO_ENTERPRISE_IDS: readonly number[] = DEMO_ENTERPRISES.filter((e) => e.id !== 0).map((e) => e.id);
