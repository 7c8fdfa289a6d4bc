// The demo's abnormal control task (docs/risk.md "Demo data"): the control tasks are not demo records but what the
// schedule generates from the demo measures, so once per database (seed_applied) and after the module folders' demo
// records, the schedule generates the demo enterprise's control tasks up to now (what the server's runner does at
// its first minute; a period is never generated twice), and 陈明 checks the current task of the monthly company-level
// measure 有毒气体检测报警与紧急切断联锁 abnormal through the record pipeline, as the form would: the hook stamps the
// check and registers its hidden danger in 待登记 (source: the task).
import type { Db } from '../db.ts';
import { demoSeedPending, markDemoSeeded } from '../../modules/demo-seed-once.ts';
import { hasModule } from '../../resources/create-record.ts';
import { resourceRegistry, tableName } from '../../resources/registry.ts';
import { updateThroughPipeline } from '../../resources/update-record.ts';
import { systemAuth } from '../../auth/system-auth.ts';
import { runSchedules } from '../../schedules/run-schedules.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'fxfjgk/abnormal-control-task';
const MEASURE = '有毒气体检测报警与紧急切断联锁';
const CHECKER = '陈明';
const FINDING = '罐区 3 号有毒气体检测器读数漂移，通入标准气后显示偏低约 30%，报警值未能触发紧急切断';

export async function seedDemoAbnormalControlTask(db: Db, now: Date = new Date()): Promise<void> {
  const pending = await db.transaction(async (tx) => (await demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY)) && (await hasModule(tx, DEMO_ENTERPRISE, 'fxfjgk')));
  if (!pending) return;
  const files = resourceRegistry().all.filter((r) => r.key === 'control-measure' || r.key === 'control-task');
  await runSchedules(db, now, { files, tenants: [DEMO_ENTERPRISE] });
  await db.transaction(async (tx) => {
    if (!(await demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY))) return;
    const [task] = await tx.query<{ id: number; checker: number | null }>(
      `select t.id, (select s.id from staffinfo s where s.tenant_id = t.tenant_id and s.name = $3 and not s.deleted order by s.id limit 1) as checker
         from ${tableName('control-task')} t
         join ${tableName('control-measure')} m on m.tenant_id = t.tenant_id and m.id = (t.data->>'measureId')::bigint and not m.deleted
        where t.tenant_id = $1 and not t.deleted and m.data->>'name' = $2 and t.data->>'result' is null
        order by t.data->>'dueAt' desc limit 1`,
      [DEMO_ENTERPRISE, MEASURE, CHECKER],
    );
    if (task && task.checker !== null) {
      await updateThroughPipeline(tx, systemAuth(DEMO_ENTERPRISE, null), 'control-task', Number(task.id), {
        result: 'abnormal',
        abnormalDesc: FINDING,
        checkerId: Number(task.checker),
      });
    }
    await markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY);
  });
}
