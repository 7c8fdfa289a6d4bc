// Chinese full-text search of the knowledge library (issue 21 item 1, docs/knowledge.md "Search"): segmentation,
// the index's tsvector and the query's tsquery as literals, and highlighting. Pure: the server stores and
// queries what these build (src/server/fgcx/search-index.ts), the client highlights with the same terms.
//
// Segmentation is Node's Intl.Segmenter('zh', word), whose dictionary splits the domain's terms (动火 → 动|火,
// 盲板抽堵 → 盲|板|抽|堵). Adjacent segmenter words whose concatenation is a domain term are merged back, so a
// term is one lexeme, and a term never matches across a segmenter boundary (移动|火源 holds no 动火, 启动|土壤 no
// 动土). A merged term's own words of two or more characters are indexed at the same position too (受限空间 is
// also found by 空间), but never single characters.

/** Terms of chemical-plant safety that Intl.Segmenter splits; each stays one word. */
export const DOMAIN_TERMS: readonly string[] = [
  '动火', '受限空间', '有限空间', '盲板抽堵', '高处作业', '吊装', '临时用电', '动土', '断路', '特殊作业', '作业票',
  '危险化学品', '危化品', '重大危险源', '隐患', '重大隐患', '事故隐患', '隐患排查', '隐患排查治理', '双重预防',
  '风险分级管控', '安全生产', '安全生产法', '主要负责人', '安全管理人员', '特种作业', '特种设备', '压力容器',
  '压力管道', '气体分析', '可燃气体', '有毒气体', '监护人', '防火间距', '爆炸危险区域', '静电接地', '个体防护',
  '职业病', '职业卫生', '中毒窒息', '检维修', '承包商', '安全评价', '三同时', '临界量', '罐区', '液化烃',
  '易燃易爆', '可燃物', '能量隔离', '上锁挂牌', '安全阀', '紧急切断', '安全仪表', '应急预案', '应急演练',
  '生产安全事故', '安全培训', '全员安全生产责任制', '用电', '动火作业', '易燃液体', '氧含量', '硫化氢',
];

/** Words too common to search by (they are neither indexed nor asked for). */
export const STOP_WORDS: ReadonlySet<string> = new Set(['的', '了', '和', '与', '及', '或', '在', '是', '应', '须', '等', '对', '为', '由', '以', '其', '之', '中', '并', '将', '按']);

/** One indexed word: the lexeme and its position (1-based, in the order of the text's words). */
export interface Token {
  term: string;
  pos: number;
}

/** The longest query, in characters. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many words of a query are searched for. */
export const MAX_QUERY_TERMS = 12;
/** tsvector's largest position. */
const MAX_POS = 16383;
const LONGEST_TERM = Math.max(...DOMAIN_TERMS.map((t) => t.length));

const WORD = /^[\p{L}\p{N}]+$/u;
let segmenter: Intl.Segmenter | null = null;

function words(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const out: string[] = [];
  for (const s of segmenter.segment(text.normalize('NFKC'))) {
    if (!s.isWordLike) continue;
    const w = s.segment.toLowerCase();
    if (WORD.test(w)) out.push(w);
  }
  return out;
}

/**
 * The text's words with domain terms whole. `parts`: also each merged term's own words of two or more
 * characters at its position (for the index; a query asks for the whole term only).
 */
export function segment(text: string, opts: { parts?: boolean; terms?: ReadonlySet<string> } = {}): Token[] {
  const dict = opts.terms ?? TERM_SET;
  const ws = words(text);
  const out: Token[] = [];
  let pos = 0;
  for (let i = 0; i < ws.length; ) {
    // The longest run of whole words from i that spells a domain term.
    let take = 1;
    let joined = ws[i];
    let acc = ws[i];
    for (let j = i + 1; j < ws.length && acc.length < LONGEST_TERM; j++) {
      acc += ws[j];
      if (dict.has(acc)) {
        take = j - i + 1;
        joined = acc;
      }
    }
    pos = Math.min(pos + 1, MAX_POS);
    if (!STOP_WORDS.has(joined)) out.push({ term: joined, pos });
    if (take > 1 && opts.parts) for (const part of partsOf(ws.slice(i, i + take), dict)) out.push({ term: part, pos });
    i += take;
  }
  return out;
}

const TERM_SET: ReadonlySet<string> = new Set(DOMAIN_TERMS);

