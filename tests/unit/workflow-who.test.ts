// Who may act on a transition (src/server/workflow/who.ts): the party keys of a `who` list on a record, a
// person's own keys, the enterprise's override, and notPersonIn. Table-driven.
import { describe, expect, it } from 'vitest';
import { mayAct, partyKeys, personKeys, samePersonField, whoOf, type Person, type WorkflowConfig } from '../../src/server/workflow/who.ts';
import type { TransitionSpec, WhoSpec } from '../../src/schema/workflow-types.ts';

const record = { rectifier: 7, acceptor: '9', dept: 3, empty: null };
const config: WorkflowConfig = { version: 2, who: { accept: [{ slot: 'boss' }] }, slots: { boss: { staffIds: [11], roles: ['generalManager'] } } };

describe('party keys', () => {
  const cases: [string, WhoSpec[], string[]][] = [
    ['a role', [{ role: 'safetyDept' }], ['role:safetyDept']],
    ['a record field', [{ field: 'rectifier' }], ['staff:7']],
    ['a field holding a numeric string', [{ field: 'acceptor' }], ['staff:9']],
    ['an empty field (nobody)', [{ field: 'empty' }], []],
    ['the creator', [{ field: 'creator' }], ['staff:5']],
    ['a department field with a role', [{ department: 'dept', role: 'qyStaff' }], ['dept:3:role:qyStaff']],
    ['a fixed department with a role', [{ department: 12, role: 'qyStaff' }], ['dept:12:role:qyStaff']],
    ['a slot of the configuration', [{ slot: 'boss' }], ['staff:11', 'role:generalManager']],
    ['a slot nobody holds', [{ slot: 'nobody' }], []],
    ['several, once each', [{ role: 'a' }, { role: 'a' }, { field: 'rectifier' }], ['role:a', 'staff:7']],
  ];
  it.each(cases)('%s', (_what, who, keys) => {
    expect(partyKeys(who, record, config, { creatorStaffId: 5 })).toEqual(keys);
  });
});

describe('a person', () => {
  const person: Person = { staffId: 7, roles: ['qyStaff', 'safetyDept'], departmentId: 3 };
  it('holds their staff key, their roles and their department with each role', () => {
    expect(personKeys(person)).toEqual(['staff:7', 'role:qyStaff', 'role:safetyDept', 'dept:3:role:qyStaff', 'dept:3:role:safetyDept']);
    expect(personKeys({ staffId: null, roles: ['qyUser'], departmentId: null })).toEqual(['role:qyUser']);
  });
  it('may act when one of the keys meets', () => {
    expect(mayAct(person, [{ field: 'rectifier' }], record, null)).toBe(true);
    expect(mayAct(person, [{ department: 'dept', role: 'qyStaff' }], record, null)).toBe(true);
    expect(mayAct(person, [{ department: 4, role: 'qyStaff' }], record, null)).toBe(false);
    expect(mayAct(person, [{ role: 'generalManager' }, { field: 'acceptor' }], record, null)).toBe(false);
  });
  it('is refused by notPersonIn when they are the person of the field', () => {
    expect(samePersonField(person, ['acceptor', 'rectifier'], record)).toBe('rectifier');
    expect(samePersonField(person, ['acceptor'], record)).toBeUndefined();
    expect(samePersonField({ ...person, staffId: null }, ['rectifier'], record)).toBeUndefined();
  });
});

describe('who acts in force', () => {
  const t = (who?: WhoSpec[]): TransitionSpec => ({ action: 'accept', label: '验收', from: ['a'], to: 'b', who });
  it('is the override, else the file, else the write roles', () => {
    expect(whoOf(t([{ role: 'x' }]), config, ['qyUser'])).toEqual([{ slot: 'boss' }]);
    expect(whoOf(t([{ role: 'x' }]), null, ['qyUser'])).toEqual([{ role: 'x' }]);
    expect(whoOf(t(), null, ['admin', 'qyUser'])).toEqual([{ role: 'admin' }, { role: 'qyUser' }]);
    expect(whoOf({ ...t([{ role: 'x' }]), action: 'other' }, config, [])).toEqual([{ role: 'x' }]);
  });
});
