// The phone shell's pages (issue 15): one line per page. Each loads lazily; `tab` marks the page a bottom-bar
// button stands for.
import type { ComponentType } from 'react';
import { PHONE_PATHS } from '../../domain/phone-paths.ts';

/** The bottom bar's buttons, in order. */
export type PhoneTab = 'home' | 'scan' | 'report' | 'me';

export interface PhonePage {
  /** Below the basename /zax/m (PHONE_PATHS). */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const PHONE_PAGES: readonly PhonePage[] = [
  { path: PHONE_PATHS.home, load: () => import('./pages/inbox-page.tsx') },
  { path: PHONE_PATHS.report, load: () => import('./pages/report-page.tsx') },
  { path: PHONE_PATHS.me, load: () => import('./pages/me-page.tsx') },
  { path: PHONE_PATHS.record, load: () => import('./pages/record-page.tsx') },
  { path: PHONE_PATHS.create, load: () => import('./pages/create-page.tsx') },
  { path: PHONE_PATHS.scan, load: () => import('./scan/scan-page.tsx') },
  { path: PHONE_PATHS.qr, load: () => import('./scan/qr-target-page.tsx') },
];