/** The words inside a merged term: each run of its words (not all of them) that is a word of two or more characters or a domain term. */
function partsOf(run: readonly string[], dict: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (let a = 0; a < run.length; a++) {
    let acc = '';
    for (let b = a; b < run.length; b++) {
      acc += run[b];
      if (b - a + 1 === run.length) break;
      if ((b === a && acc.length >= 2 && !STOP_WORDS.has(acc)) || (b > a && dict.has(acc))) found.add(acc);
    }
  }
  return [...found];
}

/** The distinct words of a text, in order of first appearance. */
export function distinctTerms(text: string): string[] {
  return [...new Set(segment(text).map((t) => t.term))];
}

/** Why a query cannot be searched; the messages are `fgcx.query.*`. */
export type QueryProblem = 'empty' | 'tooLong' | 'noWords';

/** The words to search for, or why not. */
export function queryTerms(q: unknown): { terms: string[] } | { problem: QueryProblem } {
  const text = typeof q === 'string' ? q.trim() : '';
  if (!text) return { problem: 'empty' };
  if ([...text].length > MAX_QUERY_LENGTH) return { problem: 'tooLong' };
  const terms = distinctTerms(text).slice(0, MAX_QUERY_TERMS);
  return terms.length ? { terms } : { problem: 'noWords' };
}

const quote = (term: string) => `'${term.replace(/['\\]/g, (c) => `\\${c}`)}'`;

/**
 * The tsvector literal of a title and a body: title words weighted A, body words D, each with its positions
 * (the body's continue after the title's), for `$1::tsvector` (no text-search parser, so no locale or
 * extension: PGlite and PostgreSQL read it the same).
 */
export function tsvectorLiteral(title: string, body: string): string {
  const pos = new Map<string, string[]>();
  const add = (tokens: Token[], weight: string, offset: number) => {
    for (const t of tokens) {
      const list = pos.get(t.term) ?? [];
      if (list.length < 256) list.push(`${Math.min(t.pos + offset, MAX_POS)}${weight}`);
      pos.set(t.term, list);
    }
  };
  const head = segment(title, { parts: true });
  add(head, 'A', 0);
  add(segment(body, { parts: true }), '', head.length ? head[head.length - 1].pos : 0);
  return [...pos].map(([term, p]) => `${quote(term)}:${p.join(',')}`).join(' ');
}

/** The tsquery literal asking for every term (`'动火' & '作业'`). */
export function tsqueryLiteral(terms: readonly string[]): string {
  return terms.map(quote).join(' & ');
}

/** A piece of highlighted text: `hit` when it is one of the searched words. */
export interface TextPart {
  text: string;
  hit?: boolean;
}

/**
 * The text cut into parts where the terms occur (case-insensitive for Latin letters; overlapping occurrences
 * become one hit). An occurrence is marked only where it spans whole segmenter words or domain terms of the
 * text, so 动火 is not marked inside 移动火源.
 */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  if (!text) return [];
  const marks = hitRanges(text, terms);
  const parts: TextPart[] = [];
  let at = 0;
  for (const [from, to] of marks) {
    if (from > at) parts.push({ text: text.slice(at, from) });
    parts.push({ text: text.slice(from, to), hit: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** [from, to) ranges of the text where whole words spell a term, merged and in order. */
function hitRanges(text: string, terms: readonly string[]): [number, number][] {
  if (!terms.length) return [];
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const want = new Set(terms.map((t) => t.toLowerCase()));
  // Word boundaries of the text itself (NFKC may change lengths, so the original text is segmented).
  const segs = [...segmenter.segment(text)].filter((s) => s.isWordLike);
  const ranges: [number, number][] = [];
  for (let i = 0; i < segs.length; i++) {
    let acc = '';
    for (let j = i; j < segs.length && acc.length < LONGEST_TERM + 8; j++) {
      // Only adjacent words (nothing but the words themselves between them) join into a term.
      if (j > i && segs[j].index !== segs[j - 1].index + segs[j - 1].segment.length) break;
      acc += segs[j].segment.normalize('NFKC').toLowerCase();
      if (want.has(acc)) ranges.push([segs[i].index, segs[j].index + segs[j].segment.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * A window of about `width` characters of the text around its first hit, highlighted (the start of the text
 * when nothing is hit); `…` marks what was cut.
 */
export function snippet(text: string, terms: readonly string[], width = 120): TextPart[] {
  if (text.length <= width) return highlight(text, terms);
  const first = hitRanges(text, terms)[0];
  const start = first ? Math.max(0, Math.min(first[0] - Math.floor(width / 4), text.length - width)) : 0;
  const end = Math.min(text.length, start + width);
  const parts = highlight(text.slice(start, end), terms);
  if (start > 0) parts.unshift({ text: '…' });
  if (end < text.length) parts.push({ text: '…' });
  return parts;
}
