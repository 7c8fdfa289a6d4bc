// 物料使用's server rules (docs/knowledge.md): a material's balance changes only through receipts (入库) and
// issues (领用), and never goes negative. Every movement locks the materials it touches (select ... for update,
// in id order), so two issues racing for the last stock are serialised: the second reads the first's balance
// and is refused. The pure arithmetic is src/domain/wlsy-stock.ts.
import { text } from '../../domain/i18n/text.ts';
import { addStock, movement, stockState } from '../../domain/wlsy-stock.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';

const MATERIALS = tableName('material');

interface Material {
  id: number;
  name: string;
  balance: number;
  minStock: number | null;
  maxStock: number | null;
}

/** The live materials of these ids, locked for the transaction. */
async function lockMaterials(tx: Queryable, tenantId: number, ids: number[]): Promise<Map<number, Material>> {
  const rows = await tx.query<{ id: number; name: string; balance: string | null; min: string | null; max: string | null }>(
    `select id::int as id, data->>'name' as name, data->>'balance' as balance, data->>'minStock' as min, data->>'maxStock' as max
       from ${MATERIALS} where tenant_id = $1 and id = any($2::bigint[]) and not deleted order by id for update`,
    [tenantId, ids],
  );
  const num = (s: string | null) => (s === null ? null : Number(s));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, balance: num(r.balance) ?? 0, minStock: num(r.min), maxStock: num(r.max) }]));
}

async function writeBalance(tx: Queryable, tenantId: number, m: Material, balance: number): Promise<void> {
  await tx.query(
    `update ${MATERIALS} set data = data || jsonb_build_object('balance', $3::numeric, 'stockState', $4::text), updated_at = now()
      where tenant_id = $1 and id = $2`,
    [tenantId, m.id, balance, stockState(balance, m.minStock, m.maxStock)],
  );
}

/** The changes by material of records as stored (to undo them). */
async function storedChanges(tx: Queryable, table: string, tenantId: number, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await tx.query<{ material: number | null; direction: string | null; quantity: string | null }>(
    `select (data->>'materialId')::bigint::int as material, data->>'direction' as direction, data->>'quantity' as quantity
       from ${table} where tenant_id = $1 and id = any($2::bigint[]) and not deleted`,
    [tenantId, [...ids]],
  );
  const out = new Map<number, number>();
  for (const r of rows) {
    if (r.material === null) continue;
    out.set(r.material, addStock(out.get(r.material) ?? 0, movement(r.direction, r.quantity === null ? null : Number(r.quantity))));
  }
  return out;
}

const stockBalance: RecordHook = {
  name: 'wlsy.stockBalance',
  async check(w, values) {
    const { tx } = w.s;
    const tenantId = w.auth.tenantId;
    // The change of this write by material: undo the stored record (an update), apply the new one.
    const changes = w.id === null ? new Map<number, number>() : new Map([...(await storedChanges(tx, w.s.c.table, tenantId, [w.id]))].map(([k, v]) => [k, -v]));
    const materialId = typeof values.materialId === 'number' ? values.materialId : null;
    if (materialId !== null) changes.set(materialId, addStock(changes.get(materialId) ?? 0, movement(values.direction, values.quantity)));
    const ids = [...changes.keys()];
    if (!ids.length) return;
    const materials = await lockMaterials(tx, tenantId, ids);
    for (const id of ids) {
      const m = materials.get(id);
      if (!m) {
        if (id !== materialId) continue; // a material deleted since: nothing left to keep
        const message = text('wlsy.stock.noMaterial');
        throw new AppError(400, message, [fieldProblem('materialId', message)]);
      }
      const next = addStock(m.balance, changes.get(id) ?? 0);
      if (next < 0) {
        const message = text('wlsy.stock.short', { name: m.name, balance: m.balance, need: addStock(0, -(changes.get(id) ?? 0)) });
        throw new AppError(400, message, [fieldProblem('quantity', message)]);
      }
    }
    for (const id of ids) {
      const m = materials.get(id);
      if (m) await writeBalance(tx, tenantId, m, addStock(m.balance, changes.get(id) ?? 0));
    }
  },
  async deleting(s, auth, ids) {
    const changes = await storedChanges(s.tx, s.c.table, auth.tenantId, ids);
    const materials = await lockMaterials(s.tx, auth.tenantId, [...changes.keys()]);
    for (const [id, change] of changes) {
      const m = materials.get(id);
      if (!m) continue;
      const next = addStock(m.balance, -change);
      if (next < 0) throw new AppError(409, text('wlsy.stock.deleteShort', { name: m.name, balance: next }));
    }
    for (const [id, change] of changes) {
      const m = materials.get(id);
      if (m) await writeBalance(s.tx, auth.tenantId, m, addStock(m.balance, -change));
    }
  },
};

/** The balance of a material is written only by the movements: an edit that changes it is refused. */
const materialBalance: RecordHook = {
  name: 'wlsy.materialBalance',
  async check(w, values) {
    if (w.id === null) return; // the opening balance of a new material
    const [row] = await w.s.tx.query<{ balance: string | null }>(
      `select data->>'balance' as balance from ${w.s.c.table} where tenant_id = $1 and id = $2 and not deleted`,
      [w.auth.tenantId, w.id],
    );
    const stored = row?.balance === null || row?.balance === undefined ? 0 : Number(row.balance);
    const sent = typeof values.balance === 'number' ? values.balance : 0;
    if (sent !== stored) {
      const message = text('wlsy.stock.balanceFixed');
      throw new AppError(400, message, [fieldProblem('balance', message)]);
    }
  },
};

/** The hooks 物料使用's files name: `wlsy.stockBalance` (records), `wlsy.materialBalance` (materials). */
export const wlsyHooks: ModuleHookSet = { module: 'wlsy', hooks: { stockBalance, materialBalance } };
