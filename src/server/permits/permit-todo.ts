// The caller's waiting work of the permits (GET /zuoYePiao/todo): the permits whose current approval slot names
// a role the caller holds in the active enterprise, as inbox items (kind, title, link, since) that later modules
// answer in the same shape for the workbench's 待办 card. docs/permit-api.md "Inbox".
import { say } from '../http/say.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { InboxItem } from '../../domain/inbox-item.ts';
import { PERMIT_STATE_LABELS } from '../../domain/permit-lifecycle.ts';
import { gradeText, kindText, type PermitGrade, type PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { int, obj } from '../http/json-schema.ts';

export interface TodoQuery {
  pageIndex: number;
  pageSize: number;
}

export const todoQuerySchema = obj({
  pageIndex: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 50, default: 5 }),
});

/** One piece of waiting work: the inbox item of every module (domain/inbox-item.ts), then the permit's own facts. */
export interface TodoItem extends InboxItem<Date> {
  kind: 'PERMIT_APPROVAL';
  module: 'tszy';
  zuoYeBianHao: string;
  zuoYeLeiXing: PermitKind;
  zuoYeLeiXingMingCheng: string;
  zuoYeJiBie: string | null;
  zuoYeDiDian: string | null;
  shenQingRen: string | null;
  dangQianHuanJie: string;
  zhuangTaiMingCheng: string;
}

interface Row {
  id: number;
  number: string;
  kind: PermitKind;
  grade: PermitGrade | null;
  site: string | null;
  applicant: string | null;
  slotTitle: string;
  since: Date;
}

/**
 * The domain's canAudit and signer rule (permit-signers.ts) in SQL: APPROVING, the current slot's roles are empty
 * or share one with `$2`, and, on an approve-phase slot, the caller (account id as text, the placeholder `user`)
 * is not the permit's applicant nor its submitter, nor, unless the permit allows it, the signer of another
 * approve-phase slot. (tests/api/permit-todo.test.ts checks that the count equals indexStats' count.)
 */
export function permitWaitingFrom(user: string): string {
  const departments = `coalesce(p.slots -> p.slot_index -> 'departments', '[]'::jsonb)`;
  return `from permit p left join sysuser u on u.tenant_id = p.tenant_id and u.id = p.created_by
  where p.tenant_id = $1 and p.state = 'APPROVING' and p.slot_index is not null
    and p.slots -> p.slot_index is not null
    and (case when jsonb_array_length(${departments}) > 0
         -- countersigned by departments (permit-countersign.ts): the caller's staff record signs a department not signed yet.
         then exists (select 1 from jsonb_array_elements(${departments}) d
                        where d ->> 'signer' is null
                          and d -> 'signers' ? (select su.ren_yuan_id::text from sysuser su
                                                 where su.tenant_id = p.tenant_id and su.id = ${user}::bigint))
         else (jsonb_array_length(coalesce(p.slots -> p.slot_index -> 'roles', '[]'::jsonb)) = 0
               or (p.slots -> p.slot_index -> 'roles') ?| $2::text[]) end)
    and ((p.slots -> p.slot_index ->> 'phase') is distinct from 'approve'
         or (coalesce(p.created_by::text, '') <> ${user}::text and coalesce(p.submitted_by::text, '') <> ${user}::text
             and (p.allow_same_signer or not exists (
                   select 1 from jsonb_array_elements(p.slots) s
                    where s ->> 'phase' = 'approve'
                      and ((s ->> 'decision' = 'approve' and s ->> 'signer' = ${user}::text)
                           or exists (select 1 from jsonb_array_elements(coalesce(s -> 'departments', '[]'::jsonb)) d
                                       where d ->> 'signer' = ${user}::text))))))`;
}
const WAITING = permitWaitingFrom('$3');

export async function permitTodo(tx: Queryable, tenantId: number, roles: readonly string[], userId: number, q: TodoQuery, lang: Lang = 'zh') {
  const params = [tenantId, [...roles], String(userId)];
  const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total ${WAITING}`, params);
  const rows = await tx.query<Row>(
    `select p.id, p.number, p.kind, p.grade, p.zuo_ye_di_dian as site, u.user_name as applicant,
            p.slots -> p.slot_index ->> 'title' as "slotTitle",
            coalesce((select max(e.at) from permit_event e where e.tenant_id = p.tenant_id and e.permit_id = p.id), p.updated_at) as since
       ${WAITING}
      order by since, p.id limit $4 offset $5`,
    [...params, q.pageSize, (q.pageIndex - 1) * q.pageSize],
  );
  const dataList: TodoItem[] = rows.map((r) => {
    const kindName = say(lang, kindText(r.kind));
    const grade = r.grade ? say(lang, gradeText(r.grade)) : null;
    return {
      kind: 'PERMIT_APPROVAL',
      key: `tszy:permit:${r.id}`,
      module: 'tszy',
      recordId: r.id,
      title: say(lang, text('permits.todo.title', { kind: kindName, number: r.number })),
      action: say(lang, text('permits.todo.action', { slot: r.slotTitle })),
      summary: [r.site, r.applicant && say(lang, text('permits.todo.applicant', { name: r.applicant }))]
        .filter(Boolean)
        .join(say(lang, text('permits.todo.separator'))),
      tags: grade ? [kindName, grade] : [kindName],
      link: `/tszy/detail/${r.id}`,
      since: r.since,
      zuoYeBianHao: r.number,
      zuoYeLeiXing: r.kind,
      zuoYeLeiXingMingCheng: kindName,
      zuoYeJiBie: grade,
      zuoYeDiDian: r.site,
      shenQingRen: r.applicant,
      dangQianHuanJie: r.slotTitle,
      zhuangTaiMingCheng: PERMIT_STATE_LABELS.APPROVING,
    };
  });
  return { dataList, total };
}

