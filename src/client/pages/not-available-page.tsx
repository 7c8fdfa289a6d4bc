import { PageBeingBuilt } from '../../runtime/page-being-built.tsx';
import type { ViewProps } from '../router/view-registry.ts';

/**
 * The view of a menu entry whose screen is not built yet: names the screen and its module and says it is
 * being built, so an unknown component key never breaks the app. The key is not shown (a data attribute).
 */
export default function NotAvailablePage({ title, group, viewKey, resource }: ViewProps) {
  return (
    <PageBeingBuilt
      name={title || group || '该页面'}
      group={group}
      target={resource ? `资源：${resource}` : `视图：${viewKey || '未配置'}`}
    />
  );
}
