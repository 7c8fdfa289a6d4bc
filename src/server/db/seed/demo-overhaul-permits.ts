// The demo overhaul's permits (docs/patrol.md "Demo data", issue 18 item 6): the items of 氯碱装置年度大检修 name
// special-work permits of the demo enterprise of the kinds each item needs (the compressor's 动火 and 盲板抽堵, the
// reactor's 受限空间 and 高处), so that 检修详情 lists them. The demo permits are created by code, with numbers from
// the permit sequence, before the module folders' records, so a demo file cannot name them: this step runs after
// both, once per database (seed_applied). Live permits are preferred (in progress, approved, then the others);
// removed and discarded ones are never named (the item's hook refuses them).
import { DEAD_PERMIT_STATES } from '../../../domain/zdjx-overhaul.ts';
import type { Db } from '../db.ts';
import { demoSeedPending, markDemoSeeded } from '../../modules/demo-seed-once.ts';
import { tableName } from '../../resources/registry.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'zdjx/overhaul-permits';
const PLAN = '氯碱装置年度大检修';
const STATE_ORDER = `case state when 'IN_PROGRESS' then 0 when 'APPROVED' then 1 when 'APPROVING' then 2 else 3 end`;

export async function seedDemoOverhaulPermits(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY))) return;
    const items = await tx.query<{ id: string; special_works: string[] | null }>(
      `select i.id, array(select jsonb_array_elements_text(coalesce(i.data->'specialWorks', '[]'::jsonb))) as special_works
         from ${tableName('overhaul-item')} i join ${tableName('overhaul-plan')} p on p.tenant_id = i.tenant_id and p.id = zax_num(i.data, 'planId')::bigint and not p.deleted
        where i.tenant_id = $1 and not i.deleted and p.data->>'name' = $2 and coalesce(jsonb_array_length(i.data->'permitNumbers'), 0) = 0
        order by i.sort_order, i.id`,
      [DEMO_ENTERPRISE, PLAN],
    );
    if (!items.length) return;
    const taken = new Set<string>();
    for (const item of items) {
      const numbers: string[] = [];
      for (const kind of item.special_works ?? []) {
        const candidates = await tx.query<{ number: string }>(
          `select number from permit where tenant_id = $1 and kind = $2 and state <> all($3::text[]) order by ${STATE_ORDER}, id`,
          [DEMO_ENTERPRISE, kind, [...DEAD_PERMIT_STATES]],
        );
        const free = candidates.find((c) => !taken.has(c.number));
        if (!free) continue;
        taken.add(free.number);
        numbers.push(free.number);
      }
      if (numbers.length) {
        await tx.query(`update ${tableName('overhaul-item')} set data = jsonb_set(data, '{permitNumbers}', $2::jsonb) where id = $1`, [item.id, JSON.stringify(numbers)]);
      }
    }
    await markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY);
  });
}
