import { Card, Descriptions, Flex, QRCode, Typography } from 'antd';
import { fetchPhoneReleases } from '../api/app-releases-api.ts';
import { AppReleases, type AppRelease } from './system/app-releases.tsx';
import { appTitle } from '../config.ts';
import { BUILD_TIME, BUILD_VERSION } from '../build-info.ts';
import { formatTime } from '../../domain/format.ts';
import { appUrl } from '../shell/top-bar-tools.tsx';
import type { ViewProps } from '../router/view-registry.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { useLoaded } from '../hooks/use-loaded.ts';
import { LoadFailed } from '../components/load-failed.tsx';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

export interface SystemAppPageProps extends Partial<ViewProps> {
  /** The server's origin (this page's by default; stories pass their own). */
  origin?: string;
  /** The phone app's version records, newest first (the app-version resource by default; stories pass a fake). */
  loadReleases?: () => Promise<AppRelease[]>;
}

/**
 * 应用管理 (component `system/app`, spec 000 §1, issue 15 item 8): the app's name, version (package.json's) and
 * build time, and the phone shell's address with its QR code to scan; below, the phone app's version records
 * (issue 24: version, date, notes, download link) with the newest one's QR code.
 */
export default function SystemAppPage({ title, origin, loadReleases = fetchPhoneReleases }: SystemAppPageProps) {
  usePageTitle(title || t('mshell.app.title'));
  const url = appUrl(origin);
  // A failed read says so with a retry, rather than showing an empty list as if there were no releases.
  const releases = useLoaded(loadReleases, [] as AppRelease[]);
  return (
    <Flex vertical gap={16}>
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
      <Card title={t('mshell.app.releases')}>
        {releases.failed ? (
          <LoadFailed title={t('mshell.app.releasesFailed')} retryLabel={t('mshell.app.retry')} onRetry={() => void releases.reload()} />
        ) : (
          <AppReleases releases={releases.value} loading={releases.loading} fallbackUrl={url} origin={origin ?? window.location.origin} />
        )}
      </Card>
    </Flex>
  );
}
