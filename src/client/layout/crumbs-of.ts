import { menuTrail, type ResolvedMenu } from '../router/menu-paths.ts';
import { affixViews } from './visited-views.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** One breadcrumb. */
export interface Crumb {
  title: string;
  /** Where the crumb leads; none for the current page. */
  to?: string;
}

/** The crumbs of `pathname`: the dashboard first, then the titles of the menu chain down to the
 * page; every crumb but the last leads to its entry (a parent to its redirect). */
export function crumbsOf(menu: ResolvedMenu[], pathname: string): Crumb[] {
  // A parent and its index child often share a title (AI助手 / AI助手): show it once.
  const trail = menuTrail(menu, pathname).filter((n, i, all) => n.meta?.title && n.meta.title !== all[i + 1]?.meta?.title);
  const home = affixViews(menu)[0] ?? { title: t('shell.menu.dashboard'), fullPath: '/' };
  const crumbs: Crumb[] = trail.map((n) => ({ title: n.meta?.title ?? '', to: n.redirect || n.fullPath }));
  if (crumbs[0]?.title !== home.title) crumbs.unshift({ title: home.title, to: home.fullPath });
  const last = crumbs.at(-1);
  if (last) delete last.to;
  return crumbs;
}
