// The demo's 动火 permit in progress has its 作业位置 (issue 16 item 6): the plant map's layer of the special work in
// progress (src/server/permits/permit-site-layer.ts) draws the permits in progress that have a position. The demo
// permits are created by code before the demo enterprise's plan exists, and a position needs the plan (the permit's
// save refuses one without it), so this step places it once the plan is there: in 生产装置二区, where its 作业地点
// (二车间反应釜区) is. Once per database (seed_applied); a permit already placed is left as it is.
import type { Db } from '../db.ts';
import { demoSeedPending, markDemoSeeded } from '../../modules/demo-seed-once.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'tszy/permit-position';
/** The place of the demo's permit in progress: plant metres of the demo plan, inside 生产装置二区. */
export const DEMO_PERMIT_POSITION = { type: 'Point', coordinates: [450, 380] } as const;

export async function seedDemoPermitPosition(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY))) return;
    const plan = await tx.query('select 1 from plant_plan where tenant_id = $1', [DEMO_ENTERPRISE]);
    if (!plan.length) return;
    await tx.query(
      `update permit set data = data || jsonb_build_object('zuoYeWeiZhi', $2::jsonb)
        where id = (select id from permit where tenant_id = $1 and kind = 'DONG_HUO' and state = 'IN_PROGRESS' and zuo_ye_di_dian = '二车间反应釜区'
                      and jsonb_typeof(data->'zuoYeWeiZhi') is distinct from 'object' order by id limit 1)`,
      [DEMO_ENTERPRISE, JSON.stringify(DEMO_PERMIT_POSITION)],
    );
    await markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY);
  });
}
