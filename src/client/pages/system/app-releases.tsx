import { Empty, Flex, QRCode, Table, Typography } from 'antd';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

/** A phone app version record (the `app-version` resource, channel phone). */
export interface AppRelease {
  id: number;
  version: string;
  releasedOn: string;
  notes?: string | null;
  downloadUrl?: string | null;
}

export interface AppReleasesProps {
  /** Newest first. */
  releases: readonly AppRelease[];
  /** Where a release without a download address is opened (the phone shell's address). */
  fallbackUrl: string;
  /** The origin a site path (`/…`) is completed with. */
  origin: string;
  loading?: boolean;
}

/** The address a release's QR code and link open. */
export function releaseUrl(r: AppRelease, fallbackUrl: string, origin: string): string {
  const u = r.downloadUrl?.trim();
  if (!u) return fallbackUrl;
  return u.startsWith('/') ? `${origin}${u}` : u;
}

/**
 * 应用管理's version records (issue 24): the newest phone version's QR code, then every record with its
 * version, date, notes and download link (a small QR code each).
 */
export function AppReleases({ releases, fallbackUrl, origin, loading }: AppReleasesProps) {
  const newest = releases[0];
  return (
    <Flex gap={32} wrap align="flex-start" data-testid="app-releases">
      {newest && (
        <Flex vertical align="center" gap={8} data-testid="app-release-latest">
          <QRCode value={releaseUrl(newest, fallbackUrl, origin)} size={160} aria-label={t('mshell.app.releaseQr')} />
          <Typography.Text strong>{t('mshell.app.latest', { version: newest.version })}</Typography.Text>
          <Typography.Text type="secondary">{t('mshell.app.scanLatest')}</Typography.Text>
        </Flex>
      )}
      <Table<AppRelease>
        style={{ flex: '1 1 480px' }}
        size="small"
        rowKey="id"
        loading={loading}
        pagination={false}
        dataSource={[...releases]}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mshell.app.none')} /> }}
        columns={[
          { key: 'version', title: t('mshell.app.version'), dataIndex: 'version', width: 150 },
          { key: 'releasedOn', title: t('mshell.app.releasedOn'), dataIndex: 'releasedOn', width: 120 },
          { key: 'notes', title: t('mshell.app.notes'), dataIndex: 'notes', render: (v: string | null | undefined) => v ?? '' },
          {
            key: 'download',
            title: t('mshell.app.download'),
            width: 90,
            render: (_: unknown, r: AppRelease) => (
              <Typography.Link href={releaseUrl(r, fallbackUrl, origin)} target="_blank" rel="noreferrer" data-testid={`app-release-link-${r.id}`}>
                {t('mshell.app.downloadLink')}
              </Typography.Link>
            ),
          },
        ]}
      />
    </Flex>
  );
}
