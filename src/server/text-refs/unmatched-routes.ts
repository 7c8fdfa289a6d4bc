// The texts the migration of hand-typed fields could not match (ref_unmatched), for the enterprise's
// administrator: the list with the candidates' labels, the choice of a record, and the creation of a
// person or department named by the text. The record's text stays under `_refText` whatever happens.
import type { FastifyInstance } from 'fastify';
import { ROLE_QY_USER } from '../auth/roles.ts';
import { ENTITY_MATCH_FIELDS } from '../../schema/keywords/text-refs.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { conflict, fieldError, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { bool, idOf, obj, pageQuery, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { refOf } from '../../schema/keywords/ref-fields.ts';
import { existingIds, labelsOf, replaceEdges } from '../resources/ref-store.ts';
import { edgesOfRecord } from './migrate-text-refs.ts';
import { mergePerson, PERSON_FIELD, PERSON_RESOURCE } from './contractor-people.ts';
import { text } from '../../domain/i18n/text.ts';
import { requestLang, say } from '../http/say.ts';
import { zhOf } from '../routes/zh-of.ts';

/** The field title of an ambiguous contractor's person (the choice merges the two records). */
const PERSON_TITLE = zhOf('api.textRefs.matchingPersonOnceChosenMerged');

export const UNMATCHED_PATH = '/u-basic/text-refs';
const TAGS = [zhOf('api.textRefs.referenceMigration')];
const ADMIN_ONLY = { roles: [ROLE_QY_USER] };

const TARGET_TITLES: Readonly<Record<string, string>> = { staff: zhOf('api.tszy.person'), department: zhOf('api.user.department'), enterprise: zhOf('api.user.enterprise') };

interface UnmatchedRow {
  id: number;
  resource: string;
  record_id: number;
  field: string;
  target: string;
  text: string;
  reason: 'none' | 'many';
  candidates: number[];
  resolved_at: Date | null;
  resolved_to: number | null;
}

/** Whether a live record of the target exists in the tenant (and fits the reference's filter). */
async function targetExists(tx: Queryable, tenantId: number, row: UnmatchedRow, id: number): Promise<boolean> {
  const ref = refOf(fileOf(row.resource).form.properties[row.field]) ?? { resource: row.target, label: 'name', filter: {}, onDelete: 'restrict' as const };
  return (await existingIds(tx, tenantId, ref, [id])).has(id);
}

function fileOf(key: string): ResourceFile {
  const r = resourceRegistry().byKey.get(key);
  if (!r) throw notFound(text('api.resource.resourceNotFound', { key }));
  return r;
}

/**
 * The field's value with the chosen id: the id itself, or, for an array of ids (a name of a list), the
 * array with the id added once.
 */
const CHOSEN_VALUE = `case when $6::boolean
  then case when coalesce(data->($3::text), '[]'::jsonb) @> to_jsonb($4::bigint) then data->($3::text)
            else (case when jsonb_typeof(data->($3::text)) = 'array' then data->($3::text) else '[]'::jsonb end) || to_jsonb($4::bigint) end
  else to_jsonb($4::bigint) end`;

/** Sets the record's field to the chosen id (adds it to a list) and marks the row resolved. */
async function resolve(tx: Queryable, tenantId: number, userId: number | null, row: UnmatchedRow, targetId: number): Promise<void> {
  if (isPersonRow(row)) {
    await mergePerson(tx, tenantId, Number(row.record_id), targetId);
    await markResolved(tx, tenantId, userId, row, targetId);
    return;
  }
  const table = tableName(row.resource);
  const [done] = await tx.query<{ data: Record<string, unknown> }>(
    `update ${table} set data = jsonb_set(data, array[$3::text], ${CHOSEN_VALUE}), updated_at = now(), updated_by = $5
      where tenant_id = $1 and id = $2 and not deleted returning data`,
    [tenantId, row.record_id, row.field, targetId, userId, fileOf(row.resource).form.properties[row.field]?.type === 'array'],
  );
  if (!done) throw notFound(text('api.textRefs.thisRecordHasBeenDeleted'));
  // The record's reference edges, as a save writes them (delete protection, who refers).
  await replaceEdges(tx, tenantId, row.resource, new Map([[Number(row.record_id), edgesOfRecord(fileOf(row.resource), done.data)]]));
  await markResolved(tx, tenantId, userId, row, targetId);
}

async function markResolved(tx: Queryable, tenantId: number, userId: number | null, row: UnmatchedRow, targetId: number): Promise<void> {
  await tx.query('update ref_unmatched set resolved_at = now(), resolved_by = $3, resolved_to = $4 where tenant_id = $1 and id = $2', [
    tenantId,
    row.id,
    userId,
    targetId,
  ]);
}

/** A contractor's person whose staff record was ambiguous (contractor-people.ts): resolved by merging. */
function isPersonRow(row: Pick<UnmatchedRow, 'resource' | 'field'>): boolean {
  return row.resource === PERSON_RESOURCE && row.field === PERSON_FIELD;
}

