// 作业检查库's own route (docs/permits.md "Check items from 检查条款库"), registered under /zax-cloud/tszy by
// src/server/module-plugins.ts beside the resources' generic routes:
// POST /tszy/check-library/import-clauses {libraryId, clauseIds}: each chosen check clause (检查条款库, the
// platform's or the enterprise's own) becomes an item of the library citing it, through the record pipeline (the
// item's hooks fill its content and basis from the clause); a clause the library already cites is not added again.
// Answer {libraryId, added, already, itemIds, alreadyClauseIds}. All or nothing: an unknown clause, a library of
// another enterprise (or none) or too many items is 400 naming the field, and nothing is written.
import type { FastifyPluginAsync } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { itemFromClause, planClauseImport } from '../../domain/tszy-clause-items.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idArray, idOf, obj } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { childRows } from '../resources/children-store.ts';
import { createThroughPipeline } from '../resources/create-record.ts';
import { compileResource, resourceRegistry, tableName } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { writeRouteConfig } from '../resources/shared-records.ts';
import { zhOf } from '../routes/zh-of.ts';
import { clausesByIds } from './clause-store.ts';

const LIBRARY = 'check-library';
const ITEM = 'check-item';

export const tszyPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const library = resourceRegistry().byKey.get(LIBRARY);
  const item = resourceRegistry().byKey.get(ITEM);
  if (!library || !item) throw new Error('tszy: the check-library or check-item resource file is missing');
  const items = compileResource(item);
  const maxItems = library.children?.find((c) => c.resource === ITEM)?.maxItems ?? 500;
  const body = obj(
    {
      libraryId: idOf(text('tszy.clause.api.libraryId')),
      clauseIds: idArray(text('tszy.clause.api.clauseIds'), { minItems: 1, maxItems: maxItems }),
    },
    ['libraryId', 'clauseIds'],
    { additionalProperties: false },
  );

  app.post<{ Body: { libraryId: number; clauseIds: number[] } }>(
    '/check-library/import-clauses',
    { config: writeRouteConfig(library), schema: { tags: [zhOf('tszy.clause.api.tag')], summary: zhOf('tszy.clause.api.import'), body } },
    (req) => {
      const auth = authOf(req);
      const { libraryId, clauseIds } = req.body;
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, library);
        // Locked: two imports into one library at once add each clause once.
        const [lib] = await tx.query(`select id from ${tableName(LIBRARY)} where tenant_id = $1 and id = $2 and not deleted for update`, [auth.tenantId, libraryId]);
        if (!lib) throw fieldError('libraryId', text('tszy.clause.libraryMissing', { id: libraryId }));
        const clauses = await clausesByIds(tx, auth.tenantId, clauseIds);
        const present = await childRows(tx, items, auth.tenantId, 'libraryId', [libraryId]);
        const cited = new Set(present.map((r) => Number(r.data.clauseId)).filter((n) => n > 0));
        const plan = planClauseImport(clauseIds, new Set(clauses.keys()), cited);
        if (plan.unknown.length) throw fieldError('clauseIds', text('tszy.clause.unknown', { ids: plan.unknown.join(', ') }));
        if (present.length + plan.add.length > maxItems) {
          throw fieldError('clauseIds', text('tszy.clause.tooMany', { max: maxItems, have: present.length, add: plan.add.length }));
        }
        const itemIds: number[] = [];
        for (const id of plan.add) itemIds.push(await createThroughPipeline(tx, auth, ITEM, { libraryId, ...itemFromClause(clauses.get(id)!) }));
        return okData({ libraryId, added: plan.add.length, already: plan.already.length, itemIds, alreadyClauseIds: plan.already });
      });
    },
  );
};
