// The bottom bar's buttons (issue 15 item 1: 待办, 扫码, 上报, 我的) and which one a path belongs to. Pure.
import { PHONE_PATHS } from '../../domain/phone-paths.ts';
import type { PhoneTab } from './phone-routes.tsx';

export interface TabSpec {
  tab: PhoneTab;
  path: string;
  label: 'mshell.tab.home' | 'mshell.tab.scan' | 'mshell.tab.report' | 'mshell.tab.me';
}

export const PHONE_TABS: readonly TabSpec[] = [
  { tab: 'home', path: PHONE_PATHS.home, label: 'mshell.tab.home' },
  { tab: 'scan', path: PHONE_PATHS.scan, label: 'mshell.tab.scan' },
  { tab: 'report', path: PHONE_PATHS.report, label: 'mshell.tab.report' },
  { tab: 'me', path: PHONE_PATHS.me, label: 'mshell.tab.me' },
];

/**
 * The tab of a path (router-relative): 待办 for the home page and the record pages opened from it, 扫码 for the
 * scan page and a code's page, 上报 for the list and its create forms, 我的 for its page; none elsewhere.
 */
export function activeTab(pathname: string): PhoneTab | null {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === '/' || p.startsWith('/r/')) return 'home';
  if (p === PHONE_PATHS.scan || p.startsWith('/q/')) return 'scan';
  if (p === PHONE_PATHS.report || p.startsWith('/new/')) return 'report';
  if (p === PHONE_PATHS.me) return 'me';
  return null;
}
