// Whether a position may be stored against the enterprise's plant plan: the one check that the geometry fields of
// resource files (geometry-hook.ts) and a permit's 作业位置 (permits/permit-site-works.ts) share.
import { geometryInside, type Geometry } from '../../domain/geometry.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Plan } from './plan-store.ts';

/** The Chinese reason naming `title` when the enterprise has no plan or `value` lies outside it; null when it fits. */
export function planRefusal(plan: Plan | null, value: Geometry, title: string): Text | null {
  if (!plan) return text('map.error.noPlan', { field: title });
  if (!geometryInside(value, plan.extent)) return text('map.error.outside', { field: title });
  return null;
}
