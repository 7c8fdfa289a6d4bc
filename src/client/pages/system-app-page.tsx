import { Card, Descriptions, Flex, QRCode, Typography } from 'antd';
import { appTitle } from '../config.ts';
import { BUILD_TIME, BUILD_VERSION } from '../build-info.ts';
import { formatTime } from '../../domain/format.ts';
import { appUrl } from '../shell/top-bar-tools.tsx';
import type { ViewProps } from '../router/view-registry.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

export interface SystemAppPageProps extends Partial<ViewProps> {
  /** The server's origin (this page's by default; stories pass their own). */
  origin?: string;
}

/**
 * 应用管理 (component `system/app`, spec 000 §1, issue 15 item 8): the app's name, version (package.json's) and
 * build time, and the phone shell's address with its QR code to scan.
 */
export default function SystemAppPage({ title, origin }: SystemAppPageProps) {
  usePageTitle(title || t('mshell.app.title'));
  const url = appUrl(origin);
  return (
    <Card title={title || t('mshell.app.title')} data-testid="system-app">
      <Flex gap={32} wrap align="flex-start">
        <Descriptions
          column={1}
          bordered
          size="small"
          style={{ flex: '1 1 320px' }}
          items={[
            { key: 'name', label: t('mshell.app.name'), children: appTitle() },
            { key: 'version', label: t('mshell.app.version'), children: <span data-testid="app-version">{BUILD_VERSION}</span> },
            { key: 'built', label: t('mshell.app.builtAt'), children: BUILD_TIME ? formatTime(BUILD_TIME) : '-' },
            { key: 'address', label: t('mshell.app.address'), children: <Typography.Text copyable>{url}</Typography.Text> },
          ]}
        />
        <Flex vertical align="center" gap={8}>
          <QRCode value={url} size={180} aria-label={t('mshell.app.qr')} />
          <Typography.Text type="secondary">{t('mshell.app.scan')}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
