// The pure rules of notifications (issue 14 items 3, 4): when an SMS may go given the quiet hours
// (src/domain/message-config.ts smsSendAfter, Asia/Shanghai, crossing midnight), the checks of a 消息提醒配置,
// the instant of a deadline field's value and the stages reached (src/domain/deadline-time.ts), and the
// filling of a notification's message (src/server/workflow/notify.ts fillMessage).
import { describe, expect, it } from 'vitest';
import { checkMessageConfig, normaliseMessageConfig, smsSendAfter } from '../../src/domain/message-config.ts';
import { deadlineInstant, deadlineStages, inboxDue, localMinute } from '../../src/domain/deadline-time.ts';
import { fillMessage } from '../../src/server/workflow/notify.ts';

describe('smsSendAfter', () => {
  const night = { start: '22:00', end: '07:00' };
  const lunch = { start: '12:00', end: '13:30' };
  it.each([
    // [now (UTC), quiet, expected]; Shanghai = UTC+8
    ['2026-11-25T13:59:00Z', night, '2026-11-25T13:59:00.000Z'], // 21:59: before
    ['2026-11-25T14:00:00Z', night, '2026-11-25T23:00:00.000Z'], // 22:00: held till 07:00 next day
    ['2026-11-25T18:30:00Z', night, '2026-11-25T23:00:00.000Z'], // 02:30 on the 26th
    ['2026-11-25T23:00:00Z', night, '2026-11-25T23:00:00.000Z'], // 07:00: over
    ['2026-11-26T04:15:00Z', lunch, '2026-11-26T05:30:00.000Z'], // 12:15
    ['2026-11-26T05:30:00Z', lunch, '2026-11-26T05:30:00.000Z'],
    ['2028-02-28T15:30:00Z', night, '2028-02-28T23:00:00.000Z'], // 23:30 on 28 Feb of a leap year → 29 Feb 07:00
  ])('%s → %s', (now, quiet, expected) => {
    expect(smsSendAfter(new Date(now), quiet).toISOString()).toBe(expected);
  });
  it('no quiet hours: at once', () => {
    expect(smsSendAfter(new Date('2026-11-25T15:00:00Z'), null).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });
});

describe('checkMessageConfig', () => {
  const kinds = [
    { kind: 'r:assign', type: 'transition' as const },
    { kind: 'r:deadline:due', type: 'deadline' as const },
  ];
  const fields = (input: unknown) => checkMessageConfig(input, kinds, ['qyUser', 'safetyDept']).map((p) => p.field);
  it.each([
    [{ quietHours: null, kinds: {} }, []],
    [{ quietHours: { start: '22:00', end: '06:30' }, kinds: { 'r:assign': { roles: ['safetyDept'], staffIds: [3], sms: true } } }, []],
    [{ kinds: { 'r:deadline:due': { remindBeforeHours: 72 } } }, []],
    [{ quietHours: { start: '7:00', end: '24:00' }, kinds: {} }, ['quietHours.start', 'quietHours.end']],
    [{ quietHours: { start: '08:00', end: '08:00' }, kinds: {} }, ['quietHours.end']],
    [{ kinds: { 'x:y': {} } }, ['kinds.x:y']],
    [{ kinds: { 'r:assign': { roles: ['boss'] } } }, ['kinds.r:assign.roles']],
    [{ kinds: { 'r:assign': { staffIds: [0, 1.5] } } }, ['kinds.r:assign.staffIds']],
    [{ kinds: { 'r:assign': { remindBeforeHours: 2 } } }, ['kinds.r:assign.remindBeforeHours']],
    [{ kinds: { 'r:deadline:due': { remindBeforeHours: -1 } } }, ['kinds.r:deadline:due.remindBeforeHours']],
    [{ kinds: { 'r:assign': { sms: 'yes', colour: 1 } } }, ['kinds.r:assign.sms', 'kinds.r:assign.colour']],
    ['nonsense', ['config']],
  ])('%j → %j', (input, expected) => {
    expect(fields(input)).toEqual(expected);
  });
  it('normalises: empty lists and settings dropped, repeats removed', () => {
    expect(normaliseMessageConfig({ kinds: { a: { roles: [], staffIds: [2, 2] }, b: {} } })).toEqual({ quietHours: null, kinds: { a: { staffIds: [2] } } });
  });
});

describe('deadlines', () => {
  it.each([
    ['2026-12-10', '2026-12-10T16:00:00.000Z'], // end of the day in Shanghai
    ['2028-02-29', '2028-02-29T16:00:00.000Z'],
    ['2026-12-31', '2026-12-31T16:00:00.000Z'],
    ['2026-12-10 09:30', '2026-12-10T01:30:00.000Z'],
    ['2026-12-10T09:30:15', '2026-12-10T01:30:15.000Z'],
    ['2026-12-10T09:30:00Z', '2026-12-10T09:30:00.000Z'],
    ['2026-12-10T09:30:00+08:00', '2026-12-10T01:30:00.000Z'],
  ])('%s is due at %s', (value, iso) => {
    expect(deadlineInstant(value)?.toISOString()).toBe(iso);
  });
  it.each([[''], ['tomorrow'], [null], [20261210]])('%j is no deadline', (v) => {
    expect(deadlineInstant(v)).toBeNull();
    expect(inboxDue(v)).toBeNull();
  });
  it.each([
    ['2026-12-07', '2026-12-07T15:59:59.000Z'], // the day's last second in Shanghai, shown as 12-07 23:59 there
    ['2026-12-07 09:30', '2026-12-07T01:30:00.000Z'],
  ])('the inbox shows %s due at %s', (value, iso) => {
    expect(inboxDue(value)?.toISOString()).toBe(iso);
  });
  it('reaches warn within the reminder, due at the deadline, escalated after the grace', () => {
    const due = new Date('2026-12-10T16:00:00Z');
    const at = (h: number) => new Date(due.getTime() + h * 3_600_000);
    const opts = { remindBeforeHours: 24, escalateAfterHours: 48 };
    expect(deadlineStages(due, at(-25), opts)).toEqual([]);
    expect(deadlineStages(due, at(-24), opts)).toEqual(['warn']);
    expect(deadlineStages(due, at(0), opts)).toEqual(['due']);
    expect(deadlineStages(due, at(48), opts)).toEqual(['due', 'escalated']);
    expect(deadlineStages(due, at(100), { remindBeforeHours: 24 })).toEqual(['due']);
    expect(localMinute(due)).toBe('2026-12-11 00:00');
  });
});

describe('fillMessage', () => {
  it('fills the title and the record\'s values; unknown names stay', () => {
    expect(fillMessage('{title}：{level}级，{tags}，{missing}', '泵房漏油', { level: 2, tags: ['A', 'B'], none: null })).toBe('泵房漏油：2级，A、B，{missing}');
  });
});
