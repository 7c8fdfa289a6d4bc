import { isLang, type Lang } from '../../domain/i18n/message-format.ts';
import { pageLanguage } from '../../runtime/i18n/text-of.ts';
import { readCookie, writeCookie } from '../cookies.ts';

/** The cookie keeping the page's language (spec 000 §9: language default zh). */
export const LANGUAGE_COOKIE = 'language';

/** The language the `language` cookie names, if any. */
export function languageCookie(cookies?: string): string | undefined {
  return readCookie(LANGUAGE_COOKIE, cookies);
}

/** The `Accept-Language` every API call sends: the page's language. */
export function acceptLanguage(lang: Lang = pageLanguage()): string {
  return lang === 'en' ? 'en' : 'zh-CN';
}

/**
 * Switches the page to a language: keeps it in the `language` cookie, then reloads the page (the language is
 * set once, before the first render). `reload` is the page's reload (a test passes its own).
 */
export function switchLanguage(lang: Lang, reload: () => void = () => window.location.reload()): void {
  if (!isLang(lang)) return;
  writeCookie(LANGUAGE_COOKIE, lang, 365);
  reload();
}
