import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { buildRouteSpecs } from '../router/build-routes.ts';
import { resourceRecordLink } from '../router/resource-record-path.ts';
import { usePermissionStore } from '../stores/permission-store.ts';

/**
 * On the workbench: a link `?resource=<key>&detail=<id>` (a warning or an inbox item of a resource that a module's
 * views.ts binds to its menu entry) goes on to the record's page, or to the resource's page with the record's detail
 * open, once the menu is loaded.
 * Without such a page in the caller's menu the workbench stays.
 */
export function useResourceLinkRedirect(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const menu = usePermissionStore((s) => s.menu);
  const loaded = usePermissionStore((s) => s.loaded);
  const resource = params.get('resource');
  const detail = params.get('detail');
  useEffect(() => {
    if (!loaded || !resource || !detail) return;
    const link = resourceRecordLink(buildRouteSpecs(menu), resource, detail);
    if (link) navigate(link, { replace: true });
  }, [loaded, menu, resource, detail, navigate]);
}
