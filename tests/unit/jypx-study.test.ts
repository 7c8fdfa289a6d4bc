// Studying a course (issue 19 item 2): the server's counting rules for heartbeats (src/domain/jypx-study.ts) and
// the range requests a video's seeking makes (src/server/http/byte-range.ts).
import { describe, expect, it } from 'vitest';
import { BEAT_CAP_SECONDS, beatCredit, completesNow, requiredSeconds, studyProgress } from '../../src/domain/jypx-study.ts';
import { rangeOf } from '../../src/server/http/byte-range.ts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 29, 8, 0, 0) + s * 1000);

describe('beatCredit', () => {
  it('counts nothing for the first heartbeat of an opening', () => {
    expect(beatCredit(null, at(0))).toBe(0);
  });
  it('counts the time since the previous heartbeat', () => {
    expect(beatCredit(at(0), at(20))).toBe(20);
    expect(beatCredit(at(0), at(0.5))).toBe(0.5);
  });
  it('counts at most the cap, however long the gap (a paused or hidden page sends none)', () => {
    expect(beatCredit(at(0), at(BEAT_CAP_SECONDS))).toBe(BEAT_CAP_SECONDS);
    expect(beatCredit(at(0), at(3600))).toBe(BEAT_CAP_SECONDS);
  });
  it('counts nothing when the clock went back or two beats came at once', () => {
    expect(beatCredit(at(10), at(5))).toBe(0);
    expect(beatCredit(at(10), at(10))).toBe(0);
  });
  it('never lets many quick beats count more than the time that passed', () => {
    let last: Date | null = at(0);
    let total = 0;
    for (let s = 1; s <= 60; s += 1) {
      total += beatCredit(last, at(s));
      last = at(s);
    }
    expect(total).toBe(60);
  });
});

describe('requiredSeconds and progress', () => {
  it("takes the course's study minutes, else its hours of 60 minutes", () => {
    expect(requiredSeconds({ hours: 2, studyMinutes: 30 })).toBe(1800);
    expect(requiredSeconds({ hours: 1.5 })).toBe(5400);
    expect(requiredSeconds({ hours: 1.5, studyMinutes: null })).toBe(5400);
    expect(requiredSeconds({ hours: 0 })).toBe(1);
  });
  it('is complete once the required time is reached, and says so once', () => {
    expect(studyProgress(59.9, 60)).toEqual({ seconds: 59, required: 60, percent: 98, completed: false });
    expect(studyProgress(60, 60)).toEqual({ seconds: 60, required: 60, percent: 100, completed: true });
    expect(studyProgress(500, 60).percent).toBe(100);
    expect(completesNow(50, 60, 60)).toBe(true);
    expect(completesNow(60, 80, 60)).toBe(false);
    expect(completesNow(10, 20, 60)).toBe(false);
  });
});

describe('rangeOf', () => {
  it('answers the whole file without a Range header, or with one it does not understand', () => {
    expect(rangeOf(undefined, 100)).toEqual({ kind: 'whole' });
    expect(rangeOf('items=0-5', 100)).toEqual({ kind: 'whole' });
    expect(rangeOf('bytes=0-5,10-20', 100)).toEqual({ kind: 'whole' });
    expect(rangeOf('bytes=-', 100)).toEqual({ kind: 'whole' });
    expect(rangeOf('bytes=9-3', 100)).toEqual({ kind: 'whole' });
  });
  it('answers a part: from-to, from to the end, the last n bytes; an end past the file is cut', () => {
    expect(rangeOf('bytes=10-19', 100)).toEqual({ kind: 'part', start: 10, end: 19 });
    expect(rangeOf('bytes=90-', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(rangeOf('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(rangeOf('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(rangeOf('bytes=50-5000', 100)).toEqual({ kind: 'part', start: 50, end: 99 });
  });
  it('refuses a range that starts past the end', () => {
    expect(rangeOf('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});
