// The security library's calls of spec 000 §7 (docs/knowledge.md "Security library calls"): POST list calls under
// /zax-cloud/kb, each answering `data: {rows, total, page, limit}` from the shared library (the platform's rows and
// the enterprise's own). The record lists (std, regulations, inspect-clause, accident-case) are the resources' own
// list (src/server/resources/list-page.ts: the same filters, paging, sort and refusals as `GET <endpoint>/list`);
// the clause lists read the clauses the search index holds (one row per clause of a text); industry,
// check-category and dictionary are the options of the library's enumerated fields; checklists are the check
// clauses grouped by category. The specification does not show payloads, so these are ours.
import type { Lang } from '../../domain/i18n/message-format.ts';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import { pagingOf, type QueryInput } from '../../schema/compile-query.ts';
import { fieldTitle, resolveField, type EnumOption, type ResourceFile } from '../../schema/resource-types.ts';
import { fieldError } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { listPage } from '../resources/list-page.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { zhOf } from '../routes/zh-of.ts';
import type { ResourceScope } from '../resources/resource-context.ts';

export interface LibraryPage {
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  limit: number;
}

export interface LibraryCall {
  /** The path under /zax-cloud/kb (spec 000 §7's name). */
  name: string;
  /** The resource whose read roles and module the call needs (its rows, or the fields its options come from). */
  resource: string;
  summary: MessageId;
  /** The body's properties beside `page` and `limit`; `list`: the resource's list parameters (its filters, sort). */
  body?: Record<string, object> | 'list';
  answer(s: ResourceScope, auth: AuthContext, query: QueryInput, lang?: Lang): Promise<LibraryPage>;
}

/** The fields whose options `dictionary` answers: every enumerated field of the four library resources. */
export const DICTIONARY_RESOURCES = ['regulation', 'standard', 'check-clause', 'accident-case'] as const;

function paging(query: QueryInput): { page: number; limit: number } {
  const p = pagingOf(query);
  if ('error' in p) throw fieldError(p.error.field, p.error.text ?? p.error.message);
  return p;
}

