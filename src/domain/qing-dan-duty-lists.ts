// 岗位履职模板 → 履职清单 (qdglVersion 2; docs/checklists.md "Duty lists from post templates"): who holds a template's
// post, and the duty lists a derivation creates, updates or switches off. One list per person holding the post (the
// schedule gives a plan one assignee, and the completion counts per person), in that person's department; a second
// derivation updates the lists it made (by template and person) rather than adding new ones, and switches off the
// lists of people who no longer hold the post. With 纳入管控措施 a holder's list also takes the 隐患排查内容 of the
// control measures of the risk units their department controls (部门风险配置), at the post's control level. Pure: the server (src/server/qing-dan/derive-duty-lists.ts) reads the
// template, the staff, the posts and the lists, and writes what this plans through the record pipeline.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { PersonLevel } from './person-level.ts';
import { itemsRefusal, MAX_ITEMS, parseItems } from './qing-dan-rules.ts';

/** A 岗位履职模板 as stored. */
export interface DutyTemplate {
  id: number;
  name: string;
  postName: string;
  /** The department whose people (its sub-departments' included) the template is for; null: every department. */
  deptId: number | null;
  items: unknown;
  frequency: string;
  startDate: string;
  endDate?: string;
  active: boolean;
  /** 纳入管控措施: each holder's list also takes the check contents of the measures their department controls. */
  includeMeasures?: boolean;
  /** The post's control level; null or absent: the level of the holder's department (from its type). */
  controlLevel?: PersonLevel | null;
}

/** A person of the enterprise (staffinfo): their post as their record says it. */
export interface Person {
  id: number;
  name: string;
  departmentId: number | null;
  post: string | null;
}

/** A post of the user service (/user/dutyinfo, 岗位职责): its department and the people it names as holding it. */
export interface Post {
  name: string;
  departmentId: number | null;
  staffIds: readonly number[];
}

/** A list a derivation made before (a checklist naming the template). */
export interface DerivedList {
  id: number;
  assigneeId: number | null;
  active: boolean;
}

/** A 部门风险配置: the risk units a department controls. */
export interface DeptRiskConfig {
  deptId: number;
  unitIds: readonly number[];
}

/** An active control measure as the duty lists need it: its event's unit, its level, what an inspector checks. */
export interface MeasureCheck {
  id: number;
  unitId: number | null;
  controlLevel: PersonLevel | null;
  checkContent: string;
}

/** What 纳入管控措施 reads: the configurations, the active measures, the department tree and each department's level. */
export interface MeasureSources {
  configs: readonly DeptRiskConfig[];
  measures: readonly MeasureCheck[];
  /** Each department's parent (null for a root). */
  parents: ReadonlyMap<number, number | null>;
  /** Each department's level (person-level.ts `departmentLevels`). */
  levels: ReadonlyMap<number, PersonLevel>;
}

/** The checklist a derivation writes for one holder. */
export type DutyListValues = Record<string, unknown> & { assigneeId: number; name: string };

export interface DutyListPlan {
  create: DutyListValues[];
  update: { id: number; values: DutyListValues }[];
  /** Lists of people who no longer hold the post: switched off (their tasks stay). */
  disable: number[];
}

export type DutyRefusal = { status: 400 | 409; field: string; message: Text };

const same = (a: string | null | undefined, b: string) => typeof a === 'string' && a.trim() === b.trim();

/**
 * Who holds the post: the people whose record names it, and those a post of that name names as its holders,
 * within `scope` (the template's department and its sub-departments; null: anywhere); each once, in id order.
 */
export function postHolders(postName: string, people: readonly Person[], posts: readonly Post[], scope: ReadonlySet<number> | null): Person[] {
  const inScope = (dept: number | null) => scope === null || (dept !== null && scope.has(dept));
  const named = new Set(posts.filter((p) => same(p.name, postName) && inScope(p.departmentId)).flatMap((p) => p.staffIds));
  return people.filter((p) => (same(p.post, postName) && inScope(p.departmentId)) || named.has(p.id)).sort((a, b) => a.id - b.id);
}

/** Why a template cannot derive its lists now (inactive, no items, nobody holds its post), or null. */
export function derivationRefusal(t: DutyTemplate, holders: readonly Person[], deptName: string | null): DutyRefusal | null {
  if (!t.active) return { status: 409, field: 'active', message: text('fxfjgk.qd.duty.inactive', { name: t.name }) };
  const items = itemsRefusal(t.items);
  if (items) return { status: 400, field: 'items', message: items };
  if (holders.length === 0) {
    return deptName === null
      ? { status: 409, field: 'postName', message: text('fxfjgk.qd.duty.nobody', { post: t.postName }) }
      : { status: 409, field: 'postName', message: text('fxfjgk.qd.duty.nobodyInDept', { post: t.postName, dept: deptName }) };
  }
  return null;
}

