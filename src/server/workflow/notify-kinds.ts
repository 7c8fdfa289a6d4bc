// The kinds of notification the resource files declare (消息提醒配置 lists them, a PUT is checked against
// them): one per transition with `notify` (`<resource>:<action>`) and one per deadline
// (`<resource>:deadline:<field>`). Also the registry of the resources with a workflow. Pure but for the registry.
import type { KindInfo } from '../../domain/message-config.ts';
import { moduleTitle } from '../../domain/modules.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { DeadlineSpec, WhoSpec } from '../../schema/workflow-types.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { fieldTitle } from '../../schema/resource-types.ts';
import { MODULE_NOTIFY_KINDS } from './module-notify-kinds.ts';

/** One kind as GET /workflow/message-config lists it. */
export interface NotifyKind extends KindInfo {
  module: string | null;
  moduleTitle: string;
  resource: string;
  resourceTitle: string;
  /** The transition's action, or the deadline's field. */
  action?: string;
  field?: string;
  /** The transition's label, or the deadline field's title. */
  label: string;
  /** The file's recipients (WhoSpec), shown as the defaults the enterprise's choice replaces. */
  to: WhoSpec[];
  /** Titles of the record's fields `to` names (a person's or a department's field), for the page. */
  fieldTitles: Record<string, string>;
  /** The file's default: SMS too (a transition's `urgent`; a deadline's: no). */
  urgent: boolean;
  /** Deadline kinds: the file's hours before (default 24). */
  warnBeforeHours?: number;
  escalateAfterHours?: number;
}

export const DEFAULT_WARN_BEFORE_HOURS = 24;

export const transitionKind = (resource: string, action: string) => `${resource}:${action}`;
export const deadlineKind = (resource: string, field: string) => `${resource}:deadline:${field}`;

/** The default recipients of a deadline: its `notify`, else who may take a transition from any of its states. */
export function deadlineDefaultWho(r: ResourceFile, d: DeadlineSpec, state?: string): WhoSpec[] {
  if (d.notify?.length) return d.notify;
  const wf = r.workflow!;
  const states = state ? [state] : d.states;
  return wf.transitions.filter((t) => t.from.some((f) => states.includes(f))).flatMap((t) => t.who ?? []);
}

/** The titles of the fields named by `who` (`creator` is the page's to name). */
function fieldTitlesOf(r: ResourceFile, who: readonly WhoSpec[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const w of who) {
    const f = 'field' in w ? w.field : 'department' in w && typeof w.department === 'string' ? w.department : null;
    if (f && f !== 'creator') out[f] = fieldTitle(r, f);
  }
  return out;
}

/** Every kind of the given resources, by module then resource, in file order. */
export function notifyKinds(resources: readonly ResourceFile[]): NotifyKind[] {
  const out: NotifyKind[] = [];
  for (const r of resources) {
    const wf = r.workflow;
    if (!wf) continue;
    const base = { module: r.module ?? null, moduleTitle: r.module ? (moduleTitle(r.module) ?? r.module) : '', resource: r.key, resourceTitle: r.title };
    for (const t of wf.transitions) {
      if (!t.notify?.length) continue;
      const to = t.notify.flatMap((n) => n.to);
      out.push({
        ...base,
        kind: transitionKind(r.key, t.action),
        type: 'transition',
        action: t.action,
        label: t.label,
        to,
        fieldTitles: fieldTitlesOf(r, to),
        urgent: t.notify.some((n) => n.urgent),
      });
    }
    for (const d of wf.deadlines ?? []) {
      const to = deadlineDefaultWho(r, d);
      out.push({
        ...base,
        kind: deadlineKind(r.key, d.field),
        type: 'deadline',
        field: d.field,
        label: fieldTitle(r, d.field),
        to,
        fieldTitles: fieldTitlesOf(r, to),
        urgent: false,
        warnBeforeHours: d.warnBeforeHours ?? DEFAULT_WARN_BEFORE_HOURS,
        ...(d.escalateAfterHours !== undefined ? { escalateAfterHours: d.escalateAfterHours } : {}),
      });
    }
  }
  // The modules' own kinds (module-notify-kinds.ts), when their resource is loaded.
  out.push(...MODULE_NOTIFY_KINDS.filter((k) => resourceRegistry().byKey.has(k.resource)));
  return out.sort((a, b) => (a.module ?? '').localeCompare(b.module ?? ''));
}

/** Resources added by tests (fixture files with a workflow), besides the registry's. */
const extra: ResourceFile[] = [];

/**
 * Adds a resource with a workflow that is not in the registry (a test's fixture; its table is the test's to
 * create). The registry's files win over an added one of the same key.
 */
export function addWorkflowResource(r: ResourceFile): void {
  if (!extra.some((e) => e.key === r.key)) extra.push(r);
}

/** The resources with a workflow: the registry's, then the added ones. */
export function workflowResources(): ResourceFile[] {
  const own = resourceRegistry().all.filter((r) => r.workflow);
  const keys = new Set(own.map((r) => r.key));
  return [...own, ...extra.filter((r) => r.workflow && !keys.has(r.key))];
}
