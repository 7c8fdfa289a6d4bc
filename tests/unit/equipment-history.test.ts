// The page each event of a device's history opens (src/domain/equipment-history.ts).
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_HISTORY_KINDS, equipmentHistoryPath, isEquipmentHistoryKind } from '../../src/domain/equipment-history.ts';

describe('equipmentHistoryPath', () => {
  it.each([
    ['patrol', 4, undefined, '/xjxc/record/4'],
    ['repair', 5, undefined, '/equipment/repair/5'],
    ['maintenance', 6, undefined, '/equipment/maintenance?detail=6'],
    ['start-stop', 7, undefined, '/equipment/start-stop?detail=7'],
    ['shutdown', 8, undefined, '/zdjx/device-stop?detail=8'],
    ['overhaul-item', 9, 2, '/zdjx/plan?detail=2'],
    ['overhaul-item', 9, null, '/zdjx/plan'],
    ['overhaul-record', 10, undefined, '/zdjx/record/10'],
    ['hidden-danger', 11, undefined, '/yhpc/ticket/11'],
  ] as const)('%s %i (ref %s) opens %s', (kind, id, ref, path) => {
    expect(equipmentHistoryPath(kind, id, ref)).toBe(path);
  });

  it('knows its kinds and nothing else', () => {
    expect(EQUIPMENT_HISTORY_KINDS.every(isEquipmentHistoryKind)).toBe(true);
    expect(isEquipmentHistoryKind('permit')).toBe(false);
  });
});
