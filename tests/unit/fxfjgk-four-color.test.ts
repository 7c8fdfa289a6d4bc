// The areas' stored risk levels (src/domain/fxfjgk-four-color.ts `areaLevelChanges`): what the four-colour layers of the
// plant map filter on is each area's highest level inside (its units' and its descendants'); only the areas whose
// stored value differs are rewritten.
import { describe, expect, it } from 'vitest';
import { areaLevelChanges, type StoredAreaLevel } from '../../src/domain/fxfjgk-four-color.ts';

// 1 厂区 → 2 储罐区 → 3 液氯罐组; 4 装卸区 (a root).
const tree = (levels: Record<number, unknown> = {}): StoredAreaLevel[] =>
  [
    { id: 3, parentId: 2 },
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 4, parentId: null },
  ].map((a) => ({ ...a, riskLevel: levels[a.id] }));

describe('the areas’ stored levels', () => {
  it.each<[string, Record<number, unknown>, { areaId: number | null; level: unknown }[], { id: number; level: string | null }[]]>([
    ['nothing graded, nothing stored: nothing to write', {}, [], []],
    ['a unit in a leaf colours it and every area above it', {}, [{ areaId: 3, level: 'large' }], [
      { id: 1, level: 'large' },
      { id: 2, level: 'large' },
      { id: 3, level: 'large' },
    ]],
    ['the highest inside wins; areas already right are left', { 1: 'large', 2: 'large', 3: 'large' }, [
      { areaId: 3, level: 'large' },
      { areaId: 2, level: 'major' },
      { areaId: 4, level: 'low' },
    ], [
      { id: 1, level: 'major' },
      { id: 2, level: 'major' },
      { id: 4, level: 'low' },
    ]],
    ['a level no unit gives any more is removed', { 1: 'general', 2: 'general', 4: 'low' }, [{ areaId: 2, level: 'general' }], [{ id: 4, level: null }]],
    ['a stored value that is no level is removed', { 4: 'purple' }, [], [{ id: 4, level: null }]],
    ['ungraded units and units outside the areas change nothing', {}, [
      { areaId: 3, level: null },
      { areaId: 99, level: 'major' },
      { areaId: null, level: 'major' },
    ], []],
  ])('%s', (_, stored, units, changes) => {
    expect(areaLevelChanges(tree(stored), units)).toEqual(changes);
  });
});
