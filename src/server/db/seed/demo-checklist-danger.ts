// The demo checklist's abnormal item registers its hidden danger (docs/checklists.md "Demo"): the last day's
// 检查现场有无跑冒滴漏 of 聚合岗位交接班检查清单 is a demo record filled 异常, and a demo file cannot name the id of
// another demo record in a field that is not a reference (the item's `hiddenDangerId`, the hidden danger's
// `sourceRecordId`). So, once per database (seed_applied) and after the module folders' demo records, each abnormal
// item of the demo enterprise without one registers a hidden danger in 待登记 through `registerHiddenDanger`, as
// filling it would have (the record pipeline: workflow state, history, the safety department's waiting row).
import type { Db } from '../db.ts';
import { checklistIntake } from '../../../domain/qing-dan-rules.ts';
import { demoSeedPending, markDemoSeeded } from '../../modules/demo-seed-once.ts';
import { hasModule } from '../../resources/create-record.ts';
import { tableName } from '../../resources/registry.ts';
import { systemAuth } from '../../auth/system-auth.ts';
import { registerHiddenDanger } from '../../yhpc/register-hidden-danger.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'qing-dan/abnormal-item-danger';

export async function seedDemoChecklistDanger(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY))) return;
    if (!(await hasModule(tx, DEMO_ENTERPRISE, 'yhpc'))) return;
    const items = await tx.query<{ id: number; data: Record<string, unknown>; task: Record<string, unknown> | null; createdBy: number | null }>(
      `select i.id, i.data, t.data as task, i.created_by as "createdBy"
         from ${tableName('checklist-task-item')} i
         left join ${tableName('checklist-task')} t on t.tenant_id = i.tenant_id and t.id = (i.data->>'taskId')::bigint
        where i.tenant_id = $1 and not i.deleted and i.data->>'result' = 'abnormal' and not (i.data ? 'hiddenDangerId')
        order by i.id`,
      [DEMO_ENTERPRISE],
    );
    for (const item of items) {
      const auth = systemAuth(DEMO_ENTERPRISE, item.createdBy === null ? null : Number(item.createdBy));
      const { id } = await registerHiddenDanger(tx, auth, checklistIntake(Number(item.id), item.data, item.task ?? {}));
      await tx.query(`update ${tableName('checklist-task-item')} set data = jsonb_set(data, '{hiddenDangerId}', to_jsonb($3::bigint)) where tenant_id = $1 and id = $2`, [
        DEMO_ENTERPRISE,
        item.id,
        id,
      ]);
    }
    await markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY);
  });
}
