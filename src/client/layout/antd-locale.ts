import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { pageLanguage } from '../../runtime/i18n/text-of.ts';

// Chinese is the default, set as soon as antd's configuration loads.
dayjs.locale('zh-cn');
let locale: Locale = zhCN;

/**
 * Sets antd's and dayjs's language from the page's: Chinese by default; English loads antd's en_US (a chunk of
 * its own) and turns dayjs to its built-in 'en'. Run before antd's first render (app.tsx).
 */
export async function loadAntdLocale(): Promise<void> {
  if (pageLanguage() !== 'en') return;
  const { default: enUS } = await import('antd/es/locale/en_US');
  locale = enUS;
  dayjs.locale('en');
}

/** antd's locale for the page's language (zh-CN until loadAntdLocale has loaded English). */
export function antdLocale(): Locale {
  return locale;
}
