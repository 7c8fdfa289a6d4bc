// A demo database's plant plan: the demo enterprise gets schemas/demo/plant-plan.png placed by its two
// control points once (recorded in seed_applied), unless it has a plan already.
import { mapZh } from '../../domain/i18n/zh/map.ts';
import { imageExtent, planTransform } from '../../domain/geometry.ts';
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { demoSeedPending, markDemoSeeded } from '../modules/demo-seed-once.ts';
import { storeFile, useFileDir } from '../services/file-store.ts';
import { DEMO_GEO_POINTS, DEMO_PLAN_HEIGHT, DEMO_PLAN_POINTS, DEMO_PLAN_WIDTH, readDemoPlanPng } from './demo-plan.ts';
import { savePlan } from './plan-store.ts';

const DEMO_ENTERPRISE = 1001;
/** Recorded like a demo record: '<what>/<key>'. */
const SEED_KEY = 'plant-plan/demo';

export async function seedDemoPlan(db: Db, fileDir: string): Promise<boolean> {
  if (!(await db.transaction((tx) => demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY)))) return false;
  useFileDir(fileDir);
  await inTenant(db, { tenantId: DEMO_ENTERPRISE, userId: null }, async (tx) => {
    const has = await tx.query('select 1 from plant_plan where tenant_id = $1', [DEMO_ENTERPRISE]);
    if (has.length === 0) {
      const file = await storeFile(tx, { tenantId: DEMO_ENTERPRISE, userId: null }, { name: mapZh['map.demo.planFileName'], buffer: readDemoPlanPng(), kind: 'image' });
      const extent = imageExtent(planTransform(DEMO_PLAN_POINTS), DEMO_PLAN_WIDTH, DEMO_PLAN_HEIGHT);
      await savePlan(tx, DEMO_ENTERPRISE, null, { kind: 'image', fileId: file.id, width: DEMO_PLAN_WIDTH, height: DEMO_PLAN_HEIGHT, points: DEMO_PLAN_POINTS, extent, geoPoints: DEMO_GEO_POINTS });
    }
  });
  await db.transaction((tx) => markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY));
  return true;
}
