// The person-level rule (src/domain/person-level.ts): a department's type gives its level, an untyped one is
// a level below its nearest typed ancestor or takes its depth's level; cycles and missing parents are cut.
import { describe, expect, it } from 'vitest';
import { departmentLevels, isDepartmentType, levelOfChain, personLevel, PERSON_LEVEL_LABELS, type DepartmentNode, type DepartmentType } from '../../src/domain/person-level.ts';

describe('levelOfChain', () => {
  const cases: [string, (DepartmentType | null)[], string | null][] = [
    ['no department', [], null],
    ['a company', ['company'], 'company'],
    ['a workshop', ['workshop', 'company'], 'workshop'],
    ['a team', ['team', 'workshop', 'company'], 'team'],
    ['a team at the root', ['team'], 'team'],
    ['untyped under a team', [null, 'team', 'workshop'], 'post'],
    ['untyped two below a team stays 岗位级', [null, null, 'team'], 'post'],
    ['untyped under a company', [null, 'company'], 'workshop'],
    ['untyped under untyped under a company', [null, null, 'company'], 'team'],
    ['untyped root', [null], 'company'],
    ['untyped at depth 1', [null, null], 'workshop'],
    ['untyped at depth 5', [null, null, null, null, null, null], 'post'],
    ['its own type wins over its ancestors', ['company', 'team'], 'company'],
  ];
  it.each(cases)('%s', (_name, chain, level) => {
    expect(levelOfChain(chain)).toBe(level);
  });

  it('ignores values that are not types (hostile input)', () => {
    expect(levelOfChain(['boss' as DepartmentType, 'team'])).toBe('post');
    expect(isDepartmentType('__proto__')).toBe(false);
    expect(isDepartmentType(undefined)).toBe(false);
  });
});

describe('departmentLevels and personLevel', () => {
  const depts: DepartmentNode[] = [
    { id: 1, parentId: null, deptType: 'company' },
    { id: 2, parentId: 1, deptType: 'workshop' },
    { id: 3, parentId: 2, deptType: 'team' },
    { id: 4, parentId: 3 },
    { id: 5, parentId: 99 }, // parent not in the list: a root
    { id: 6, parentId: 7 }, // 6 <-> 7: a stored cycle
    { id: 7, parentId: 6 },
  ];
  const levels = departmentLevels(depts);

  it('gives every department a level', () => {
    expect(Object.fromEntries(levels)).toEqual({ 1: 'company', 2: 'workshop', 3: 'team', 4: 'post', 5: 'company', 6: 'workshop', 7: 'workshop' });
  });

  it('a person has the level of their department, none without one', () => {
    expect(personLevel(3, levels)).toBe('team');
    expect(PERSON_LEVEL_LABELS[personLevel(4, levels) ?? 'company']).toBe('岗位级');
    expect(personLevel(null, levels)).toBeNull();
    expect(personLevel(12345, levels)).toBeNull();
  });
});
