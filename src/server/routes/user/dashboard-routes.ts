// GET /user/dashboard/tiles: the workbench's tiles as data (schemas/modules/<module>/tiles.json), those of
// the modules the caller's enterprise has opened, in module-folder order; a count tile only where the caller
// may read its resource, with the enterprise's number of live records; a stats tile (a block of the module's
// stats.json, drawn by the client from the data service) where the caller may read the block, with its chart.
import type { FastifyInstance } from 'fastify';
import type { DashboardTile } from '../../../domain/dashboard-tiles.ts';
import { keptCount } from '../../db/capped-count.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { okData } from '../../http/envelope.ts';
import { authOf } from '../../plugins/auth.ts';
import { moduleFiles } from '../../modules/module-files.ts';
import { mayReadResource } from '../../resources/may-read-resource.ts';
import { mayReadBlock } from '../../data-service/block-access.ts';
import { resourceRegistry, tableName } from '../../resources/registry.ts';
import { loadEnterprise } from './enterprise-store.ts';
import { zhOf } from '../zh-of.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/dashboard/tiles', { schema: { tags: [zhOf('api.user.workbench')], summary: zhOf('api.user.workbenchTilesTilesJsonOpen') } }, async (req) => {
    const auth = authOf(req);
    const qy = await loadEnterprise(db, auth.tenantId);
    const opened = new Set(qy?.haveModel ?? []);
    const { byKey } = resourceRegistry();
    const tiles = moduleFiles().tiles.filter((t) => opened.has(t.module));
    const answer = await inTenant(db, auth, async (tx) => {
      const out: DashboardTile[] = [];
      for (const tile of tiles) {
        if (tile.type === 'todo') {
          out.push(tile);
          continue;
        }
        if (tile.type === 'stats') {
          const block = moduleFiles().stats.find((b) => `${b.module}/${b.key}` === tile.stats);
          if (block && mayReadBlock(auth, block)) out.push({ ...tile, chart: block.chart });
          continue;
        }
        const resource = byKey.get(tile.resource);
        if (!resource || !mayReadResource(auth, resource)) continue;
        const { total, totalExact } = await keptCount(tx, tableName(resource.key), auth.tenantId, `from ${tableName(resource.key)} where tenant_id = $1 and not deleted`, [auth.tenantId]);
        out.push({ ...tile, count: total, exact: totalExact });
      }
      return out;
    });
    return okData(answer);
  });
}
