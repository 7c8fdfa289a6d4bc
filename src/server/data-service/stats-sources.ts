// The rows of the statistics sources registered by key (stats-source-specs.ts): `permits` groups the
// enterprise's permits by kind, by state and by month of creation (src/server/permits/permit-stats.ts).
import type { StatsGroup } from '../../schema/stats-file.ts';
import type { Queryable } from '../db/db.ts';
import { permitCounts, permitCountsByMonth } from '../permits/permit-stats.ts';
import type { StatsRow } from './stats-rows.ts';

type SourceRows = (tx: Queryable, tenantId: number, group: StatsGroup) => Promise<StatsRow[]>;

const permits: SourceRows = async (tx, tenantId, group) => {
  if (group.kind === 'month') {
    const rows = await permitCountsByMonth(tx, tenantId, group.months);
    return rows.map((r) => ({ key: r.month, label: r.month, value: r.count }));
  }
  const rows = await permitCounts(tx, tenantId, group.field === 'kind' ? 'kind' : 'state');
  return rows.map((r) => ({ key: r.key, label: r.name, value: r.count }));
};

export const STATS_SOURCES: ReadonlyMap<string, SourceRows> = new Map([['permits', permits]]);
