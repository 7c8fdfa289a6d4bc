// 物料使用's stock rules (pure): what a receipt or an issue does to a balance, and the state a balance is in.

/** A stock movement: 入库 adds, 领用 takes away. */
export type Direction = 'in' | 'out';

/** The signed change of a record on its material's balance (0 for what is not a movement). */
export function movement(direction: unknown, quantity: unknown): number {
  const q = typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 0;
  if (direction === 'in') return q;
  if (direction === 'out') return -q;
  return 0;
}

/** Adds without binary fractions piling up (amounts are kept to 6 decimals). */
export function addStock(balance: number, change: number): number {
  return Math.round((balance + change) * 1e6) / 1e6;
}

/** The state a balance is in: `low` under the minimum, `high` over a maximum (when one is set), else `ok`. */
export function stockState(balance: number, minStock: number | null | undefined, maxStock: number | null | undefined): 'ok' | 'low' | 'high' {
  if (balance < (minStock ?? 0)) return 'low';
  if (maxStock !== null && maxStock !== undefined && maxStock > 0 && balance > maxStock) return 'high';
  return 'ok';
}
