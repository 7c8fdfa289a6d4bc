// Departments carry a type (公司, 车间/部门, 班组), and a person's level (公司级, 车间级/部门级, 班组级,
// 岗位级) follows from their department's place in the tree (docs/schema-engine.md "Trees"). Pure.
//
// The rule: a department of a declared type has that type's level; an untyped department is one level
// below its nearest typed ancestor (a group under a 班组 is 岗位级), or, with no typed ancestor, takes the
// level of its depth (a root is 公司级, its children 车间级/部门级, ...); nothing goes below 岗位级. A person
// has the level of their department; a person without a department has none.
import { rulesZh } from './i18n/zh/rules.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

export type DepartmentType = 'company' | 'workshop' | 'team';
export const DEPARTMENT_TYPES: readonly DepartmentType[] = Object.freeze(['company', 'workshop', 'team']);
/** Chinese names of the department types (the catalogue's `rules.departmentType.*`). */
export const DEPARTMENT_TYPE_LABELS: Readonly<Record<DepartmentType, string>> = Object.freeze({
  company: rulesZh['rules.departmentType.company'],
  workshop: rulesZh['rules.departmentType.workshop'],
  team: rulesZh['rules.departmentType.team'],
});

/** A department type's name in the reader's language. */
export const departmentTypeText = (type: DepartmentType): Text => text(`rules.departmentType.${type}`);

export type PersonLevel = 'company' | 'workshop' | 'team' | 'post';
export const PERSON_LEVELS: readonly PersonLevel[] = Object.freeze(['company', 'workshop', 'team', 'post']);
/** Chinese names of the levels (the catalogue's `rules.personLevel.*`). */
export const PERSON_LEVEL_LABELS: Readonly<Record<PersonLevel, string>> = Object.freeze({
  company: rulesZh['rules.personLevel.company'],
  workshop: rulesZh['rules.personLevel.workshop'],
  team: rulesZh['rules.personLevel.team'],
  post: rulesZh['rules.personLevel.post'],
});

/** A person level's name in the reader's language. */
export const personLevelText = (level: PersonLevel): Text => text(`rules.personLevel.${level}`);

export function isDepartmentType(v: unknown): v is DepartmentType {
  return typeof v === 'string' && (DEPARTMENT_TYPES as readonly string[]).includes(v);
}

/**
 * The level of a department from its chain: the department's own type first, then each ancestor's up to
 * the root (null where untyped). Null for an empty chain (no department).
 */
export function levelOfChain(chain: readonly (DepartmentType | null | undefined)[]): PersonLevel | null {
  if (chain.length === 0) return null;
  const typed = chain.findIndex((t) => isDepartmentType(t));
  const rank = typed < 0 ? chain.length - 1 : PERSON_LEVELS.indexOf(chain[typed] as DepartmentType) + typed;
  return PERSON_LEVELS[Math.min(rank, PERSON_LEVELS.length - 1)];
}

/** A department as the rule needs it. */
export interface DepartmentNode {
  id: number;
  parentId: number | null;
  deptType?: DepartmentType | null;
}

/**
 * The level of every department of a flat list (a parent outside the list ends the chain; a stored cycle
 * is cut where it closes, so every department gets a level).
 */
export function departmentLevels(departments: readonly DepartmentNode[]): Map<number, PersonLevel> {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const out = new Map<number, PersonLevel>();
  for (const d of departments) {
    const chain: (DepartmentType | null)[] = [];
    const seen = new Set<number>();
    let cur: DepartmentNode | undefined = d;
    while (cur && !seen.has(cur.id)) {
      seen.add(cur.id);
      chain.push(cur.deptType ?? null);
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
    }
    out.set(d.id, levelOfChain(chain) as PersonLevel);
  }
  return out;
}

/** A person's level: their department's, or null without one (or with one not in `levels`). */
export function personLevel(departmentId: number | null | undefined, levels: ReadonlyMap<number, PersonLevel>): PersonLevel | null {
  return departmentId == null ? null : (levels.get(departmentId) ?? null);
}
