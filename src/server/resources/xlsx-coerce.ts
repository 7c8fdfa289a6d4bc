// Turns the plain value of one import cell into the form value of its column (enum labels, 是/否,
// numbers, dates typed or as Excel serials, arrays split on 、 and commas), or a problem in Chinese
// naming the column. Pure: no I/O.
import { numberText, ymd, ymdHms, type SheetColumn } from './xlsx-columns.ts';
import { serialDate, type Plain } from './xlsx-sheet-rows.ts';
import { zhOf } from '../routes/zh-of.ts';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text as message } from '../../domain/i18n/text.ts';
import { say } from '../http/say.ts';

/** The text a user sees for a plain value (for messages and text columns). */
export function plainText(v: Exclude<Plain, null>): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return wallTime(v);
  return v.error;
}

// exceljs turns a date serial into the Date whose UTC fields are the wall time typed in Excel:
// the UTC fields (never the local ones) give the day and time the user typed, whatever the zone.
function wallTime(d: Date): string {
  const t = new Date(Math.round(d.getTime() / 1000) * 1000);
  const day = ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  const time = ymdHms(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds());
  return time.endsWith(' 00:00:00') ? day : time;
}

const DATE_TEXT = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[T\s]+(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2}))?)?$/;

/** Wall-clock parts of a date text (YYYY-MM-DD, YYYY/M/D, YYYY年M月D日, optionally with H:mm[:ss]). */
function parseDateText(text: string): number[] | null {
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return [y, mo, d, h, mi, s];
}

const NUMBER_TEXT = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[+-]?\d+)?$/i;

export type Coerced = { ok: true; value: unknown } | { ok: false; message: string };

const good = (value: unknown): Coerced => ({ ok: true, value });

const TRUE_TEXT = new Set([zhOf('api.resource.yes'), 'true', '1', 'y', 'yes', '√']);
const FALSE_TEXT = new Set([zhOf('api.resource.no'), 'false', '0', 'n', 'no', '×']);

function coerceScalar(col: SheetColumn, v: Exclude<Plain, null>, date1904: boolean, lang: Lang): Coerced {
  const title = col.title;
  const text = plainText(v);
  const bad = (id: MessageId): Coerced => ({ ok: false, message: say(lang, message(id, { title, value: text })) });
  if (typeof v === 'object' && !(v instanceof Date)) return bad('api.resource.import.cellError');
  // A reference's cell holds the target's label; the import maps it to the id in the tenant (ref-import.ts).
  if (col.ref) return good(text);
  // A geometry's cell holds its GeoJSON text (as exported); the record validator checks the shape.
  if (col.schema['x-geometry'] !== undefined) return geometryCell(title, text, lang);
  if (col.options.length) {
    const byLabel = col.options.find((o) => o.label === text);
    const option = byLabel ?? col.options.find((o) => String(o.value) === text);
    return option ? good(option.value) : bad('api.resource.import.badValue');
  }
  const type = col.schema.type === 'array' ? (col.schema.items?.type ?? 'string') : col.schema.type;
  const format = col.schema.type === 'array' ? col.schema.items?.format : col.schema.format;
  if (type === 'boolean') {
    if (typeof v === 'boolean') return good(v);
    const t = text.toLowerCase();
    if (TRUE_TEXT.has(t)) return good(true);
    if (FALSE_TEXT.has(t)) return good(false);
    return bad('api.resource.import.badBoolean');
  }
  if (type === 'number' || type === 'integer') {
    let n = typeof v === 'number' ? v : NaN;
    if (typeof v === 'string' && text !== '' && NUMBER_TEXT.test(text)) n = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(n)) return bad('api.resource.import.notNumber');
    if (type === 'integer' && !Number.isInteger(n)) return bad('api.resource.import.notInteger');
    return good(n);
  }
  if (format === 'date' || format === 'date-time') {
    const dateTime = format === 'date-time';
    let parts: number[] | null = null;
    if (v instanceof Date || (typeof v === 'number' && v >= 1 && v < 2_958_466)) {
      const d = v instanceof Date ? v : serialDate(v, date1904);
      const t = new Date(Math.round(d.getTime() / 1000) * 1000);
      parts = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()];
    } else if (typeof v === 'string') {
      parts = parseDateText(text);
    }
    if (!parts) {
      return bad(dateTime ? 'api.resource.import.badTime' : 'api.resource.import.badDate');
    }
    const [y, mo, d, h, mi, s] = parts;
    return good(dateTime ? ymdHms(y, mo, d, h, mi, s) : ymd(y, mo, d));
  }
  return good(text);
}

function geometryCell(title: string, text: string, lang: Lang): Coerced {
  try {
    return good(JSON.parse(text) as unknown);
  } catch {
    return { ok: false, message: say(lang, message('map.error.shape', { field: title })) };
  }
}

const ITEM_SPLIT = /[、,，;；\n]+/;

/** Coerces one non-empty cell; `undefined` value when it turns out empty (spaces only). */
export function coerceCell(col: SheetColumn, v: Exclude<Plain, null>, date1904: boolean, lang: Lang = 'zh'): Coerced {
  if (col.schema.type === 'array') {
    const pieces = typeof v === 'string' ? v.split(ITEM_SPLIT).map((p) => p.trim()).filter(Boolean) : [v];
    const out: unknown[] = [];
    for (const p of pieces) {
      const c = coerceScalar(col, p, date1904, lang);
      if (!c.ok) return c;
      out.push(c.value);
    }
    return good(out.length ? out : undefined);
  }
  const c = coerceScalar(col, v, date1904, lang);
  return c.ok && c.value === '' ? good(undefined) : c;
}

export function isBlank(v: Plain): boolean {
  return v === null || (typeof v === 'string' && v.trim() === '');
}