export async function unmatchedRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { page?: number; limit?: number; resource?: string; resolved?: boolean } }>(
    `${UNMATCHED_PATH}/unmatched`,
    {
      config: { access: 'read', ...ADMIN_ONLY },
      schema: {
        tags: TAGS,
        summary: zhOf('api.textRefs.originalTextsLeftUnmatchedWhen'),
        querystring: obj({ ...pageQuery, resource: str(zhOf('api.designer.resource'), { pattern: '^[a-z][a-z0-9-]{0,80}$' }), resolved: bool(zhOf('api.textRefs.resolved')) }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { page = 1, limit = 20, resource, resolved = false } = req.query;
      const { rows, total } = await inTenant(db, auth, async (tx) => {
        const where = `tenant_id = $1 and ($2::text is null or resource = $2) and (resolved_at is not null) = $3`;
        const params = [auth.tenantId, resource ?? null, resolved];
        const [{ n }] = await tx.query<{ n: number }>(`select count(*) as n from ref_unmatched where ${where}`, params);
        const found = await tx.query<UnmatchedRow>(
          `select id, resource, record_id, field, target, text, reason, candidates, resolved_at, resolved_to from ref_unmatched
            where ${where} order by resource, record_id, id limit $4 offset $5`,
          [...params, limit, (page - 1) * limit],
        );
        const out = [];
        for (const r of found) {
          const file = resourceRegistry().byKey.get(r.resource);
          const f = file?.form.properties[r.field];
          const label = refOf(f)?.label ?? 'name';
          const ids = [...r.candidates.map(Number), ...(r.resolved_to ? [Number(r.resolved_to)] : [])];
          const names = await labelsOf(tx, auth.tenantId, r.target, label, ids);
          const targetFile = resourceRegistry().byKey.get(r.target);
          out.push({
            id: Number(r.id),
            resource: r.resource,
            resourceTitle: file?.title ?? r.resource,
            recordId: Number(r.record_id),
            field: r.field,
            fieldTitle: isPersonRow(r) ? PERSON_TITLE : (f?.title ?? r.field),
            target: r.target,
            targetTitle: TARGET_TITLES[r.target] ?? targetFile?.title ?? r.target,
            targetEndpoint: targetFile?.endpoint ?? null,
            text: r.text,
            reason: r.reason,
            candidates: r.candidates.map((c) => ({ id: Number(c), label: names.get(Number(c)) ?? String(c) })),
            canCreate: Object.hasOwn(ENTITY_MATCH_FIELDS, r.target) && r.target !== 'enterprise' && !isPersonRow(r),
            resolvedAt: r.resolved_at,
            resolvedTo: r.resolved_to === null ? null : { id: Number(r.resolved_to), label: names.get(Number(r.resolved_to)) ?? '' },
          });
        }
        return { rows: out, total: Number(n) };
      });
      return okRows(rows, total);
    },
  );

  const openRow = async (tx: Queryable, tenantId: number, id: number): Promise<UnmatchedRow> => {
    const [row] = await tx.query<UnmatchedRow>(
      'select id, resource, record_id, field, target, text, reason, candidates, resolved_at, resolved_to from ref_unmatched where tenant_id = $1 and id = $2 for update',
      [tenantId, id],
    );
    if (!row) throw notFound(text('api.textRefs.pendingRecordDoesNotExist'));
    if (row.resolved_at) throw conflict(text('api.textRefs.thisTextHasAlreadyBeen'));
    fileOf(row.resource);
    return row;
  };

  app.post<{ Body: { id: number; targetId: number } }>(
    `${UNMATCHED_PATH}/resolve`,
    {
      config: { access: 'write', ...ADMIN_ONLY },
      schema: { tags: TAGS, summary: zhOf('api.textRefs.choosesRecordUnmatchedTextWritten'), body: obj({ id: idOf(zhOf('api.textRefs.pendingRecord')), targetId: idOf(zhOf('api.textRefs.chosenRecord')) }, ['id', 'targetId']) },
    },
    async (req) => {
      const auth = authOf(req);
      await inTenant(db, auth, async (tx) => {
        const row = await openRow(tx, auth.tenantId, req.body.id);
        if (!(await targetExists(tx, auth.tenantId, row, req.body.targetId))) {
          throw fieldError('targetId', text('api.textRefs.chosenRecordDoesNotExist'));
        }
        await resolve(tx, auth.tenantId, auth.userId, row, req.body.targetId);
      });
      return okData(null, say(requestLang(req), text('api.textRefs.resolved')));
    },
  );

  app.post<{ Body: { id: number } }>(
    `${UNMATCHED_PATH}/create`,
    {
      config: { access: 'write', ...ADMIN_ONLY },
      schema: { tags: TAGS, summary: zhOf('api.textRefs.addsPersonDepartmentFromOriginal'), body: obj({ id: idOf(zhOf('api.textRefs.pendingRecord')) }, ['id']) },
    },
    async (req) => {
      const auth = authOf(req);
      const created = await inTenant(db, auth, async (tx) => {
        const row = await openRow(tx, auth.tenantId, req.body.id);
        // The person's own staff record already exists (made at the migration): only a choice merges it.
        if (isPersonRow(row)) throw fieldError('id', text('api.textRefs.thisContractorWorkerAlreadyHas'));
        const name = row.text.split(' / ').pop()!.trim();
        if (!name || name.length > 50) throw fieldError('id', text('api.textRefs.originalTextCannotServeName'));
        let id: number;
        if (row.target === 'staff') {
          [{ id }] = await tx.query<{ id: number }>('insert into staffinfo(tenant_id, name) values ($1, $2) returning id', [auth.tenantId, name]);
        } else if (row.target === 'department') {
          const same = await tx.query('select 1 from departmentinfo where tenant_id = $1 and parent_id is null and name = $2 and not deleted', [
            auth.tenantId,
            name,
          ]);
          if (same.length) throw conflict(text('api.textRefs.departmentThatNameAlreadyExists'));
          [{ id }] = await tx.query<{ id: number }>('insert into departmentinfo(tenant_id, name) values ($1, $2) returning id', [auth.tenantId, name]);
        } else {
          throw fieldError('id', text('api.textRefs.addRecordPageThenChoose'));
        }
        await resolve(tx, auth.tenantId, auth.userId, row, Number(id));
        return { id: Number(id), label: name };
      });
      return okData(created, say(requestLang(req), text('api.textRefs.addedResolved')));
    },
  );
}
