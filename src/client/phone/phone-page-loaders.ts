import { matchPath } from 'react-router-dom';
import { PHONE_BASENAME } from '../../domain/phone-paths.ts';
import { PHONE_PAGES, type PhonePage } from './phone-routes.tsx';
import { withAntd } from './with-antd.tsx';

/** Every page as the shell loads it: a page drawn with antd brings antd and its configuration (withAntd). */
export const PAGE_LOADERS: readonly PhonePage[] = PHONE_PAGES.map((p) => (p.plain ? p : { ...p, load: withAntd(p.load) }));

/** The page of a location below the shell (`/zax/m/x/tszy/permit/7` → its loader), if one answers it. */
export function pageAt(pathname: string): PhonePage | undefined {
  const below = pathname.startsWith(PHONE_BASENAME) ? pathname.slice(PHONE_BASENAME.length) || '/' : pathname;
  return PAGE_LOADERS.find((p) => matchPath(p.path, below));
}

/**
 * Starts fetching the code of the page the shell opens on, while the person's session loads (the page itself renders
 * only after it): the two waits overlap instead of following each other.
 */
export function preloadOpeningPage(pathname: string): void {
  void pageAt(pathname)?.load().catch(() => undefined);
}
