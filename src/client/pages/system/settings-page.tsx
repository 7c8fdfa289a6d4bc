import { Result, Tabs } from 'antd';
import { adminZh } from '../../../domain/i18n/zh/admin.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { SchemaPage } from '../../../runtime/schema-page.tsx';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { ROLE_ADMIN, useSessionStore } from '../../stores/session-store.ts';
import { SubEnterpriseCard } from '../enterprise/sub-enterprise-card.tsx';
import { WebEmbedCard } from '../enterprise/web-embed-card.tsx';

const t = textOf(adminZh);
const NO_ROLES: readonly string[] = [];
/** 系统设置's bound file (configinfo by type). */
const CONFIG_RESOURCE = 'user-config';

/**
 * 系统设置 (component `system/settings`, issue 24 items 1 and 3): the enterprise's configuration items (the bound
 * file `user-config`) and, for the enterprise administrator, their enterprise's 网页嵌入 (the pages within the
 * origins the platform administrator allowed) and 下属企业 (read only), the cards of 企业详情 reused
 * (docs/enterprise.md). The platform administrator has those on 企业详情 of each enterprise.
 */
export default function SettingsPage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('admin.settings.title'));
  const roles = useSessionStore((s) => s.roles);
  const isView = useSessionStore((s) => s.isView);
  const info = useSessionStore((s) => s.userInfo);
  const config = (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <SchemaPage resourceKey={CONFIG_RESOURCE} roles={isView ? NO_ROLES : roles} title={title || undefined} />
    </ResourceClientContext.Provider>
  );
  if (roles.includes(ROLE_ADMIN) || isView) return config;
  if (!info) return <Result status="warning" title={t('admin.settings.noEnterprise')} />;
  const qyId = info.qyId;
  return (
    <Tabs
      data-testid="settings-tabs"
      destroyOnHidden
      items={[
        { key: 'config', label: t('admin.settings.configTab'), children: config },
        { key: 'embed', label: t('admin.settings.embedTab'), children: <WebEmbedCard qyId={qyId} originsEditable={false} /> },
        {
          key: 'subs',
          label: t('admin.settings.subsTab'),
          children: <SubEnterpriseCard qyId={qyId} qymc={info.qyxx?.qymc ?? ''} parentName={null} manage={false} />,
        },
      ]}
    />
  );
}
