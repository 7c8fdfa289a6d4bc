// Permit form values between the antd parts of the form (times as dayjs) and the saveOrUpdate body (ISO strings, empty
// members left out). Used by the runtime form (permit-runtime-form.tsx) and its blocks (permit-antd-bridge.tsx).
import dayjs, { type Dayjs } from 'dayjs';

type Values = Record<string, unknown>;

/** A value as the body sends it: dayjs as an ISO string; rows and groups without their empty members. */
export function cleanValue(v: unknown): unknown {
  if (dayjs.isDayjs(v)) return (v as Dayjs).toISOString();
  // Rows of a list as objects; nested arrays (a polygon's rings and positions) as they are, element by element.
  if (Array.isArray(v)) return v.map((row: unknown) => (row && typeof row === 'object' && !Array.isArray(row) ? cleanObject(row as Values) : cleanValue(row)));
  // A group of fields (the briefing), its empty members left out; a position's coordinates stay as they are.
  if (v && typeof v === 'object') return cleanObject(v as Values);
  return v;
}

/** An object without its empty members (a group left empty is left out as an empty value is). */
export function cleanObject(o: Values): Values {
  return Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, cleanValue(v)])
      .filter(([, v]) => Array.isArray(v) || !v || typeof v !== 'object' || Object.keys(v).length > 0),
  );
}

/** A time string as the antd pickers take it (dayjs), anything else as it is. */
export function asDayjs(v: unknown): unknown {
  return typeof v === 'string' && v !== '' && dayjs(v).isValid() ? dayjs(v) : v;
}
