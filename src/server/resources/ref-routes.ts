// The routes of references (docs/resource-api.md "References"):
// - `GET /u-basic/references/referrers?kind=&id=&page=&limit=`: who refers to a record or a platform entity
//   (one indexed query on ref_edge), paged, limited to the resources the caller may read;
// - `GET /u-basic/references/options?resource=&field=&q=&ids=`: the choices of a reference field's picker
//   (live records of its target in the tenant whose label contains `q`, the field's filter applied), or the
//   labels of stored ids; the field may be a bound file's (员工管理's 承包商), which has no records of its own.
import type { FastifyInstance } from 'fastify';
import { isRefEntity, REF_ENTITY_KEYS } from '../../schema/keywords/ref-entities.ts';
import { refOf } from '../../schema/keywords/ref-fields.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError, forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX, int, obj, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from './may-read-resource.ts';
import { labelsOf, refOptions } from './ref-store.ts';
import { titleField } from './ref-titles.ts';
import { boundRegistry } from './bound-files.ts';
import { resourceRegistry } from './registry.ts';
import { designableResource } from '../designer/designable-resources.ts';
import { tenantResource, withResource } from './resource-context.ts';
import { zhOf } from '../routes/zh-of.ts';
import { text } from '../../domain/i18n/text.ts';

export const REFERENCES_ENDPOINT = '/u-basic/references';
const TAGS = [zhOf('api.resource.reference')];
const KEY = '^[a-z][a-z0-9]*(-[a-z0-9]+)*$';
/** Choices a picker gets at most. */
export const OPTIONS_LIMIT = 50;

export interface ReferrerRow {
  /** The referring record's resource key, and its title. */
  resource: string;
  title: string;
  id: number;
  field: string;
  fieldTitle: string;
  /** The referring record's name (its `name`, or its first text column); null when it has none. */
  label: string | null;
}

export async function refRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const registry = resourceRegistry();
  const bound = boundRegistry(new Set(registry.byKey.keys()));

  app.get<{ Querystring: { kind: string; id: number; page: number; limit: number } }>(
    `${REFERENCES_ENDPOINT}/referrers`,
    {
      schema: {
        tags: TAGS,
        summary: zhOf('api.resource.recordsThatReferGivenRecord'),
        querystring: obj(
          {
            kind: str(zhOf('api.resource.referencedResource'), { pattern: KEY, maxLength: 40 }),
            id: int(zhOf('api.designer.recordId'), { minimum: 1, maximum: ID_MAX }),
            page: int(zhOf('api.resource.page'), { minimum: 1, maximum: 100000, default: 1 }),
            limit: int(zhOf('api.resource.pageSize'), { minimum: 1, maximum: 100, default: 20 }),
          },
          ['kind', 'id'],
        ),
      },
    },
    (req) => {
      const auth = authOf(req);
      const { kind, id, page, limit } = req.query;
      const target = registry.byKey.get(kind);
      if (!target && !isRefEntity(kind)) throw fieldError('kind', text('api.resource.notReferable', { kind, entities: REF_ENTITY_KEYS.join(zhOf('api.resource.listSeparator')) }));
      if (target && !mayReadResource(auth, target)) throw forbidden(text('api.resource.forbiddenView', { title: target.title }));
      const readable = registry.all.filter((r) => mayReadResource(auth, r)).map((r) => r.key);
      return inTenant(db, auth, async (tx) => {
        const where = 'tenant_id = $1 and to_kind = $2 and to_id = $3 and from_resource = any($4::text[])';
        const params = [auth.tenantId, kind, id, readable];
        const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from ref_edge where ${where}`, params);
        const edges = await tx.query<{ from_resource: string; from_id: number; field: string }>(
          `select from_resource, from_id, field from ref_edge where ${where} order by from_resource, from_id desc, field limit $5 offset $6`,
          [...params, limit, (page - 1) * limit],
        );
        const rows: ReferrerRow[] = [];
        const byResource = new Map<string, number[]>();
        for (const e of edges) byResource.set(e.from_resource, [...(byResource.get(e.from_resource) ?? []), Number(e.from_id)]);
        const names = new Map<string, Map<number, string>>();
        const resources = new Map<string, Awaited<ReturnType<typeof tenantResource>>>();
        for (const [key, ids] of byResource) {
          const base = registry.byKey.get(key);
          if (!base) continue;
          const merged = await tenantResource(tx, auth.tenantId, base);
          resources.set(key, merged);
          const tf = titleField(merged.resource);
          names.set(key, tf ? await labelsOf(tx, auth.tenantId, key, tf, ids) : new Map());
        }
        for (const e of edges) {
          const r = resources.get(e.from_resource)?.resource;
          if (!r) continue;
          const fromId = Number(e.from_id);
          rows.push({
            resource: r.key,
            title: r.title,
            id: fromId,
            field: e.field,
            fieldTitle: r.form.properties[e.field]?.title ?? e.field,
            label: names.get(r.key)?.get(fromId) ?? null,
          });
        }
        return okData({ rows, total: Number(n), page, limit });
      });
    },
  );

  app.get<{ Querystring: { resource: string; field: string; q?: string; ids?: string; limit: number } }>(
    `${REFERENCES_ENDPOINT}/options`,
    {
      schema: {
        tags: TAGS,
        summary: zhOf('api.resource.recordsReferenceFieldCanChoose'),
        querystring: obj(
          {
            resource: str(zhOf('api.designer.resource'), { pattern: KEY, maxLength: 40 }),
            field: str(zhOf('api.designer.field'), { pattern: '^[A-Za-z][A-Za-z0-9_]{0,62}$' }),
            q: str(zhOf('api.resource.search'), { maxLength: 100 }),
            ids: str(zhOf('api.designer.recordId'), { pattern: '^\\d{1,16}(,\\d{1,16}){0,99}$' }),
            limit: int(zhOf('api.resource.count'), { minimum: 1, maximum: OPTIONS_LIMIT, default: 20 }),
          },
          ['resource', 'field'],
        ),
      },
    },
    (req) => {
      const auth = authOf(req);
      const { resource, field, q, ids, limit } = req.query;
      // A permit form's reference custom fields pick here too (designable-resources.ts).
      const base = registry.byKey.get(resource) ?? bound.byKey.get(resource) ?? designableResource(resource);
      if (!base) throw notFound(text('api.resource.resourceNotFound', { key: resource }));
      if (!mayReadResource(auth, base)) throw forbidden(text('api.resource.forbiddenView', { title: base.title }));
      return withResource(db, auth, base, async (s) => {
        const ref = refOf(s.c.resource.form.properties[field]);
        if (!Object.hasOwn(s.c.resource.form.properties, field) || !ref) throw fieldError('field', text('api.resource.notRefField', { field }));
        if (ids !== undefined) {
          const list = ids.split(',').map(Number);
          if (list.some((x) => x > ID_MAX)) throw fieldError('ids', text('api.resource.idTooLarge', { max: ID_MAX }));
          const names = await labelsOf(s.tx, auth.tenantId, ref.resource, ref.label, list);
          return okData([...names].map(([id, name]) => ({ id, name })));
        }
        const rows = await refOptions(s.tx, auth.tenantId, ref, { search: q?.trim() || undefined, limit });
        return okData(rows.map((r) => ({ id: r.id, name: r.label })));
      });
    },
  );
}
