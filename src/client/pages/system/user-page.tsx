import { useMemo } from 'react';
import { accessZh } from '../../../domain/i18n/zh/access.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ResourceClientContext, type ResourceRecord } from '../../../runtime/resource-client.ts';
import { SchemaPage } from '../../../runtime/schema-page.tsx';
import { TreeClientContext } from '../../../runtime/tree-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { httpTreeClient } from '../../api/tree-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { ROLE_ADMIN, useSessionStore } from '../../stores/session-store.ts';
import { listRoles } from './role-api.ts';
import { pickableRoles, rolePickerClient, USER_RESOURCE } from './role-picker.ts';
import { UserAccountMenu } from './user-account-menu.tsx';

const t = textOf(accessZh);
const NO_ROLES: readonly string[] = [];

/**
 * 用户管理 (component `system/user`, issue 24 item 1): the bound file `user-sysuser` (create, edit, enable and
 * disable, delete) with roles picked by name, and per row the 账号 menu: sessions, failed-login counters and a
 * password reset code (docs/administration.md).
 */
export default function UserPage({ title }: Partial<ViewProps>) {
  const roles = useSessionStore((s) => s.roles);
  const isView = useSessionStore((s) => s.isView);
  const isAdmin = roles.includes(ROLE_ADMIN);
  const client = useMemo(
    () =>
      rolePickerClient(
        httpResourceClient,
        async () => pickableRoles(await listRoles(), isAdmin),
        t('access.user.rolesHint'),
      ),
    [isAdmin],
  );
  const canWrite = !isView;
  const rowExtra = canWrite ? (record: ResourceRecord) => <UserAccountMenu row={record} /> : undefined;
  return (
    <ResourceClientContext.Provider value={client}>
      <TreeClientContext.Provider value={httpTreeClient}>
        <SchemaPage resourceKey={USER_RESOURCE} roles={isView ? NO_ROLES : roles} title={title || undefined} rowExtra={rowExtra} />
      </TreeClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
