// The phone's patrol entries (src/client/phone/modules/xjxc/patrol-entries.ts): what the page says of an entry before
// the server judges it, which items are still open, and the `results` rows it saves (stored rows keep their ids).
import { describe, expect, it } from 'vitest';
import {
  entriesOf,
  entryHint,
  resultRows,
  routePointOf,
  unansweredCount,
  wantsPhoto,
  type PatrolEntry,
  type RouteItem,
} from '../../src/client/phone/modules/xjxc/patrol-entries.ts';

const point = routePointOf({
  id: 5,
  name: '循环水泵巡检点',
  code: 'XJ-A01',
  items: [
    { id: 11, content: '出口压力', itemType: 'reading', unit: 'MPa', lowerLimit: 0.2, upperLimit: 0.6, physicalMin: 0, physicalMax: 1.6, photoRequired: false, onAbnormal: 'repair' },
    { id: 12, content: '有无泄漏', itemType: 'check', photoRequired: true, onAbnormal: 'none' },
  ],
});
const [pressure, leak] = point.items as [RouteItem, RouteItem];

describe('entryHint', () => {
  it.each<[string, RouteItem, PatrolEntry | undefined, ReturnType<typeof entryHint>]>([
    ['no entry', pressure, undefined, null],
    ['a reading not entered', pressure, { reading: null }, null],
    ['inside the range', pressure, { reading: 0.4 }, 'normal'],
    ['on the range edge', pressure, { reading: 0.6 }, 'normal'],
    ['above the range', pressure, { reading: 0.95 }, 'abnormal'],
    ['below the range', pressure, { reading: 0.1 }, 'abnormal'],
    ['beyond the instrument', pressure, { reading: 2.5 }, 'outside'],
    ['below the instrument', pressure, { reading: -1 }, 'outside'],
    ['a normal reading marked abnormal', pressure, { reading: 0.4, normal: false }, 'abnormal'],
    ['a check not chosen', leak, {}, null],
    ['a check normal', leak, { normal: true }, 'normal'],
    ['a check abnormal', leak, { normal: false }, 'abnormal'],
  ])('%s', (_name, item, entry, hint) => {
    expect(entryHint(item, entry)).toBe(hint);
    expect(wantsPhoto(item, entry)).toBe(hint === 'abnormal' || hint === 'outside');
  });
});

describe('results', () => {
  it('reads the stored rows by item, with their ids, verdicts and orders', () => {
    const entries = entriesOf([
      { id: 101, pointId: 5, itemId: 11, reading: 0.95, verdict: 'abnormal', repairOrderId: 7, photos: ['f1'], note: '偏高' },
      { id: 102, pointId: 5, itemId: 12, normal: true, verdict: 'normal' },
      { pointId: 5, note: 'no item' },
    ]);
    expect(entries).toEqual({
      11: { resultId: 101, reading: 0.95, verdict: 'abnormal', repairOrderId: 7, photos: ['f1'], note: '偏高' },
      12: { resultId: 102, normal: true, verdict: 'normal' },
    });
    expect(entriesOf(undefined)).toEqual({});
  });

  it('counts the open items and saves the answered ones in route order, stored rows with their ids', () => {
    expect(unansweredCount([point], {})).toBe(2);
    expect(unansweredCount([point], { 11: { reading: 0.3 } })).toBe(1);
    const rows = resultRows([point], { 12: { resultId: 102, normal: false, photos: ['f2'], note: '  渗漏  ' }, 11: { reading: 0.3 } });
    expect(rows).toEqual([
      { pointId: 5, itemId: 11, reading: 0.3 },
      { id: 102, pointId: 5, itemId: 12, normal: false, photos: ['f2'], note: '渗漏' },
    ]);
    expect(resultRows([point], { 11: { reading: null }, 12: {} })).toEqual([]);
    expect(resultRows([point], { 11: { reading: 0.4, normal: false } })).toEqual([{ pointId: 5, itemId: 11, reading: 0.4, normal: false }]);
  });
});
