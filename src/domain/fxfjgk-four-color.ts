// 四色分布图 (dual-prevention §2): each area of the plant coloured by the highest risk level inside it, that is of
// the risk units (risk points) placed in it or in any area below it in the area tree. Pure.
import { higherLevel } from './fxfjgk-assessment.ts';
import { isRiskLevel, RISK_LEVEL_COLOURS, type RiskLevel } from './risk-levels.ts';

export interface AreaNode {
  id: number;
  parentId: number | null;
}

export interface PlacedLevel {
  areaId: number | null;
  level: unknown;
}

/** The highest level of each area (its own units' and its descendants'); areas with no graded unit are absent. */
export function areaLevels(areas: readonly AreaNode[], units: readonly PlacedLevel[]): Map<number, RiskLevel> {
  const parent = new Map(areas.map((a) => [a.id, a.parentId] as const));
  const out = new Map<number, RiskLevel>();
  for (const u of units) {
    if (u.areaId === null || !isRiskLevel(u.level)) continue;
    const seen = new Set<number>();
    for (let at: number | null | undefined = u.areaId; at !== null && at !== undefined && parent.has(at) && !seen.has(at); at = parent.get(at)) {
      seen.add(at);
      out.set(at, higherLevel(out.get(at) ?? null, u.level) ?? u.level);
    }
  }
  return out;
}

/** The map colour of a level (红 橙 黄 蓝). */
export const levelColour = (level: RiskLevel): string => RISK_LEVEL_COLOURS[level];

/** An area as stored, with the level the map's four-colour layers read (`riskLevel`, the server's). */
export interface StoredAreaLevel extends AreaNode {
  riskLevel: unknown;
}

/**
 * What to write so that each area's stored `riskLevel` is its highest level inside (null: remove it), for the areas
 * whose stored value differs; in id order. The four-colour layers of the plant map filter on it.
 */
export function areaLevelChanges(areas: readonly StoredAreaLevel[], units: readonly PlacedLevel[]): { id: number; level: RiskLevel | null }[] {
  const levels = areaLevels(areas, units);
  return [...areas]
    .sort((a, b) => a.id - b.id)
    .flatMap((a) => {
      const want = levels.get(a.id) ?? null;
      const have = isRiskLevel(a.riskLevel) ? a.riskLevel : null;
      return want === have && (a.riskLevel === undefined || a.riskLevel === null || have !== null) ? [] : [{ id: a.id, level: want }];
    });
}
