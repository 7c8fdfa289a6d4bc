import { describe, expect, it } from 'vitest';
import { leaveEffect, leaveRosterChanged, onLeave, undoStepsOf, type LeaveRosterEntry } from '../../src/domain/zbgl-leave.ts';

const e = (id: number, staffId: number, dutyDate: string, shift: string, dutyRole = 'member'): LeaveRosterEntry => ({ id, staffId, dutyDate, shift, dutyRole });
const ROSTER = [
  e(1, 10, '2027-05-01', 'day', 'leader'),
  e(2, 11, '2027-05-01', 'day'),
  e(3, 11, '2027-05-01', 'night'),
  e(4, 11, '2027-05-02', 'day'),
  e(5, 12, '2027-05-02', 'day', 'leader'),
  e(6, 11, '2027-05-03', 'night'),
];

describe('a leave over the roster', () => {
  it('covers its first and last days', () => {
    const leave = { staffId: 11, startDate: '2027-05-01', endDate: '2027-05-02' };
    expect(['2027-04-30', '2027-05-01', '2027-05-02', '2027-05-03'].map((d) => onLeave(leave, d))).toEqual([false, true, true, false]);
  });

  it.each([
    { name: 'a member: the entries of its days go, the shift nobody else is on is warned of', leave: { staffId: 11, startDate: '2027-05-01', endDate: '2027-05-02' }, affected: [2, 3, 4], lead: undefined, emptied: [{ dutyDate: '2027-05-01', shift: 'night' }] },
    { name: 'a leader without a substitute is refused at its first led shift', leave: { staffId: 10, startDate: '2027-05-01', endDate: '2027-05-05' }, affected: [1], lead: 1, emptied: [] },
    { name: 'a leader with a substitute hands over, nothing emptied', leave: { staffId: 12, startDate: '2027-05-02', endDate: '2027-05-02', substitute: 11 }, affected: [5], lead: undefined, emptied: [] },
    { name: 'oneself as substitute is no substitute', leave: { staffId: 12, startDate: '2027-05-02', endDate: '2027-05-02', substitute: 12 }, affected: [5], lead: 5, emptied: [] },
    { name: 'a leave over days without the person on duty does nothing', leave: { staffId: 10, startDate: '2027-05-02', endDate: '2027-05-09' }, affected: [], lead: undefined, emptied: [] },
  ])('$name', ({ leave, affected, lead, emptied }) => {
    const effect = leaveEffect(leave, ROSTER);
    expect(effect.affected.map((x) => x.id)).toEqual(affected);
    expect(effect.leaderWithoutSubstitute?.id).toBe(lead);
    expect(effect.emptied).toEqual(emptied);
  });
});

describe('what an approved leave did, kept to put the roster back', () => {
  const before = { staffId: 11, startDate: '2027-05-01', endDate: '2027-05-02', substitute: null, approveStatus: 'approved', reason: '家中有事' };
  it.each([
    ['the reason only', { reason: '看病' }, false],
    ['the end date', { endDate: '2027-05-03' }, true],
    ['the substitute', { substitute: 12 }, true],
    ['the approval', { approveStatus: 'rejected' }, true],
    ['the person', { staffId: 12 }, true],
    ['a substitute absent rather than null', { substitute: undefined }, false],
  ] as const)('an edit of %s changes the roster: %s', (_name, change, expected) => {
    expect(leaveRosterChanged(before, { ...before, ...change })).toBe(expected);
  });

  it('reads the stored steps, dropping anything malformed', () => {
    const removed = { kind: 'removed', entry: { staffId: 11, dutyDate: '2027-05-01', shift: 'day', dutyRole: 'member' } };
    const handed = { kind: 'handed', entryId: 5, from: 12, to: 11, dutyDate: '2027-05-02', shift: 'day' };
    expect(undoStepsOf([removed, handed, { kind: 'handed', entryId: '5' }, { kind: 'removed', entry: null }, 'x'])).toEqual([removed, handed]);
    expect(undoStepsOf(undefined)).toEqual([]);
  });
});
