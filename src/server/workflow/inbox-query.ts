// The inbox's query (GET /workflow/inbox, issue 14 item 7): the wf_waiting rows naming one of the person's party
// keys (one item per record and action however many keys match), and the permits waiting for the person's
// approval (the permits' own state machine, src/server/permits/permit-todo.ts), newest first, paged, with the
// count per module. One statement per answer part, no query per row: wf_waiting is read through its index
// (tenant_id, who, since desc) for each key; titles are those the engine stored with the row.
import type { InboxItem } from '../../domain/inbox-item.ts';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { gradeText, kindText, type PermitGrade, type PermitKind } from '../../domain/permit-kinds.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { say } from '../http/say.ts';
import { permitWaitingFrom } from '../permits/permit-todo.ts';
import { recordLink } from './resource-links.ts';

/** The module key of the items of resources that belong to no module (the shared basic data). */
export const BASIC_MODULE = 'basic';

/** What the person may see: their party keys, the resources they may read (with each one's module), the permits. */
export interface InboxScope {
  tenantId: number;
  keys: readonly string[];
  resources: readonly ResourceFile[];
  /** Whether the permits waiting for the person's roles are included (tszy opened, a permit reader). */
  permits: boolean;
  roles: readonly string[];
  /** The person's account (a permit waits for neither its applicant nor a signer of another of its slots). */
  userId: number;
}

export interface InboxQuery {
  pageIndex: number;
  pageSize: number;
  module?: string;
}

export interface InboxPage {
  total: number;
  dataList: InboxItem<Date>[];
  byModule: Record<string, number>;
}

/** The wf_waiting kinds, and the order in which one is preferred when several rows of an item differ. */
const KIND_OF: Record<string, string> = { overdue: 'OVERDUE', approval: 'APPROVAL', transition: 'TRANSITION', task: 'TASK' };

const ACTION_TEXT: Record<string, MessageId> = {
  overdue: 'inbox.action.overdue',
  approval: 'inbox.action.approval',
  transition: 'inbox.action.transition',
  task: 'inbox.action.task',
};

/**
 * The person's items, one row each: $1 tenant, $2 roles, $3 party keys, $4 resource keys, $5 their modules,
 * $6 whether permits count, $7 the account id (as text).
 */
export const INBOX_ITEMS_SQL = `
  with w as (
    select resource, record_id, action, min(since) as since, max(due_at) as due_at, max(title) as title,
           (array_agg(kind order by case kind when 'overdue' then 0 when 'approval' then 1 when 'transition' then 2 else 3 end))[1] as kind
      from wf_waiting
     where tenant_id = $1 and who = any($3::text[]) and resource = any($4::text[])
     group by resource, record_id, action
  ), items as (
    select w.kind, r.module, w.resource, w.record_id, w.action, w.title, w.since, w.due_at, null::jsonb as permit
      from w join unnest($4::text[], $5::text[]) as r(resource, module) on r.resource = w.resource
    union all
    select 'permit', 'tszy', 'permit', p.id, 'approval', p.number, coalesce(
             (select max(e.at) from permit_event e where e.tenant_id = p.tenant_id and e.permit_id = p.id), p.updated_at), null,
           jsonb_build_object('number', p.number, 'kind', p.kind, 'grade', p.grade, 'site', p.zuo_ye_di_dian,
                              'applicant', u.user_name, 'slot', p.slots -> p.slot_index ->> 'title')
      ${permitWaitingFrom('$7')} and $6::boolean
  )`;

interface ItemRow {
  kind: string;
  module: string;
  resource: string;
  record_id: number | string;
  action: string;
  title: string;
  since: Date | string;
  due_at: Date | string | null;
  permit: { number: string; kind: PermitKind; grade: PermitGrade | null; site: string | null; applicant: string | null; slot: string | null } | null;
}

/** The parameters of INBOX_ITEMS_SQL for a scope. */
export function inboxParams(s: InboxScope): SqlValue[] {
  return [
    s.tenantId,
    [...s.roles],
    [...s.keys],
    s.resources.map((r) => r.key),
    s.resources.map((r) => r.module ?? BASIC_MODULE),
    s.permits,
    String(s.userId),
  ];
}

/** How many items wait for the person, by module. */
export async function inboxCounts(tx: Queryable, s: InboxScope): Promise<Record<string, number>> {
  const rows = await tx.query<{ module: string; n: number | string }>(`${INBOX_ITEMS_SQL} select module, count(*) as n from items group by module order by module`, inboxParams(s));
  return Object.fromEntries(rows.map((r) => [r.module, Number(r.n)]));
}

