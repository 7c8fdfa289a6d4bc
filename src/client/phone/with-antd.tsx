import { useEffect, type ComponentType } from 'react';
import { pageLanguage } from '../../runtime/i18n/text-of.ts';
import { markFirstScreen } from './first-screen.ts';

type PhoneAntd = typeof import('./phone-antd.tsx');
type PageModule = { default: ComponentType };

let antd: Promise<PhoneAntd> | null = null;
let staticsInPhoneConfig = false;

/**
 * Static message/notification (the API client's) are drawn in the phone's configuration once antd loads. Only the
 * phone's entry (main.tsx) asks for it: antd keeps one holder of static messages per page and remounts it when its
 * wrapper's component changes, which loses every later message. The stories share one page with the desktop's
 * configuration, so a story of a phone page must leave it alone (the story walk lost the messages of every later story).
 */
export function drawStaticsInPhoneConfig(): void {
  staticsInPhoneConfig = true;
}

/** antd's phone configuration (its React 19 patch, theme, language), loaded once, with the first page that needs it. */
function loadPhoneAntd(): Promise<PhoneAntd> {
  antd ??= import('./phone-antd.tsx').then(async (m) => {
    await m.loadPhoneLocale(pageLanguage());
    if (staticsInPhoneConfig) m.configureStaticAntd();
    return m;
  });
  return antd;
}

/**
 * A page's loader that also loads antd and renders the page inside the phone's antd configuration (issue 15: the
 * shell and its 待办 list are drawn without antd, the pages that use antd bring it). A page mounted says that the
 * first screen is shown (when it is the first one opened).
 */
export function withAntd(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return async () => {
    const [page, { PhoneConfig }] = await Promise.all([load(), loadPhoneAntd()]);
    const Page = page.default;
    function PhoneAntdPage() {
      useEffect(markFirstScreen, []);
      return (
        <PhoneConfig>
          <Page />
        </PhoneConfig>
      );
    }
    return { default: PhoneAntdPage };
  };
}
