// Notifications a workflow raises (issue 14 item 4; docs/workflow-notify.md): a risk warning for each person
// concerned, about the record (module, resource, record id), so that the bell links to it; a text message too
// for the urgent ones, held during the enterprise's quiet hours. The enterprise's 消息提醒配置 of the kind
// `<resource>:<action>` replaces the file's recipients and decides the SMS. Called by the core (transition.ts)
// inside the transition's transaction: the warnings exist exactly when the step does.
import { chinese } from '../../domain/i18n/chinese.ts';
import type { Queryable } from '../db/db.ts';
import type { NotifySpec } from '../../schema/workflow-types.ts';
import { loadMessageConfig } from './message-config-store.ts';
import { transitionKind, workflowResources } from './notify-kinds.ts';
import { queueSms, warnStaff } from './notify-store.ts';
import { keysOfChoice, notifyKeys, staffOfKeys } from './who-staff.ts';

export interface NotifyContext {
  tenantId: number;
  module: string | null;
  resource: string;
  recordId: number;
  title: string;
  notify: readonly NotifySpec[];
  record: Readonly<Record<string, unknown>>;
  actorStaffId: number | null;
  /** The enterprise's 流程配置 for the resource (slots), when it has one. */
  config: unknown;
  /**
   * The transition's action (the kind `<resource>:<action>` of 消息提醒配置). When absent, the transition of
   * the resource's workflow whose `notify` this is.
   */
  action?: string;
  /** The instant of the step (default: now); quiet hours are judged at it. */
  now?: Date;
}

/** A value as a message shows it (warnings are stored in Chinese): text, numbers, lists joined, nothing for null. */
function shown(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(shown).join(chinese['notify.listSeparator']);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The message with `{title}` the record's label and `{field}` the record's values (unknown names stay). */
export function fillMessage(message: string, title: string, record: Readonly<Record<string, unknown>>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => {
    if (name === 'title') return title;
    return Object.hasOwn(record, name) ? shown(record[name]) : all;
  });
}

/** The action whose `notify` list this is, in the resource's workflow. */
function actionOf(ctx: NotifyContext): string | undefined {
  if (ctx.action) return ctx.action;
  const wf = workflowResources().find((r) => r.key === ctx.resource)?.workflow;
  const same = (a: readonly NotifySpec[] | undefined) => a === ctx.notify || (a !== undefined && JSON.stringify(a) === JSON.stringify(ctx.notify));
  return wf?.transitions.find((t) => same(t.notify))?.action;
}

/**
 * Raises the notifications of one step: for each NotifySpec, its people (the enterprise's recipients of the
 * kind when it chose some, else the spec's `to`; never the person who acted), one warning each with the
 * message filled; an SMS each when the kind goes by SMS (configured, else the spec's `urgent`). Answers the
 * number of warnings.
 */
export async function raiseNotifications(tx: Queryable, ctx: NotifyContext): Promise<number> {
  if (!ctx.notify.length) return 0;
  const now = ctx.now ?? new Date();
  const { config } = await loadMessageConfig(tx, ctx.tenantId);
  const action = actionOf(ctx);
  const chosen = action ? config.kinds[transitionKind(ctx.resource, action)] : undefined;
  const override = chosen && (chosen.roles?.length || chosen.staffIds?.length) ? keysOfChoice(chosen) : null;
  let warned = 0;
  for (const spec of ctx.notify) {
    const keys = override ?? (await notifyKeys(tx, ctx.tenantId, spec.to, ctx.record, ctx.config));
    const staff = (await staffOfKeys(tx, ctx.tenantId, keys)).filter((s) => s !== ctx.actorStaffId);
    if (!staff.length) continue;
    const risk = fillMessage(spec.message, ctx.title, ctx.record);
    warned += await warnStaff(tx, staff, {
      tenantId: ctx.tenantId,
      model: ctx.module ?? ctx.resource,
      resource: ctx.resource,
      recordId: ctx.recordId,
      risk,
      kind: 'WF_NOTIFY',
      at: now,
    });
    if (chosen?.sms ?? spec.urgent ?? false) await queueSms(tx, ctx.tenantId, staff, risk, now, config.quietHours);
  }
  return warned;
}
