// A geometry as a table cell says it: a point's coordinates, a polygon's vertex count.
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';
import { isGeometry } from './geometry-rules.ts';

const t = textOf(mapuiZh);

/** The short text of a geometry value ('' when it is none). */
export function geometryText(value: unknown): string {
  if (!isGeometry(value)) return '';
  if (value.type === 'Point') return t('mapui.value.point', { x: value.coordinates[0], y: value.coordinates[1] });
  return t('mapui.value.polygon', { n: Math.max(0, (value.coordinates[0]?.length ?? 1) - 1) });
}
