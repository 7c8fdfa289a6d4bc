// The demo plant's areas carry their risk level (the four-colour layers of the plant map, docs/risk.md): the module
// folders' demo risk units are written as records, not through the roll-up hooks, so once per database (seed_applied)
// and after them each area of the demo enterprise takes the highest level of the units placed in it or below it.
import type { Db } from '../db.ts';
import { demoSeedPending, markDemoSeeded } from '../../modules/demo-seed-once.ts';
import { rewriteAreaLevels } from '../../fxfjgk/risk-roll-up.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'fxfjgk/area-levels';

export async function seedDemoAreaLevels(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY))) return;
    await rewriteAreaLevels(tx, DEMO_ENTERPRISE);
    await markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY);
  });
}
