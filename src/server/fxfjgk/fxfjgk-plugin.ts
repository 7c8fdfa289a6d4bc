// 风险分级管控's own route (docs/risk.md): GET {API}/fxfjgk/four-color, the 四色分布图's data: each area of the
// enterprise with a shape, the highest risk level of the risk units (risk points) in it or in the areas below it
// (src/domain/fxfjgk-four-color.ts) and its colour (红橙黄蓝). Readers of the risk units only. 园区报送's routes:
// park-report-routes.ts.
import type { FastifyInstance } from 'fastify';
import { areaLevels, levelColour } from '../../domain/fxfjgk-four-color.ts';
import { text } from '../../domain/i18n/text.ts';
import type { RiskLevel } from '../../domain/risk-levels.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { forbidden } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { assertModule } from '../resources/resource-context.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { parkReportRoutes } from './park-report-routes.ts';

const tags = [say('zh', text('fxfjgk.fc.api.tag'))];
const UNIT = 'risk-unit';

export interface FourColorArea {
  id: number;
  name: string;
  level: RiskLevel | null;
  colour: string | null;
  units: number;
  geometry: unknown;
}

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};

async function fxfjgkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get('/four-color', { config: { access: 'read' }, schema: { tags, summary: say('zh', text('fxfjgk.fc.api.fourColor')) } }, (req) => {
    const auth = authOf(req);
    const file = resourceRegistry().byKey.get(UNIT);
    if (!file) throw new Error(`resource '${UNIT}' is not registered`);
    if (!mayReadResource(auth, file)) throw forbidden(text('api.resource.forbiddenView', { title: file.title }));
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, file);
      const areas = await tx.query<{ id: number; name: string; parentId: string | null; shape: unknown }>(
        `select id, data->>'name' as name, data->>'parentId' as "parentId", data->'shape' as shape from ${tableName('area')} where tenant_id = $1 and not deleted order by id`,
        [auth.tenantId],
      );
      const units = await tx.query<{ areaId: string | null; level: string | null }>(
        `select data->>'areaId' as "areaId", data->>'riskLevel' as level from ${tableName(UNIT)} where tenant_id = $1 and not deleted and data ? 'areaId'`,
        [auth.tenantId],
      );
      const nodes = areas.map((a) => ({ id: Number(a.id), parentId: idOf(a.parentId) }));
      const levels = areaLevels(nodes, units.map((u) => ({ areaId: idOf(u.areaId), level: u.level })));
      const counts = new Map<number, number>();
      for (const u of units) {
        const id = idOf(u.areaId);
        if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const out: FourColorArea[] = areas
        .filter((a) => a.shape !== null && typeof a.shape === 'object')
        .map((a) => {
          const level = levels.get(Number(a.id)) ?? null;
          return { id: Number(a.id), name: a.name, level, colour: level ? levelColour(level) : null, units: counts.get(Number(a.id)) ?? 0, geometry: a.shape };
        });
      return okData(out);
    });
  });
}

export async function fxfjgkPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fxfjgkRoutes);
  await app.register(parkReportRoutes);
}