/**
 * The configuration that speaks for a department: its own, else the nearest department above it that has one (a team
 * without its own takes its workshop's). Null when none up the tree (a stored cycle ends the walk).
 */
export function configFor(deptId: number | null, configs: readonly DeptRiskConfig[], parents: ReadonlyMap<number, number | null>): DeptRiskConfig | null {
  const byDept = new Map(configs.map((c) => [c.deptId, c]));
  const seen = new Set<number>();
  for (let d = deptId; d !== null && !seen.has(d); d = parents.get(d) ?? null) {
    seen.add(d);
    const c = byDept.get(d);
    if (c) return c;
  }
  return null;
}

/**
 * 纳入管控措施: the check contents (隐患排查内容, one a line) of the measures of the units configured for the holder's
 * department (or the nearest above it), at the post's level (the template's, else the holder's department's), in
 * measure order, without the lines the template already has and each once. None when the switch is off.
 */
export function measureItemsOf(t: DutyTemplate, holder: Person, src: MeasureSources | null): string[] {
  if (!t.includeMeasures || !src) return [];
  const deptId = holder.departmentId ?? t.deptId;
  const config = configFor(deptId, src.configs, src.parents);
  const level = t.controlLevel ?? (deptId === null ? null : (src.levels.get(deptId) ?? null));
  if (!config || !level) return [];
  const units = new Set(config.unitIds);
  const seen = new Set(parseItems(t.items));
  const out: string[] = [];
  for (const m of [...src.measures].sort((a, b) => a.id - b.id)) {
    if (m.unitId === null || !units.has(m.unitId) || m.controlLevel !== level) continue;
    for (const line of parseItems(m.checkContent)) {
      if (seen.has(line)) continue;
      seen.add(line);
      out.push(line);
    }
  }
  return out;
}

/** Why a holder's list cannot take the measures' contents (too many items together), or null. */
export function measureItemsRefusal(t: DutyTemplate, holder: Person, extra: readonly string[]): DutyRefusal | null {
  const count = parseItems(t.items).length + extra.length;
  if (extra.length === 0 || count <= MAX_ITEMS) return null;
  return { status: 400, field: 'includeMeasures', message: text('fxfjgk.qd.duty.measuresTooMany', { person: holder.name, count, max: MAX_ITEMS }) };
}

/** The duty list of one holder, as the template says it, with the measures' contents `extra` appended. */
export function dutyListOf(t: DutyTemplate, holder: Person, extra: readonly string[] = []): DutyListValues {
  const deptId = holder.departmentId ?? t.deptId;
  return {
    name: `${t.name}（${holder.name}）`,
    listType: 'duty',
    postName: t.postName.trim(),
    ...(deptId === null ? {} : { deptId }),
    assigneeId: holder.id,
    items: extra.length === 0 ? t.items : [...parseItems(t.items), ...extra].join('\n'),
    frequency: t.frequency,
    startDate: t.startDate,
    ...(t.endDate ? { endDate: t.endDate } : {}),
    active: true,
    templateId: t.id,
  };
}

/** What a derivation writes: a list per holder (the one made before updated), and the lists of former holders switched off. */
export function planDutyLists(t: DutyTemplate, holders: readonly Person[], existing: readonly DerivedList[], extraOf: (h: Person) => readonly string[] = () => []): DutyListPlan {
  const byAssignee = new Map<number, DerivedList>();
  for (const l of [...existing].sort((a, b) => a.id - b.id)) if (l.assigneeId !== null && !byAssignee.has(l.assigneeId)) byAssignee.set(l.assigneeId, l);
  const plan: DutyListPlan = { create: [], update: [], disable: [] };
  const kept = new Set<number>();
  for (const h of holders) {
    const before = byAssignee.get(h.id);
    if (before) {
      kept.add(before.id);
      plan.update.push({ id: before.id, values: dutyListOf(t, h, extraOf(h)) });
    } else {
      plan.create.push(dutyListOf(t, h, extraOf(h)));
    }
  }
  plan.disable = existing.filter((l) => !kept.has(l.id) && l.active).map((l) => l.id).sort((a, b) => a - b);
  return plan;
}
