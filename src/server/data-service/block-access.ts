// Who may read a statistics block: the roles of its source, or the read roles of its resource (the platform
// admin always may). Used by the data service and the workbench's tiles.
import type { StatsBlock } from '../../schema/stats-file.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { STATS_SOURCE_SPECS } from './stats-source-specs.ts';

export function mayReadBlock(who: { roles: readonly string[]; isAdmin: boolean }, block: StatsBlock): boolean {
  if (who.isAdmin) return true;
  const roles = block.source !== undefined
    ? (STATS_SOURCE_SPECS.get(block.source)?.roles ?? [])
    : (resourceRegistry().byKey.get(block.resource as string)?.permissions.read ?? []);
  return roles.some((r) => who.roles.includes(r));
}
