/// <reference types="vite/client" />
// The phone shell's pages (issue 15): one line per page. Each loads lazily; `tab` marks the page a bottom-bar
// button stands for. A module's own phone pages (an exam taken, a patrol walked) are in
// `src/client/phone/modules/<module>/pages.ts` (exported as `phonePages`), each path below `/x/<module>/`.
import type { ComponentType } from 'react';
import { PHONE_PATHS } from '../../domain/phone-paths.ts';

/** The bottom bar's buttons, in order. */
export type PhoneTab = 'home' | 'scan' | 'report' | 'me';

export interface PhonePage {
  /** Below the basename /zax/m (PHONE_PATHS). */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Drawn without antd (the plain parts of ./plain): the shell's first screen. Others get antd with their code. */
  plain?: boolean;
}

/** Every module's phone pages (small lists of lazy loaders: the glob loads no page). */
const MODULE_PAGES = import.meta.glob<readonly PhonePage[]>('./modules/*/pages.ts', { eager: true, import: 'phonePages' });

/** The module's pages of `src/client/phone/modules/<module>/pages.ts`, each checked to be below `/x/<module>/`. */
export function modulePhonePages(files: Readonly<Record<string, readonly PhonePage[]>>): PhonePage[] {
  return Object.entries(files).flatMap(([file, pages]) => {
    const module = /modules\/([^/]+)\/pages\.ts$/.exec(file)?.[1] ?? '';
    for (const p of pages) {
      if (!p.path.startsWith(`/x/${module}/`)) throw new Error(`phone page '${p.path}' of ${file} is not below /x/${module}/`);
    }
    return [...pages];
  });
}

const CORE_PAGES: readonly PhonePage[] = [
  { path: PHONE_PATHS.home, load: () => import('./pages/inbox-page.tsx'), plain: true },
  { path: PHONE_PATHS.report, load: () => import('./pages/report-page.tsx') },
  { path: PHONE_PATHS.me, load: () => import('./pages/me-page.tsx') },
  { path: PHONE_PATHS.record, load: () => import('./pages/record-page.tsx') },
  { path: PHONE_PATHS.create, load: () => import('./pages/create-page.tsx') },
  { path: PHONE_PATHS.scan, load: () => import('./scan/scan-page.tsx') },
  { path: PHONE_PATHS.qr, load: () => import('./scan/qr-target-page.tsx') },
];

export const PHONE_PAGES: readonly PhonePage[] = [...CORE_PAGES, ...modulePhonePages(MODULE_PAGES)];
