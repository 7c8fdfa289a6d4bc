// Who acts on a transition, as 流程配置 edits it: the roles and slots the administrator picks, and the parties the
// file names by a record's field or a department's field (kept as they are: they depend on each record). Pure.
import type { WhoSpec } from '../../schema/workflow-types.ts';
import type { ConfigSlot, ConfigTransition, WorkflowConfigEntry, WorkflowConfigInput } from './workflow-client.ts';

export interface WhoDraft {
  roles: string[];
  slots: string[];
  /** `{field}` and `{department, role}` parties, kept. */
  kept: WhoSpec[];
}

export interface SlotDraft {
  staffIds: number[];
  roles: string[];
}

export interface ConfigDraft {
  who: Record<string, WhoDraft>;
  slots: Record<string, SlotDraft>;
}

export function whoDraft(who: readonly WhoSpec[]): WhoDraft {
  const d: WhoDraft = { roles: [], slots: [], kept: [] };
  for (const w of who) {
    if ('slot' in w) d.slots.push(w.slot);
    else if ('department' in w || 'field' in w) d.kept.push(w);
    else d.roles.push(w.role);
  }
  return d;
}

export function whoOfDraft(d: WhoDraft): WhoSpec[] {
  return [...d.kept, ...d.roles.map((role) => ({ role })), ...d.slots.map((slot) => ({ slot }))];
}

/** What a transition's who is now: the enterprise's override, else the file's. */
export function currentWho(t: ConfigTransition): WhoSpec[] {
  return t.override ?? t.who;
}

export function configDraft(entry: WorkflowConfigEntry): ConfigDraft {
  return {
    who: Object.fromEntries(entry.transitions.map((t) => [t.action, whoDraft(currentWho(t))])),
    slots: Object.fromEntries(entry.slots.map((s: ConfigSlot) => [s.key, { staffIds: [...(s.staffIds ?? [])], roles: [...(s.roles ?? [])] }])),
  };
}

const same = (a: readonly WhoSpec[], b: readonly WhoSpec[]) => JSON.stringify(a) === JSON.stringify(b);

/** The body of `PUT /workflow/config/{resource}`: an override for each transition whose who differs from the file's. */
export function configInput(entry: WorkflowConfigEntry, draft: ConfigDraft): WorkflowConfigInput {
  const who: Record<string, WhoSpec[]> = {};
  for (const t of entry.transitions) {
    const d = draft.who[t.action];
    if (!d) continue;
    const next = whoOfDraft(d);
    if (!same(next, whoOfDraft(whoDraft(t.who)))) who[t.action] = next;
  }
  const slots: WorkflowConfigInput['slots'] = {};
  for (const [key, s] of Object.entries(draft.slots)) slots[key] = { staffIds: s.staffIds, roles: s.roles };
  return { version: entry.version, who, slots };
}

/** Every role key the workflows name (the roles select offers them besides the platform's). */
export function rolesNamed(entries: readonly WorkflowConfigEntry[]): string[] {
  const out = new Set<string>();
  const add = (list: readonly WhoSpec[]) => list.forEach((w) => 'role' in w && out.add(w.role));
  for (const e of entries) {
    for (const t of e.transitions) {
      add(t.who);
      add(t.override ?? []);
    }
    for (const s of e.slots) (s.roles ?? []).forEach((r) => out.add(r));
  }
  return [...out];
}
