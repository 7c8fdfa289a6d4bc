// The assessment methods of an enterprise (docs/risk.md): LEC and LS with the default bands or the enterprise's
// lower bounds, and one configured method (MES or any other), all read from the configinfo type `lecBands`
// that lecLevel has always read. Keys: `major`, `large`, `general` (LEC's lower bounds), `lsMajor`, `lsLarge`,
// `lsGeneral` (LS's), and `custom`: a JSON method `{name, factors: [{key, title, values|null}], bands: [{level,
// min, max}]}`. Pure: the registered functions riskValue/riskLevel and the server's event hook call these.
import { assess, DEFAULT_LEC_BAND_TABLE, DEFAULT_LS_BAND_TABLE, LEC_METHOD, LS_METHOD, type Assessment, type RiskBand, type RiskMethod } from './fxfjgk-assessment.ts';
import { text } from './i18n/text.ts';
import { isRiskLevel } from './risk-levels.ts';

export type Config = Readonly<Record<string, string>>;

/** The assessment methods an event may name. */
export const METHOD_KEYS = Object.freeze(['LEC', 'LS', 'custom'] as const);
export type MethodKey = (typeof METHOD_KEYS)[number];

function configured(config: Config, key: string): number | null {
  const raw = Object.hasOwn(config, key) ? config[key] : undefined;
  if (raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** A band table from lower bounds (each may be configured; a bound that is no positive number keeps the default). A band squeezed to nothing is left out. */
export function bandsFromBounds(defaults: readonly RiskBand[], config: Config, keys: { major: string; large: string; general: string }): RiskBand[] {
  const byLevel = (level: string) => defaults.find((b) => b.level === level)?.min ?? 0;
  // A higher level's bound wins over a lower one's (checked from 重大 down, as lecLevel always did): with
  // only major = 100 configured, 较大 and 一般 start at most there, so the table never overlaps.
  const major = configured(config, keys.major) ?? byLevel('major');
  const large = Math.min(configured(config, keys.large) ?? byLevel('large'), major);
  const general = Math.min(configured(config, keys.general) ?? byLevel('general'), large);
  const rows: RiskBand[] = [
    { level: 'low', min: 0, max: general },
    { level: 'general', min: general, max: large },
    { level: 'large', min: large, max: major },
    { level: 'major', min: major, max: null },
  ];
  return rows.filter((b) => b.max === null || b.min < b.max);
}

export const lecBands = (config: Config): RiskBand[] => bandsFromBounds(DEFAULT_LEC_BAND_TABLE, config, { major: 'major', large: 'large', general: 'general' });
export const lsBands = (config: Config): RiskBand[] => bandsFromBounds(DEFAULT_LS_BAND_TABLE, config, { major: 'lsMajor', large: 'lsLarge', general: 'lsGeneral' });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The enterprise's configured method, or null when it has none or it is not well formed. */
export function customMethod(config: Config): RiskMethod | null {
  const raw = Object.hasOwn(config, 'custom') ? config.custom : undefined;
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed) || typeof parsed.name !== 'string' || !Array.isArray(parsed.factors) || !Array.isArray(parsed.bands)) return null;
  const factors = parsed.factors.flatMap((f: unknown) =>
    isObject(f) && typeof f.key === 'string' && typeof f.title === 'string' && (f.values === null || (Array.isArray(f.values) && f.values.every((n) => typeof n === 'number')))
      ? [{ key: f.key, title: f.title, values: f.values as number[] | null }]
      : [],
  );
  const bands = parsed.bands.flatMap((b: unknown) =>
    isObject(b) && isRiskLevel(b.level) && typeof b.min === 'number' && (b.max === null || typeof b.max === 'number') ? [{ level: b.level, min: b.min, max: b.max as number | null }] : [],
  );
  if (factors.length !== parsed.factors.length || factors.length === 0 || factors.length > 3 || bands.length !== parsed.bands.length) return null;
  return { name: parsed.name, factors, bands };
}

/** The method of a key with this enterprise's bands, or the reason there is none. */
export function methodOf(key: unknown, config: Config): RiskMethod | Assessment {
  if (key === 'LEC') return { ...LEC_METHOD, bands: lecBands(config) };
  if (key === 'LS') return { ...LS_METHOD, bands: lsBands(config) };
  if (key === 'custom') return customMethod(config) ?? { ok: false, field: 'method', message: text('fxfjgk.methodNotConfigured', { method: String(key) }) };
  return { ok: false, field: 'method', message: text('fxfjgk.methodUnknown', { method: String(key) }) };
}

/** The factor fields of an event per method (LEC and LS pick from their tables; a configured method takes any). */
export const METHOD_FIELDS: Readonly<Record<MethodKey, readonly string[]>> = Object.freeze({
  LEC: ['lecL', 'lecE', 'lecC'],
  LS: ['lsL', 'lsS'],
  custom: ['factor1', 'factor2', 'factor3'],
});

/** Every factor field of an event, in the order the registered functions take them after the method. */
export const EVENT_FACTOR_FIELDS: readonly string[] = Object.freeze([...METHOD_FIELDS.LEC, ...METHOD_FIELDS.LS, ...METHOD_FIELDS.custom]);

const isMethodKey = (v: unknown): v is MethodKey => typeof v === 'string' && (METHOD_KEYS as readonly string[]).includes(v);

/**
 * Assess an event from its record: its method and that method's factor fields; a refusal names the event's
 * field (lecL … factor3, or method).
 */
export function assessRecord(values: Readonly<Record<string, unknown>>, config: Config = {}): Assessment {
  const key = values.method ?? 'LEC';
  if (!isMethodKey(key)) return assessEvent(key, [], config);
  const fields = METHOD_FIELDS[key];
  const result = assessEvent(key, fields.map((f) => (Object.hasOwn(values, f) ? values[f] : null)), config);
  if (result.ok || result.field === 'method') return result;
  return { ...result, field: fields[Number(result.field.slice('factor'.length)) - 1] ?? 'method' };
}

/** The same from the registered functions' arguments: the method, then EVENT_FACTOR_FIELDS' values in order. */
export function assessArgs(args: readonly unknown[], config: Config = {}): Assessment {
  const [method, ...factors] = args;
  const values: Record<string, unknown> = { method };
  EVENT_FACTOR_FIELDS.forEach((f, i) => {
    values[f] = factors[i];
  });
  return assessRecord(values, config);
}

/** Assess with a method's factors given in order; a refusal names factor1..3 (the n-th factor) or method. */
export function assessEvent(key: unknown, factors: readonly unknown[], config: Config = {}): Assessment {
  const method = methodOf(key, config);
  if ('ok' in method) return method;
  const byKey: Record<string, unknown> = {};
  method.factors.forEach((f, i) => {
    byKey[f.key] = factors[i];
  });
  const result = assess(method, byKey);
  if (result.ok) return result;
  const index = method.factors.findIndex((f) => f.key === result.field);
  return { ...result, field: index >= 0 ? `factor${index + 1}` : 'method' };
}
