import CheckSquareOutlined from '@ant-design/icons-svg/es/asn/CheckSquareOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import ScanOutlined from '@ant-design/icons-svg/es/asn/ScanOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PhoneTab } from './phone-routes.tsx';
import { PHONE_TABS } from './phone-tabs.ts';
import { OutboxBadge } from './outbox/outbox-badge.tsx';
import { PlainBadge } from './plain/plain-badge.tsx';
import { PlainIcon } from './plain/plain-icon.tsx';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

const ICONS: Readonly<Record<PhoneTab, ReactNode>> = {
  home: <PlainIcon icon={CheckSquareOutlined} />,
  scan: <PlainIcon icon={ScanOutlined} />,
  report: <PlainIcon icon={FormOutlined} />,
  me: <PlainIcon icon={UserOutlined} />,
};

export interface BottomBarProps {
  /** The tab of the page shown (none: no button is marked). */
  active: PhoneTab | null;
  /** How many items wait (the 待办 button's badge); 0 shows none. */
  waiting?: number;
}

/**
 * The phone shell's bottom bar (issue 15 item 1): 待办, 扫码, 上报, 我的, each an icon over its label, at least
 * 48 px high, the current one marked (colour, aria-current); padded for the phone's home indicator (safe area).
 */
export function BottomBar({ active, waiting = 0 }: BottomBarProps) {
  return (
    <nav className="zm-bottom" aria-label={t('mshell.nav.label')} data-testid="phone-bottom-bar">
      {PHONE_TABS.map((s) => (
        <Link key={s.tab} to={s.path} className="zm-tab" aria-current={active === s.tab ? 'page' : undefined} data-tab={s.tab}>
          <span className="zm-tab-icon" aria-hidden>
            {s.tab === 'home' ? (
              <PlainBadge count={waiting} title={waiting ? t('mshell.nav.waiting', { n: waiting }) : undefined}>
                {ICONS[s.tab]}
              </PlainBadge>
            ) : s.tab === 'me' ? (
              <OutboxBadge>{ICONS[s.tab]}</OutboxBadge>
            ) : (
              ICONS[s.tab]
            )}
          </span>
          <span className="zm-tab-label">{t(s.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
