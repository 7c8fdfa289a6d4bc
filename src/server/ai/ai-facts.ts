// The AI helper's answers from the enterprise's own data and the knowledge library (docs/ai-assistant.md): one
// function per intent of src/domain/ai-intent.ts, each run in the caller's tenant transaction (row-level security
// applies; every statement also names the caller's tenant), each answering a sentence, a count and the records it
// used. A resource the caller may not read, or whose module the enterprise has not opened, is not read: the
// answer says so.
import type { AiSource } from '../../domain/ai-answer.ts';
import { addDays, periodRange, type AiQuestion } from '../../domain/ai-intent.ts';
import { localMinute } from '../../domain/deadline-time.ts';
import { text } from '../../domain/i18n/text.ts';
import { kbLink, type KbKind } from '../../domain/kb-entries.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { say } from '../http/say.ts';
import { PERMIT_MODULE, PERMIT_READ } from '../permits/permit-scope.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { allowedKinds } from '../fgcx/fgcx-plugin.ts';
import { searchKnowledge } from '../fgcx/search.ts';
import { inboxPage } from '../workflow/inbox-query.ts';
import { inboxScope } from '../workflow/inbox-routes.ts';
import { recordLink } from '../workflow/resource-links.ts';

/** At most this many records are listed under an answer (the count is of all). */
export const MAX_SOURCES = 10;

export interface Facts {
  understood: boolean;
  answer: string;
  count: number | null;
  sources: AiSource[];
}

export interface FactsContext {
  tx: Queryable;
  auth: AuthContext;
  lang: Lang;
  /** Today at the sites, `YYYY-MM-DD`. */
  today: string;
}

const HIDDEN_DANGER = 'hidden-danger';
const CERTIFICATES: ReadonlyArray<{ key: string; end: string }> = [
  { key: 'special-operator', end: 'certEnd' },
  { key: 'special-equipment-operator', end: 'certEnd' },
  { key: 'special-equipment', end: 'nextInspectionDate' },
];

/** The enterprise's opened modules (every one for the platform's tenant 0). */
async function opened(c: FactsContext, module: string | undefined | null): Promise<boolean> {
  if (!module || c.auth.isAdmin) return true;
  const rows = await c.tx.query<{ ok: boolean }>('select $2 = any(have_model) as ok from qyxx where tenant_id = $1', [c.auth.tenantId, module]);
  return rows[0]?.ok === true;
}

/** The resource file when the caller may read it in an opened module, else null. */
async function readable(c: FactsContext, key: string): Promise<ResourceFile | null> {
  const file = resourceRegistry().byKey.get(key);
  if (!file || !mayReadResource(c.auth, file) || !(await opened(c, file.module))) return null;
  return file;
}

const noAccess = (c: FactsContext, title: string): Facts => ({
  understood: true,
  answer: say(c.lang, text('ai.answer.noAccess', { title })),
  count: null,
  sources: [],
});

const listedLine = (c: FactsContext, count: number, shown: number): string =>
  shown === 0 ? '' : say(c.lang, count > shown ? text('ai.answer.listed', { shown }) : text('ai.answer.listedAll'));

/**
 * Overdue hidden dangers. Without a period: those past their deadline (整改期限, or the approved extension) and
 * not yet rectified, as 隐患统计 counts them. With one (本月 …): those overdue on some day of the period up to
 * today: the ones still open whose deadline passed before the period's end, and the ones rectified late within it.
 */
