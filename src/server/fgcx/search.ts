// The knowledge library's search (docs/knowledge.md "Search"): the query's words (src/domain/kb-search.ts) as a
// tsquery, matched by kb_search_match (migration 019: the GIN index, the caller's enterprise and the platform),
// ranked by ts_rank_cd (title words weighted above body words, normalised by length; a repealed text counts half),
// filtered by kind, industry, issuing body and status, each hit with its title and a window of its words
// highlighted.
import { text } from '../../domain/i18n/text.ts';
import { isKbKind, KB_KINDS, type KbKind, type KbSearchAnswer } from '../../domain/kb-entries.ts';
import { highlight, MAX_QUERY_LENGTH, queryTerms, snippet, tsqueryLiteral } from '../../domain/kb-search.ts';
import type { Queryable } from '../db/db.ts';
import { fieldError } from '../http/app-error.ts';

export interface SearchParams {
  q?: unknown;
  kinds?: unknown;
  industry?: unknown;
  issuer?: unknown;
  status?: unknown;
  page?: unknown;
  limit?: unknown;
}

const opt = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const int = (v: unknown, dflt: number, max: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : dflt;
  return Math.min(Math.max(1, Math.trunc(n)), max);
};

/** The kinds asked for (all when none), or a 400 naming `kinds`. */
export function parseKinds(v: unknown): KbKind[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' && v.trim() ? v.split(',').map((s) => s.trim()) : [];
  if (!list.length) return [...KB_KINDS];
  const kinds: KbKind[] = [];
  for (const k of list) {
    if (!isKbKind(k)) throw fieldError('kinds', text('fgcx.query.kind'));
    if (!kinds.includes(k)) kinds.push(k);
  }
  return kinds;
}

/** The words of a query, or a 400 naming `q` in Chinese. */
export function parseQuery(q: unknown): string[] {
  const parsed = queryTerms(q);
  if ('terms' in parsed) return parsed.terms;
  const key = `fgcx.query.${parsed.problem}` as const;
  throw fieldError('q', parsed.problem === 'tooLong' ? text(key, { max: MAX_QUERY_LENGTH }) : text(key));
}

/** Searches the entries the caller's transaction may read, among `allowed` kinds. */
export async function searchKnowledge(tx: Queryable, params: SearchParams, allowed: readonly KbKind[]): Promise<KbSearchAnswer> {
  const terms = parseQuery(params.q);
  const kinds = parseKinds(params.kinds).filter((k) => allowed.includes(k));
  const page = int(params.page, 1, 1000);
  const limit = int(params.limit, 10, 50);
  if (!kinds.length) return { terms, total: 0, page, limit, rows: [] };
  const issuer = opt(params.issuer);
  const rows = await tx.query<{
    kind: KbKind; record_id: string; part: number; clause_no: string | null; clause_path: string | null; title: string; body: string;
    industry: string | null; issuer: string | null; status: string | null; tenant_id: string; score: number; total: string;
  }>(
    `select s.kind, s.record_id, s.part, s.clause_no, s.clause_path, s.title, s.body, s.industry, s.issuer, s.status, s.tenant_id,
            m.rank * (case s.status when 'repealed' then 0.5 else 1 end) as score, count(*) over () as total
       from kb_search_match($1::tsquery) m
       join kb_search s on s.tenant_id = m.tenant_id and s.kind = m.kind and s.record_id = m.record_id and s.part = m.part
      where m.kind = any($2::text[])
        and ($3::text is null or s.industry = $3)
        and ($4::text is null or strpos(s.issuer, $4) > 0)
        and ($5::text is null or s.status = $5)
      order by score desc, s.part = 0 desc, m.kind, m.record_id, m.part
      limit $6 offset $7`,
    [tsqueryLiteral(terms), kinds, opt(params.industry), issuer, opt(params.status), limit, (page - 1) * limit],
  );
  // A page past the last one has no row to carry the count: count alone.
  const total = rows.length
    ? Number(rows[0].total)
    : page > 1
      ? Number(
          (
            await tx.query<{ n: string }>(
              `select count(*) as n from kb_search_match($1::tsquery) m join kb_search s on s.tenant_id = m.tenant_id and s.kind = m.kind and s.record_id = m.record_id and s.part = m.part
                where m.kind = any($2::text[]) and ($3::text is null or s.industry = $3) and ($4::text is null or strpos(s.issuer, $4) > 0) and ($5::text is null or s.status = $5)`,
              [tsqueryLiteral(terms), kinds, opt(params.industry), issuer, opt(params.status)],
            )
          )[0]?.n ?? 0,
        )
      : 0;
  return {
    terms,
    total,
    page,
    limit,
    rows: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.record_id),
      part: r.part,
      clauseNo: r.clause_no,
      clausePath: r.clause_path,
      title: highlight(r.title, terms),
      snippet: snippet(r.body, terms, 160),
      industry: r.industry,
      issuer: r.issuer,
      status: r.status,
      shared: Number(r.tenant_id) === 0,
      score: Number(r.score),
    })),
  };
}
