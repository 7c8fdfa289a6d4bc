// Refused readings, counted in memory and added to ingest_refusal (migration 020) on each flush, so that a flood
// costs one upsert per enterprise, kind and reason rather than one per reading.
import type { Db } from '../db/db.ts';
import type { RefusalReason } from '../../domain/ingest-message.ts';

export class RefusalCounter {
  private pending = new Map<string, { tenantId: number; kind: string; reason: RefusalReason; count: number }>();

  add(tenantId: number, kind: string, reason: RefusalReason, count = 1): void {
    const key = `${tenantId}|${kind}|${reason}`;
    const row = this.pending.get(key);
    if (row) row.count += count;
    else this.pending.set(key, { tenantId, kind, reason, count });
  }

  /** Adds what was counted since the last flush to the table (as the server itself: counts span enterprises). */
  async flush(db: Db): Promise<void> {
    if (!this.pending.size) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    await db.query(
      `insert into ingest_refusal(tenant_id, day, kind, reason, count)
       select t, (now() at time zone 'Asia/Shanghai')::date, k, r, c
         from unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) as x(t, k, r, c)
       on conflict (tenant_id, day, kind, reason) do update set count = ingest_refusal.count + excluded.count, last_at = now()`,
      [rows.map((r) => r.tenantId), rows.map((r) => r.kind), rows.map((r) => r.reason), rows.map((r) => r.count)],
    );
  }
}
