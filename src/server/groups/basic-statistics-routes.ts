// The basic-data statistics call (spec 001 §7.1 "statistics"; issue 24 item 3): `GET /u-basic/statistics`
// answers, for one enterprise, the number of records of each basic-data resource of spec 001 §3.5 (deleted
// ones left out) and their sum. An enterprise's users ask for their own; the platform administrator names one.
import type { FastifyInstance } from 'fastify';
import { BASIC_DATA_STAT_KEYS, type BasicDataStat } from '../../domain/basic-data-stats.ts';
import { text } from '../../domain/i18n/text.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX, int, obj } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { targetEnterprise } from './target-enterprise.ts';

const TAGS = [say('zh', text('groups.api.tag'))];

export async function basicStatisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { qyId?: number } }>(
    '/statistics',
    {
      config: { access: 'read' },
      schema: {
        tags: TAGS,
        summary: say('zh', text('groups.api.statistics')),
        querystring: obj({ qyId: int(text('enterprise.field.enterprise'), { minimum: 1, maximum: ID_MAX }) }),
      },
    },
    async (req) => {
      const target = await targetEnterprise(db, req, req.query.qyId);
      const registry = resourceRegistry().byKey;
      const known = BASIC_DATA_STAT_KEYS.flatMap((key) => {
        const r = registry.get(key);
        return r ? [{ key, title: r.title }] : [];
      });
      const rows = await inTenant(db, target.actor, async (tx) => {
        // One statement: a union of counts over the resources' tables (names from the registry, never input).
        const sql = known
          .map((r, i) => `select ${i} as i, count(*)::int as n from ${tableName(r.key)} where tenant_id = $1 and not deleted`)
          .join(' union all ');
        return sql ? tx.query<{ i: number; n: number }>(sql, [target.qyId]) : [];
      });
      const counts = new Map(rows.map((r) => [Number(r.i), r.n]));
      const stats: BasicDataStat[] = known.map((r, i) => ({ ...r, count: counts.get(i) ?? 0 }));
      return okData({ qyId: target.qyId, rows: stats, total: stats.reduce((s, r) => s + r.count, 0) });
    },
  );
}
