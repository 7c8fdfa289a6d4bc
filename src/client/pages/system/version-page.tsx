import { Alert, Card, Descriptions, Flex } from 'antd';
import { APP_VERSION, APP_VERSION_KEY } from '../../config.ts';
import { BUILD_TIME, BUILD_VERSION } from '../../build-info.ts';
import { formatTime } from '../../../domain/format.ts';
import { adminZh } from '../../../domain/i18n/zh/admin.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import ResourcePage from '../resource-page.tsx';

const t = textOf(adminZh);

/** The version this browser last stored (spec 000 §4's check), null when none or storage is unavailable. */
function storedVersion(): string | null {
  try {
    return window.localStorage.getItem(APP_VERSION_KEY);
  } catch {
    return null;
  }
}

/**
 * 版本管理 (component `system/version`, spec 000 §4): the built version (202505061429) the reload check compares
 * with the browser's stored one, the program version and build time, and the version history (the shared
 * `app-version` records, written by the platform administrator).
 */
export default function VersionPage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('admin.version.title'));
  const stored = storedVersion();
  return (
    <Flex vertical gap={16}>
      <Card title={title || t('admin.version.title')} data-testid="system-version">
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'built', label: t('admin.version.built'), children: <span data-testid="built-version">{APP_VERSION}</span> },
            { key: 'package', label: t('admin.version.package'), children: BUILD_VERSION },
            { key: 'at', label: t('admin.version.builtAt'), children: BUILD_TIME ? formatTime(BUILD_TIME) : '-' },
            { key: 'stored', label: t('admin.version.stored'), children: stored ?? t('admin.version.storedNone') },
          ]}
        />
        <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('admin.version.hint')} />
      </Card>
      <ResourcePage resource="app-version" viewKey="system/version" title={t('admin.version.history')} />
    </Flex>
  );
}