/** One page of rows held in memory (option lists). */
export function pageOf(rows: Record<string, unknown>[], query: QueryInput): LibraryPage {
  const { page, limit } = paging(query);
  return { rows: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
}

const one = (v: string | string[] | undefined): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

const records = (name: string, resource: string, summary: MessageId): LibraryCall => ({
  name,
  resource,
  summary,
  body: 'list',
  answer: async (s, auth, query, lang) => {
    const p = await listPage(s, auth, query, lang);
    return { rows: p.rows, total: p.total, page: p.page, limit: p.limit };
  },
});

const options = (file: ResourceFile, field: string): EnumOption[] => resolveField(file, field)?.enum ?? [];
const optionRow = (o: EnumOption) => ({ value: o.value, label: o.label, labelEn: o.labelEn ?? o.label });

/** The clauses of the regulations' or the standards' texts, from the search index (src/server/fgcx/search-index.ts). */
const clauses = (name: string, kind: 'regulation' | 'standard', idKey: 'stdId' | 'regulationId', summary: MessageId): LibraryCall => ({
  name,
  resource: kind,
  summary,
  body: { [idKey]: { type: 'integer', minimum: 1, title: zhOf(`fgcx.library.field.${idKey}`) }, clauseNo: { type: 'string', maxLength: 50, title: zhOf('fgcx.library.field.clauseNo') } },
  answer: async (s, auth, query) => {
    const { page, limit } = paging(query);
    const idRaw = one(query[idKey]);
    const rows = await s.tx.query<{
      record_id: string; part: number; clause_no: string | null; clause_path: string | null; title: string; body: string; status: string | null; tenant_id: string; total: string;
    }>(
      `select record_id, part, clause_no, clause_path, title, body, status, tenant_id, count(*) over () as total
         from kb_search
        where tenant_id in ($1, 0) and kind = $2 and part > 0
          and ($3::bigint is null or record_id = $3) and ($4::text is null or clause_no = $4)
        order by title, record_id, part limit $5 offset $6`,
      [auth.tenantId, kind, idRaw, one(query.clauseNo), limit, (page - 1) * limit],
    );
    return {
      rows: rows.map((r) => ({
        [idKey]: Number(r.record_id),
        title: r.title,
        part: r.part,
        clauseNo: r.clause_no,
        clausePath: r.clause_path,
        text: r.body,
        status: r.status,
        shared: Number(r.tenant_id) === 0,
      })),
      total: rows.length ? Number(rows[0].total) : 0,
      page,
      limit,
    };
  },
});

/** The calls, in spec 000 §7's order (`login` and `search` are elsewhere). */
export const SECURITY_LIBRARY_CALLS: readonly LibraryCall[] = [
  clauses('std-clause', 'standard', 'stdId', 'fgcx.library.api.stdClause'),
  clauses('regulations-clause', 'regulation', 'regulationId', 'fgcx.library.api.regulationsClause'),
  {
    name: 'dictionary',
    resource: 'regulation',
    summary: 'fgcx.library.api.dictionary',
    body: { type: { type: 'string', maxLength: 60 } },
    answer: async (s, _auth, query) => {
      const registry = resourceRegistry();
      const rows: Record<string, unknown>[] = [];
      for (const key of DICTIONARY_RESOURCES) {
        const file = key === s.c.resource.key ? s.c.resource : registry.byKey.get(key);
        if (!file) continue;
        for (const [field, schema] of Object.entries(file.form.properties ?? {})) {
          if (!schema.enum?.length) continue;
          const title = fieldTitle(file, field);
          for (const o of schema.enum) rows.push({ type: `${key}.${field}`, title, ...optionRow(o) });
        }
      }
      const type = one(query.type);
      if (type !== null && !rows.some((r) => r.type === type)) throw fieldError('type', text('fgcx.library.type', { type }));
      return pageOf(type === null ? rows : rows.filter((r) => r.type === type), query);
    },
  },
  {
    name: 'industry',
    resource: 'regulation',
    summary: 'fgcx.library.api.industry',
    answer: async (s, _auth, query) => pageOf(options(s.c.resource, 'industry').map(optionRow), query),
  },
  {
    name: 'check-category',
    resource: 'check-clause',
    summary: 'fgcx.library.api.checkCategory',
    answer: async (s, _auth, query) => pageOf(options(s.c.resource, 'category').map(optionRow), query),
  },
  records('inspect-clause', 'check-clause', 'fgcx.library.api.inspectClause'),
  records('accident-case', 'accident-case', 'fgcx.library.api.accidentCase'),
  records('std', 'standard', 'fgcx.library.api.std'),
  records('regulations', 'regulation', 'fgcx.library.api.regulations'),
  {
    name: 'checklists',
    resource: 'check-clause',
    summary: 'fgcx.library.api.checklists',
    body: { category: { type: 'string', maxLength: 40 }, industry: { type: 'string', maxLength: 40 }, hazardLevel: { type: 'string', maxLength: 20 } },
    answer: async (s, auth, query, lang) => {
      const category = one(query.category);
      const all = options(s.c.resource, 'category').filter((o) => category === null || o.value === category);
      if (category !== null && !all.length) throw fieldError('category', text('fgcx.library.category', { category }));
      const p = pageOf(all.map(optionRow), query);
      const filters: QueryInput = { limit: '100', sort: 'basisNo', order: 'asc' };
      for (const k of ['industry', 'hazardLevel'] as const) if (one(query[k]) !== null) filters[k] = one(query[k]) ?? undefined;
      for (const row of p.rows) {
        const items = await listPage(s, auth, { ...filters, category: String(row.value) }, lang);
        Object.assign(row, { category: row.value, total: items.total, items: items.rows });
      }
      return p;
    },
  },
];
