import {
  DEFAULT_LANG,
  formatMessage,
  isText,
  type Lang,
  type MessageParams,
  type Messages,
  type Text,
} from '../../domain/i18n/message-format.ts';

/** The browser's language and its English texts, set once at start (a switch of language reloads the page). */
let language: Lang = DEFAULT_LANG;
let englishTexts: Messages | null = null;

/** Sets the page's language; `english` is the English catalogue when the language is English. */
export function setPageLanguage(lang: Lang, english: Messages | null): void {
  language = lang;
  englishTexts = lang === 'en' ? english : null;
}

/** The English catalogue when the page is English (null on a Chinese page). */
export function pageEnglish(): Messages | null {
  return englishTexts;
}

/** The page's language. */
export function pageLanguage(): Lang {
  return language;
}

/** A translator over one part of the catalogue: its ids are checked when compiling. */
export type Translate<T extends Messages> = (id: keyof T & string, params?: MessageParams) => string;

/**
 * The translator of a part of the catalogue: the English text when the page is in English and has it, else
 * the part's Chinese. Each part's translator lives beside the code that shows it, e.g.
 * `const t = textOf(commonZh)`.
 */
export function textOf<T extends Messages>(part: T): Translate<T> {
  return (id, params) => formatMessage(englishTexts?.[id] ?? part[id] ?? id, params, (t) => sayText(t, part));
}

/** A text of any part (e.g. a server or domain `Text`), in the page's language; `chinese` is its part. */
export function sayText(text: Text | string, chinese: Messages): string {
  if (!isText(text)) return text;
  return formatMessage(englishTexts?.[text.id] ?? chinese[text.id] ?? text.id, text.params, (t) => sayText(t, chinese));
}
