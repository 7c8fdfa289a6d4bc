import { isLang, type Lang } from '../../domain/i18n/message-format.ts';
import { setPageLanguage } from './text-of.ts';

/**
 * Makes a cookie's language the page's: English loads its catalogue (a chunk of its own, never in the login
 * page's bundle when the language is Chinese) before the first render. Anything else is Chinese.
 */
export async function loadLanguage(cookie: string | undefined): Promise<Lang> {
  const lang: Lang = isLang(cookie) ? cookie : 'zh';
  if (lang === 'en') {
    const { english } = await import('../../domain/i18n/english.ts');
    setPageLanguage('en', english);
  } else {
    setPageLanguage('zh', null);
  }
  return lang;
}
