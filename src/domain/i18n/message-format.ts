/** The languages of the catalogue. Chinese is the default (spec 000 §9: language default zh). */
export const LANGUAGES = ['zh', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh';

/** A message's catalogue: id → text with `{name}` placeholders. */
export type Messages = Readonly<Record<string, string>>;

/**
 * The values put into a message's `{name}` placeholders: words, numbers, or another message (a `Text`, e.g. a
 * state's or an action's name), rendered in the same language.
 */
export type MessageParams = Readonly<Record<string, string | number | Text>>;

/** A message not yet put into words: its catalogue id and its values (rendered in the reader's language). */
export interface Text {
  readonly id: string;
  readonly params?: MessageParams;
}

/** The English of a part: one text for every id of its Chinese (a missing id does not compile). */
export type English<T extends Messages> = { readonly [K in keyof T]: string };

/** Whether a value is a `Text` (an id with its values) rather than words. */
export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as Text).id === 'string';
}

/**
 * Puts the values into a message's `{name}` placeholders; a placeholder without a value stays as it is. A value
 * that is itself a message is rendered by `nested` (the caller's language; its id when none is given).
 */
export function formatMessage(template: string, params?: MessageParams, nested?: (t: Text) => string): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name];
    return isText(value) ? (nested ? nested(value) : value.id) : String(value);
  });
}

/** Whether a value names a language of the catalogue. */
export function isLang(value: unknown): value is Lang {
  return LANGUAGES.includes(value as Lang);
}

/**
 * The catalogue language an `Accept-Language` header asks for: the first of its ranges, by quality, that is
 * Chinese or English (`en-GB` is English, `zh-Hans-CN` Chinese); Chinese when none is.
 */
export function languageOf(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const found = ranges.find((r) => isLang(r.base));
  return found ? (found.base as Lang) : DEFAULT_LANG;
}
