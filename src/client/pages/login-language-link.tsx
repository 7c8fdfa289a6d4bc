import { loginZh } from '../../domain/i18n/zh/login.ts';
import { pageLanguage, textOf } from '../../runtime/i18n/text-of.ts';
import { switchLanguage } from '../i18n/page-language.ts';

const t = textOf(loginZh);

/**
 * The login page's language link (no antd there): names the other language, and switches to it (the
 * `language` cookie, then a reload). `reload` replaces the page's reload (stories, tests).
 */
export function LoginLanguageLink({ reload }: { reload?: () => void }) {
  const other = pageLanguage() === 'en' ? 'zh' : 'en';
  return (
    <button
      type="button"
      className="zl-language"
      lang={other === 'en' ? 'en' : 'zh-CN'}
      aria-label={t('login.language.switch')}
      onClick={() => switchLanguage(other, reload)}
    >
      {t('login.language.other')}
    </button>
  );
}
