// What the search index keeps of each knowledge record (issue 21 item 1, docs/knowledge.md "Search"): a record
// becomes entries, part 0 the record itself (its title weighted above its other words) and, for a regulation or
// a standard, one entry per clause of its text (src/domain/kb-clauses.ts), so a hit names its clause; an MSDS
// one entry per section of the 16 (GB/T 16483), so a hit names its section.
import { flattenClauses, parseClauses } from './kb-clauses.ts';
import { tsvectorLiteral, type TextPart } from './kb-search.ts';

/** The searchable resources, by key. */
export const KB_KINDS = ['regulation', 'standard', 'check-clause', 'accident-case', 'document', 'msds'] as const;
export type KbKind = (typeof KB_KINDS)[number];

export const isKbKind = (k: unknown): k is KbKind => typeof k === 'string' && (KB_KINDS as readonly string[]).includes(k);

export interface KbEntry {
  part: number;
  clauseNo: string | null;
  clausePath: string | null;
  /** The record's title as shown in a result (every entry of the record carries it). */
  title: string;
  /** The words the entry shows and highlights. */
  body: string;
  industry: string | null;
  issuer: string | null;
  status: string | null;
  /** The tsvector literal of what the entry is found by. */
  tsv: string;
}

/** The 16 sections of an MSDS (GB/T 16483), in order: the field and the section's title. */
export const MSDS_SECTIONS: readonly (readonly [field: string, title: string])[] = [
  ['identification', '化学品及企业标识'],
  ['hazards', '危险性概述'],
  ['composition', '成分/组成信息'],
  ['firstAid', '急救措施'],
  ['fireFighting', '消防措施'],
  ['accidentalRelease', '泄漏应急处理'],
  ['handlingStorage', '操作处置与储存'],
  ['exposureControl', '接触控制和个体防护'],
  ['properties', '理化特性'],
  ['stability', '稳定性和反应性'],
  ['toxicology', '毒理学信息'],
  ['ecology', '生态学信息'],
  ['disposal', '废弃处置'],
  ['transport', '运输信息'],
  ['regulatory', '法规信息'],
  ['other', '其他信息'],
];

/** What an MSDS's entries need of its chemical (the record holds only the reference). */
export interface KbChemical {
  name: string;
  casNo?: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const lines = (...v: unknown[]): string => v.map(str).filter((s) => s.trim()).join('\n');

/** The entries of one record of a kind. */
export function kbEntries(kind: KbKind, data: Readonly<Record<string, unknown>>, chemical?: KbChemical | null): KbEntry[] {
  const facets = { industry: str(data.industry) || null, issuer: str(data.issuer) || null, status: str(data.timeliness) || null };
  const entry = (part: number, title: string, body: string, found: string, clause?: { no: string; path: string }): KbEntry => ({
    part,
    clauseNo: clause?.no ?? null,
    clausePath: clause ? clause.path || null : null,
    title,
    body,
    ...facets,
    tsv: tsvectorLiteral(part === 0 ? title : '', found),
  });
  switch (kind) {
    case 'regulation':
    case 'standard': {
      const title = kind === 'standard' ? [str(data.stdNo), str(data.title)].filter(Boolean).join(' ') : str(data.title);
      const tree = parseClauses(str(data.body));
      const head = lines(data.summary, tree.preamble);
      const out = [entry(0, title, head, lines(data.docNo, data.issuer, data.keywords, data.replaces, head))];
      flattenClauses(tree).forEach((c, i) => out.push(entry(i + 1, title, c.text, c.text, c)));
      return out;
    }
    case 'check-clause': {
      const title = str(data.content);
      const body = lines(data.method, [str(data.basisNo), str(data.clauseNo)].filter(Boolean).join(' '));
      return [entry(0, title, body, body)];
    }
    case 'accident-case': {
      const body = lines(data.place, data.summary, data.cause, data.lessons);
      return [entry(0, str(data.title), body, body)];
    }
    case 'document': {
      const body = lines(data.keywords, data.summary);
      return [{ ...entry(0, str(data.title), body, lines(data.docNo, body)), status: null }];
    }
    case 'msds': {
      const title = [chemical?.name, chemical?.casNo ? `CAS ${chemical.casNo}` : ''].filter(Boolean).join(' ') || str(data.chemicalId);
      const out = [entry(0, title, '', lines(chemical?.casNo))];
      MSDS_SECTIONS.forEach(([field, name], i) => {
        const body = str(data[field]);
        if (body.trim()) out.push(entry(out.length, title, body, body, { no: String(i + 1), path: name }));
      });
      return out;
    }
  }
}

/** The page a record of a kind opens in, with its drawer (`?detail=<id>`); regulations and standards open 法规详情. */
export const KB_RECORD_PAGES: Readonly<Record<Exclude<KbKind, 'regulation' | 'standard'>, string>> = {
  'check-clause': '/aqbz/check-bar',
  'accident-case': '/aqbz/accident-case',
  document: '/wdk/list',
  msds: '/zdwhp/msds',
};

/** Where a hit opens: 法规详情 at its clause with the words marked, or the record's drawer in its own list. */
export function kbLink(kind: KbKind, id: number, clauseNo: string | null, q: string): string {
  if (kind !== 'regulation' && kind !== 'standard') return `${KB_RECORD_PAGES[kind]}?detail=${id}`;
  const params = new URLSearchParams({ q });
  if (kind === 'standard') params.set('kind', 'standard');
  if (clauseNo) params.set('clause', clauseNo);
  return `/fgcx/detail/${id}?${params.toString()}`;
}

/** One hit of `GET /kb/search` (docs/knowledge.md "Search"). */
export interface KbSearchHit {
  kind: KbKind;
  id: number;
  /** 0: the record; n: its n-th clause. */
  part: number;
  clauseNo: string | null;
  clausePath: string | null;
  /** The record's title and a window of the entry's words, cut where the searched words occur. */
  title: TextPart[];
  snippet: TextPart[];
  industry: string | null;
  issuer: string | null;
  status: string | null;
  /** A row of the platform's shared library rather than the enterprise's own. */
  shared: boolean;
  score: number;
}

/** The answer of `GET /kb/search`. */
export interface KbSearchAnswer {
  /** The words searched for (the query segmented), for highlighting elsewhere. */
  terms: string[];
  total: number;
  page: number;
  limit: number;
  rows: KbSearchHit[];
}
