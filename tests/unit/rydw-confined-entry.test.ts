import { describe, expect, it } from 'vitest';
import { confinedMismatches, entryAllowed, recordedInside, type EntryRecord, type SiteTag } from '../../src/domain/rydw-confined-entry.ts';

// A confined space's entry and exit record against the tags (issue 23 item 2, GB 30871-2022 6.8 c).
const rec = (person: string, direction: 'in' | 'out', at: number): EntryRecord => ({ person, direction, at });
const tag = (person: string, tagCode: string, inSite: boolean): SiteTag => ({ person, tagCode, inSite });

describe('the record', () => {
  it('has inside the people whose last line is an entry, by time whatever the order given', () => {
    expect(recordedInside([])).toEqual([]);
    expect(recordedInside([rec('张伟', 'in', 1), rec('刘洋', 'in', 2), rec('张伟', 'out', 3)])).toEqual(['刘洋']);
    expect(recordedInside([rec('张伟', 'out', 3), rec('张伟', 'in', 1)])).toEqual([]);
    expect(recordedInside([rec('张伟', 'in', 1), rec('张伟', 'out', 2), rec(' 张伟 ', 'in', 5)])).toEqual(['张伟']);
    // Lines of one moment keep their order.
    expect(recordedInside([rec('刘洋', 'in', 1), rec('刘洋', 'out', 1)])).toEqual([]);
  });
  it('takes an entry of someone outside and an exit of someone inside only', () => {
    expect(entryAllowed([], '张伟', 'in')).toBe(true);
    expect(entryAllowed(['张伟'], '张伟', 'in')).toBe(false);
    expect(entryAllowed(['张伟'], '张伟', 'out')).toBe(true);
    expect(entryAllowed([], '张伟', 'out')).toBe(false);
  });
});

describe('checked against the tags', () => {
  it('agrees when the people inside are those whose tags are in the site', () => {
    expect(confinedMismatches({ inside: ['张伟'], tags: [tag('张伟', 'T1', true), tag('刘洋', 'T4', false)], workers: [], guardian: null })).toEqual([]);
  });
  it('tells a person in the site not recorded as in, but never the guardian', () => {
    const tags = [tag('张伟', 'T1', true), tag('陈明', 'T3', true)];
    expect(confinedMismatches({ inside: [], tags, workers: [], guardian: '陈明' })).toEqual([{ person: '张伟', kind: 'unrecorded', tagCode: 'T1' }]);
  });
  it('counts only the permit’s workers as unrecorded when it lists them', () => {
    const tags = [tag('张伟', 'T1', true), tag('赵志强', 'T2', true)];
    expect(confinedMismatches({ inside: [], tags, workers: ['张伟', '王建国'], guardian: null })).toEqual([{ person: '张伟', kind: 'unrecorded', tagCode: 'T1' }]);
  });
  it('tells a person recorded as in whose tag is elsewhere, and one whose tag is not seen', () => {
    const tags = [tag('张伟', 'T1', false)];
    expect(confinedMismatches({ inside: ['张伟', '刘洋'], tags, workers: [], guardian: null })).toEqual([
      { person: '刘洋', kind: 'absent', tagCode: null },
      { person: '张伟', kind: 'absent', tagCode: 'T1' },
    ]);
  });
  it('counts a person with two tags in the site if either is', () => {
    expect(confinedMismatches({ inside: ['张伟'], tags: [tag('张伟', 'T1', true), tag('张伟', 'T9', false)], workers: [], guardian: null })).toEqual([]);
    expect(confinedMismatches({ inside: ['张伟'], tags: [tag('张伟', 'T9', false), tag('张伟', 'T1', true)], workers: [], guardian: null })).toEqual([]);
  });
});