export async function overdueHiddenDangers(c: FactsContext, q: AiQuestion): Promise<Facts> {
  const file = await readable(c, HIDDEN_DANGER);
  if (!file) return noAccess(c, say(c.lang, text('ai.scope.hiddenDanger')));
  const range = periodRange(q.period, c.today);
  const end = range && range.to < c.today ? range.to : c.today;
  const open = `data->>'state' in ('rectifying', 'extending')`;
  const settled = `left(coalesce(data->>'rectifiedDate', data->>'closedDate'), 10)`;
  const where = range
    ? `left(data->>'dueDate', 10) < $2 and (${open} or (${settled} > left(data->>'dueDate', 10) and ${settled} >= $3))`
    : `left(data->>'dueDate', 10) < $2 and ${open}`;
  const rows = await c.tx.query<{ id: string; title: string | null; due: string; open: boolean; settled: string | null; total: string; open_count: string }>(
    `select id, data->>'title' as title, left(data->>'dueDate', 10) as due, ${open} as open, ${settled} as settled,
            count(*) over () as total, count(*) filter (where ${open}) over () as open_count
       from ${tableName(HIDDEN_DANGER)}
      where tenant_id = $1 and deleted = false and data->>'dueDate' is not null and ${where}
      order by ${open} desc, left(data->>'dueDate', 10), id limit ${MAX_SOURCES}`,
    range ? [c.auth.tenantId, end, range.from] : [c.auth.tenantId, end],
  );
  const count = Number(rows[0]?.total ?? 0);
  const openCount = Number(rows[0]?.open_count ?? 0);
  const sentence = range
    ? text('ai.answer.overduePeriod', { period: text(`ai.period.${q.period as Exclude<typeof q.period, 'all'>}`), from: range.from, to: range.to, count, open: openCount, late: count - openCount })
    : text('ai.answer.overdueAll', { count });
  return {
    understood: true,
    count,
    answer: [say(c.lang, sentence), listedLine(c, count, rows.length)].join(''),
    sources: rows.map((r) => ({
      type: 'record',
      resource: HIDDEN_DANGER,
      id: Number(r.id),
      title: r.title ?? `#${r.id}`,
      link: recordLink(HIDDEN_DANGER, Number(r.id)),
      detail: [say(c.lang, text('ai.source.due', { date: r.due })), r.settled && !r.open ? say(c.lang, text('ai.source.settled', { date: r.settled })) : '']
        .filter(Boolean)
        .join(' · '),
    })),
  };
}

/** Permits in progress (作业中), of the kinds the question names or of every kind. */
export async function permitsInProgress(c: FactsContext, q: AiQuestion): Promise<Facts> {
  const mayRead = c.auth.isAdmin || PERMIT_READ.roles.some((r) => c.auth.roles.includes(r));
  if (!mayRead || !(await opened(c, PERMIT_MODULE))) return noAccess(c, say(c.lang, text('ai.scope.permits')));
  const kinds: PermitKind[] = q.permitKinds;
  const rows = await c.tx.query<{ id: string; number: string; kind: PermitKind; site: string | null; started_at: Date | string | null; total: string }>(
    `select id, number, kind, zuo_ye_di_dian as site, started_at, count(*) over () as total
       from permit where tenant_id = $1 and state = 'IN_PROGRESS' and (cardinality($2::text[]) = 0 or kind = any($2::text[]))
      order by started_at desc nulls last, id desc limit ${MAX_SOURCES}`,
    [c.auth.tenantId, kinds],
  );
  const count = Number(rows[0]?.total ?? 0);
  const kindNames = kinds.map((k) => PERMIT_KIND_INFO[k].shortName).join(say(c.lang, text('ai.list.separator')));
  return {
    understood: true,
    count,
    answer: [say(c.lang, text('ai.answer.permits', { kinds: kindNames, count })), listedLine(c, count, rows.length)].join(''),
    sources: rows.map((r) => {
      // At the sites' time (Asia/Shanghai), as the permit pages show it.
      const started = r.started_at == null ? '' : localMinute(new Date(r.started_at));
      return {
        type: 'permit' as const,
        resource: 'permit',
        id: Number(r.id),
        title: `${PERMIT_KIND_INFO[r.kind].name} ${r.number}`,
        link: `/tszy/detail/${r.id}`,
        detail: [r.site ?? '', started ? say(c.lang, text('ai.source.started', { time: started })) : ''].filter(Boolean).join(' · '),
      };
    }),
  };
}

