import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumb } from 'antd';
import type { ResolvedMenu } from '../router/menu-paths.ts';
import { crumbsOf } from './crumbs-of.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The navbar breadcrumb (spec 000 §2): where the current page sits in the menu. */
export function BreadcrumbBar({ menu }: { menu: ResolvedMenu[] }) {
  const { pathname } = useLocation();
  const crumbs = useMemo(() => crumbsOf(menu, pathname), [menu, pathname]);
  return (
    <nav aria-label={t('shell.navbar.breadcrumb')} className="app-breadcrumb">
      <Breadcrumb
        items={crumbs.map((c, i) => ({
          key: i,
          title: c.to && !c.to.includes(':') ? <Link to={c.to}>{c.title}</Link> : <span aria-current="page">{c.title}</span>,
        }))}
      />
    </nav>
  );
}
