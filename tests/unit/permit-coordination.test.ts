// The coordination of simultaneous work (GB 30871 4.6; src/domain/permit-coordination.ts): its status against the
// works at the site now, and when a confirmation may be recorded.
import { describe, expect, it } from 'vitest';
import { chineseText } from '../../src/schema/schema-text.ts';
import { coordinationRefusal, coordinationStatus, COORDINATING_STATES, type Coordination } from '../../src/domain/permit-coordination.ts';
import type { PermitState } from '../../src/domain/permit-lifecycle.ts';

const last = (...numbers: string[]): Coordination => ({ byName: '张三', at: '2026-11-30T01:00:00.000Z', numbers });

describe('coordinationStatus', () => {
  it.each([
    ['nothing at the site, never confirmed', null, [], 'none'],
    ['nothing at the site any more, once confirmed', last('A'), [], 'none'],
    ['works at the site, never confirmed', null, ['A'], 'missing'],
    ['every work covered', last('A', 'B'), ['B', 'A'], 'confirmed'],
    ['fewer works than covered', last('A', 'B'), ['A'], 'confirmed'],
    ['a work that came since', last('A'), ['A', 'C'], 'stale'],
    ['another work in place of the one covered', last('A'), ['C'], 'stale'],
  ] as const)('%s', (_, confirmation, nearby, status) => {
    expect(coordinationStatus(confirmation, nearby)).toBe(status);
  });
});

describe('coordinationRefusal', () => {
  const ALL: PermitState[] = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS', 'FINISHED', 'ARCHIVED', 'DISCARDED', 'EXPIRED', 'REMOVED'];
  it.each(ALL)('in state %s with works at the site', (state) => {
    const refused = coordinationRefusal(state, ['A']);
    if (COORDINATING_STATES.includes(state)) expect(refused).toBeNull();
    else expect(chineseText(refused!)).toMatch(/^作业票.+，不能再确认交叉作业协调$/);
  });

  it('refuses with nothing to coordinate, before the state matters', () => {
    expect(chineseText(coordinationRefusal('DRAFT', [])!)).toBe('计划时间内同一作业地点及30米范围内没有其他作业，无需确认交叉作业协调');
    expect(chineseText(coordinationRefusal('FINISHED', [])!)).toMatch(/^作业票已完工，不能再确认/);
  });
});

describe('coordinationRefusal beside a forbidden pair', () => {
  it('answers the standard’s reason: coordinating does not make the pair allowed', () => {
    const forbidden = { id: 'rules.permit.simultaneous.samePlate', params: { plate: 'MB-1', number: 'A', state: '待作业' } };
    expect(coordinationRefusal('DRAFT', ['A'], forbidden)).toBe(forbidden);
    expect(chineseText(coordinationRefusal('FINISHED', ['A'], forbidden)!)).toMatch(/不能再确认/);
  });
});
