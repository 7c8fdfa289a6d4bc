// The message of a geometry value a geometry field (x-geometry) refuses, the same on the server's record
// validator (compile-validator.ts, keyword `zaxGeometry`) and in the form (field-check.ts). Pure.
import { geometryProblem, type GeometryKind } from '../domain/geometry.ts';
import { text, type Text } from './schema-text.ts';

/** Whether the validator looks at a value: an object (not an array); other values are the type's concern. */
function isObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The message for a geometry field's value (titled `title`), or undefined when the value is fine or not an object. */
export function geometryMessage(kind: GeometryKind, value: unknown, title: string): Text | undefined {
  if (!isObject(value)) return undefined;
  const problem = geometryProblem(kind, value);
  if (problem === null) return undefined;
  return text(problem === 'selfCrossing' ? 'map.error.selfCrossing' : 'map.error.shape', { field: title });
}
