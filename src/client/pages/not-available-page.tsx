import { PageBeingBuilt } from '../../runtime/page-being-built.tsx';
import type { ViewProps } from '../router/view-registry.ts';

/**
 * The view of a menu entry whose screen is not built yet: names the screen and says it is being built,
 * so an unknown component key never breaks the app. Resource screens open here until the schema runtime lands.
 */
export default function NotAvailablePage({ title, viewKey, resource }: ViewProps) {
  return (
    <PageBeingBuilt
      name={title || '该页面'}
      target={resource ? `资源：${resource}` : `视图：${viewKey || '未配置'}`}
    />
  );
}