/** One page of the person's items, newest first, with the counts per module (of every module, whatever the filter). */
export async function inboxPage(tx: Queryable, s: InboxScope, q: InboxQuery, lang: Lang): Promise<InboxPage> {
  const byModule = await inboxCounts(tx, s);
  const total = q.module ? (byModule[q.module] ?? 0) : Object.values(byModule).reduce((a, b) => a + b, 0);
  const offset = (q.pageIndex - 1) * q.pageSize;
  const rows =
    total > offset
      ? await tx.query<ItemRow>(
          `${INBOX_ITEMS_SQL} select * from items where $8::text is null or module = $8
             order by since desc, resource, record_id desc, action limit $9 offset $10`,
          [...inboxParams(s), q.module ?? null, q.pageSize, offset],
        )
      : [];
  const byKey = new Map(s.resources.map((r) => [r.key, r]));
  return { total, byModule, dataList: rows.map((r) => (r.permit ? permitItem(r, r.permit, lang) : workflowItem(r, byKey.get(r.resource), lang))) };
}

const dateOf = (v: Date | string | null): Date | null => (v == null ? null : v instanceof Date ? v : new Date(v));

function titleOf(resource: ResourceFile | undefined, lang: Lang): string {
  if (!resource) return '';
  return (lang === 'en' && resource['x-title-en']) || resource.title;
}

/** The label of an action of a resource's workflow: the transition's, else the state's or the approval step's. */
export function actionLabel(resource: ResourceFile | undefined, action: string, lang: Lang): string {
  const wf = resource?.workflow;
  const key = action.replace(/^approval\//, '');
  if (!wf) return key;
  const en = <T extends { 'x-title-en'?: string }>(o: T, zh: string) => (lang === 'en' && o['x-title-en']) || zh;
  const t = wf.transitions.find((x) => x.action === action);
  if (t) return en(t, t.label);
  const state = wf.states.find((x) => x.key === key);
  if (state) return en(state, state.label);
  for (const st of wf.states) {
    const step = st.approval?.steps.find((x) => x.key === key);
    if (step) return en(step, step.title);
  }
  return key;
}

function workflowItem(r: ItemRow, resource: ResourceFile | undefined, lang: Lang): InboxItem<Date> {
  const id = Number(r.record_id);
  const kind = KIND_OF[r.kind] ?? r.kind.toUpperCase();
  const resourceTitle = titleOf(resource, lang);
  return {
    kind,
    key: `${r.module}:${r.resource}:${id}:${r.action}`,
    module: r.module,
    recordId: id,
    title: r.title || say(lang, text('inbox.recordTitle', { resource: resourceTitle || r.resource, id })),
    action: say(lang, text(ACTION_TEXT[r.kind] ?? 'inbox.action.transition', { label: actionLabel(resource, r.action, lang) })),
    summary: '',
    tags: resourceTitle ? [resourceTitle] : [],
    link: recordLink(r.resource, id),
    since: dateOf(r.since) ?? new Date(0),
    dueAt: dateOf(r.due_at),
    resource: r.resource,
  };
}

/** A permit waiting for the person's approval, as GET /tszy/zuoYePiao/todo answers it (permit-todo.ts). */
function permitItem(r: ItemRow, p: NonNullable<ItemRow['permit']>, lang: Lang): InboxItem<Date> {
  const id = Number(r.record_id);
  const kindName = say(lang, kindText(p.kind));
  const grade = p.grade ? say(lang, gradeText(p.grade)) : null;
  return {
    kind: 'PERMIT_APPROVAL',
    key: `tszy:permit:${id}`,
    module: 'tszy',
    recordId: id,
    title: say(lang, text('permits.todo.title', { kind: kindName, number: p.number })),
    action: say(lang, text('permits.todo.action', { slot: p.slot ?? '' })),
    summary: [p.site, p.applicant && say(lang, text('permits.todo.applicant', { name: p.applicant }))]
      .filter(Boolean)
      .join(say(lang, text('permits.todo.separator'))),
    tags: grade ? [kindName, grade] : [kindName],
    link: `/tszy/detail/${id}`,
    since: dateOf(r.since) ?? new Date(0),
    dueAt: null,
    resource: 'permit',
  };
}