/** Certificates of special operators and special-equipment operators, and inspections of special equipment, expiring within the window. */
export async function expiringCertificates(c: FactsContext, q: AiQuestion): Promise<Facts> {
  const to = addDays(c.today, q.days);
  const parts: string[] = [];
  const sources: AiSource[] = [];
  let count = 0;
  let expired = 0;
  let any = false;
  for (const { key, end } of CERTIFICATES) {
    const file = await readable(c, key);
    if (!file) continue;
    any = true;
    const rows = await c.tx.query<{ id: string; name: string | null; end_day: string; total: string; expired: string }>(
      `with live as (select id, data->>'name' as name, left(data->>'${end}', 10) as end_day from ${tableName(key)}
                      where tenant_id = $1 and deleted = false and coalesce((data->>'voided')::boolean, false) = false and data->>'${end}' is not null)
       select l.*, (select count(*) from live where end_day >= $2 and end_day <= $3) as total, (select count(*) from live where end_day < $2) as expired
         from (select 0) as one left join live l on l.end_day >= $2 and l.end_day <= $3
        order by l.end_day nulls last, l.id limit ${MAX_SOURCES}`,
      [c.auth.tenantId, c.today, to],
    );
    const n = Number(rows[0]?.total ?? 0);
    count += n;
    expired += Number(rows[0]?.expired ?? 0);
    if (n) parts.push(say(c.lang, text('ai.answer.certificatePart', { title: file.title, count: n })));
    for (const r of rows) {
      if (r.id == null || sources.length >= MAX_SOURCES) continue;
      sources.push({
        type: 'record',
        resource: key,
        id: Number(r.id),
        title: say(c.lang, text('ai.source.certTitle', { resource: file.title, name: r.name ?? `#${r.id}` })),
        link: recordLink(key, Number(r.id)),
        detail: say(c.lang, text('ai.source.certEnd', { date: r.end_day })),
      });
    }
  }
  if (!any) return noAccess(c, say(c.lang, text('ai.scope.certificates')));
  const answer = [
    say(c.lang, text('ai.answer.certificates', { days: q.days, to, count, parts: parts.length ? say(c.lang, text('ai.answer.certificateParts', { parts: parts.join(say(c.lang, text('ai.list.comma'))) })) : '' })),
    expired ? say(c.lang, text('ai.answer.certificatesExpired', { count: expired })) : '',
    listedLine(c, count, sources.length),
  ];
  return { understood: true, count, answer: answer.join(''), sources };
}

/** What waits for the caller (the workbench's 待办: workflow steps, tasks, permits to approve). */
export async function myTasks(c: FactsContext): Promise<Facts> {
  const page = await inboxPage(c.tx, await inboxScope(c.tx, c.auth), { pageIndex: 1, pageSize: MAX_SOURCES }, c.lang);
  return {
    understood: true,
    count: page.total,
    answer: [say(c.lang, text('ai.answer.tasks', { count: page.total })), listedLine(c, page.total, page.dataList.length)].join(''),
    sources: page.dataList.map((i) => ({
      type: 'task',
      resource: i.resource,
      id: i.recordId,
      title: i.title,
      link: i.link,
      detail: [i.action, i.summary].filter(Boolean).join(' · '),
    })),
  };
}

/** Where a library entry opens, as the search page links it (src/domain/kb-entries.ts `kbLink`). */
export function knowledgeLink(kind: KbKind, id: number, clauseNo: string | null, terms: readonly string[]): string {
  return kbLink(kind, id, clauseNo, terms.join(' '));
}

/**
 * The knowledge library: the question's words searched as the library's search does (every word), then its
 * domain terms alone, then each word, the first that finds something answering. Nothing found, or no word to
 * search: the helper says what it can answer.
 */
export async function knowledge(c: FactsContext, q: AiQuestion): Promise<Facts> {
  const kinds = await allowedKinds(c.tx, c.auth);
  const attempts: string[][] = [q.searchTerms, ...q.searchTerms.map((t) => [t])].filter((a) => a.length > 0);
  for (const terms of attempts) {
    const found = await searchKnowledge(c.tx, { q: terms.join(' ').slice(0, 100), limit: 5 }, kinds);
    if (!found.total) continue;
    const titleOf = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
    const sources: AiSource[] = found.rows.map((r) => ({
      type: 'knowledge',
      kind: r.kind,
      id: r.id,
      title: titleOf(r.title),
      clauseNo: r.clauseNo,
      terms: found.terms,
      link: knowledgeLink(r.kind, r.id, r.clauseNo, found.terms),
      detail: [r.clausePath, titleOf(r.snippet)].filter(Boolean).join(' · '),
    }));
    const titles = [...new Set(sources.map((s) => say(c.lang, text('ai.source.bookTitle', { title: s.title }))))].slice(0, 3).join(say(c.lang, text('ai.list.separator')));
    return {
      understood: true,
      count: found.total,
      answer: say(c.lang, text('ai.answer.knowledge', { count: found.total, terms: found.terms.join(' '), titles })),
      sources,
    };
  }
  return { understood: false, count: null, sources: [], answer: say(c.lang, text('ai.answer.cannot')) };
}
