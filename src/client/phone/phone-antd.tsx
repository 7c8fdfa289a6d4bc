// antd on the phone (issue 15): its React 19 patch (first), the page's language (zh-CN by default; English loads
// en_US, a chunk of its own) and a configuration for fingers: large controls (48 px touch targets come from the
// shell's stylesheet), the theme's colour. Static message/notification (the API client's) get the same.
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo, type ReactNode } from 'react';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

dayjs.locale('zh-cn');
let locale: Locale = zhCN;

/** Sets antd's and dayjs's language; run before the first render. */
export async function loadPhoneLocale(lang: Lang): Promise<void> {
  if (lang !== 'en') return;
  const { default: enUS } = await import('antd/es/locale/en_US');
  locale = enUS;
  dayjs.locale('en');
}

const themeOf = (motion: boolean): ThemeConfig => ({ token: { colorPrimary: '#1677ff', controlHeightLG: 44, fontSize: 15, motion } });
const button = { autoInsertSpace: false };

/** antd's configuration around the phone shell; a phone set to reduce motion gets no animations. */
export function PhoneConfig({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeOf(!reducedMotion), [reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={theme} componentSize="large" button={button}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Static message/notification (the API client's) drawn in the phone's configuration. Called when the phone's entry
 * loads antd (with-antd.tsx), never on import nor in a story: antd remounts its one holder of static messages when the
 * wrapper changes, and the messages sent meanwhile are lost.
 */
export function configureStaticAntd(): void {
  ConfigProvider.config({ holderRender: (children) => <PhoneConfig>{children}</PhoneConfig> });
}
