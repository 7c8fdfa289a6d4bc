// The versions of one resource's overlay (designer: 版本): who published what and when, any two versions
// compared field by field, and rollback (a new version equal to an older one; history is never rewritten).
import { Alert, Button, Card, Empty, Flex, Modal, Select, Space, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatTime } from '../src/domain/format.ts';
import { failureText } from '../src/runtime/client-failure.ts';
import type { ClientFailure } from '../src/runtime/resource-client.ts';
import type { OverlayChange } from '../src/schema/overlay-diff.ts';
import { useDesignerClient, type VersionRow } from './designer-client.ts';
import { VersionDiffTable } from './version-diff-table.tsx';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface VersionsPanelProps {
  resourceKey: string;
  /** The version in force (0: nothing published yet). */
  currentVersion: number;
  /** A rollback published `version` (the new version in force). */
  onRolledBack(version: number): void;
}

const PAGE_SIZE = 10;

/** What 对比 showed: the two versions and their changes (null changes while loading). */
interface Comparison {
  from: number;
  to: number;
  changes: OverlayChange[] | null;
  error: string | null;
}

/** 版本 N, or what version 0 stands for. */
export function versionName(v: number): string {
  return v === 0 ? t('designer.versions.zero') : t('designer.versions.name', { version: v });
}

function statusOf(e: unknown): number | undefined {
  return (e as Partial<ClientFailure> | null)?.status;
}

/** A paged table of the versions, a comparison of two of them and rollback. */
export function VersionsPanel({ resourceKey, currentVersion, onRolledBack }: VersionsPanelProps) {
  const client = useDesignerClient();
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<VersionRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [versionA, setVersionA] = useState(Math.max(0, currentVersion - 1));
  const [versionB, setVersionB] = useState(currentVersion);
  const [comparison, setComparison] = useState<Comparison | null>(null);

  const latestDiff = useRef(0);

  // Another resource or a new version in force: back to the first page, previous against current.
  const shownFor = `${resourceKey}@${currentVersion}`;
  const [resetFor, setResetFor] = useState(shownFor);
  if (resetFor !== shownFor) {
    setResetFor(shownFor);
    setPage(1);
    setVersionA(Math.max(0, currentVersion - 1));
    setVersionB(currentVersion);
    setComparison(null);
  }
  // A comparison still running for what was shown before is dropped.
  useEffect(() => {
    latestDiff.current++;
  }, [shownFor]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setLoadError(null);
    client.versions(resourceKey, page, PAGE_SIZE).then(
      (answer) => {
        if (!live) return;
        setRows(answer.rows);
        setTotal(answer.total);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setLoadError(failureText(e, t('designer.versions.loadFailed')));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [client, resourceKey, page, currentVersion, reloads]);

  const compare = useCallback(
    async (from: number, to: number) => {
      setVersionA(from);
      setVersionB(to);
      setComparison({ from, to, changes: null, error: null });
      // Only the last comparison asked for is shown.
      const ticket = ++latestDiff.current;
      try {
        const answer = await client.diff(resourceKey, from, to);
        if (ticket === latestDiff.current) setComparison({ from, to, changes: answer.changes, error: null });
      } catch (e) {
        if (ticket === latestDiff.current) setComparison({ from, to, changes: [], error: failureText(e, t('designer.versions.compareFailed')) });
      }
    },
    [client, resourceKey],
  );

  const rollback = useCallback(
    (target: number) => {
      void modal.confirm({
        title: target === 0 ? t('designer.versions.rollbackInitial') : t('designer.versions.rollbackTo', { version: target }),
        content:
          target === 0
            ? t('designer.versions.rollbackInitialConfirm', { current: currentVersion })
            : t('designer.versions.rollbackConfirm', { version: target, current: currentVersion }),
        okText: t('designer.versions.rollback'),
        okButtonProps: { danger: true },
        cancelText: t('designer.cancel'),
        onOk: async () => {
          try {
            const { version } = await client.rollback(resourceKey, target, currentVersion);
            void message.success(target === 0 ? t('designer.versions.rolledBackInitial', { version }) : t('designer.versions.rolledBack', { target, version }));
            onRolledBack(version);
          } catch (e) {
            if (statusOf(e) === 409) {
              void message.warning(t('designer.versions.conflict'));
              setReloads((n) => n + 1);
            } else void message.error(failureText(e, t('designer.versions.rollbackFailed')));
          }
        },
      });
    },
    [client, modal, resourceKey, currentVersion, onRolledBack],
  );

  const columns = useMemo<ColumnsType<VersionRow>>(
    () => [
      {
        title: t('designer.versions.version'),
        dataIndex: 'version',
        width: 96,
        render: (v: number) => (
          <Space size={4}>
            <span>{v}</span>
            {v === currentVersion && <Tag color="green">{t('designer.versions.current')}</Tag>}
          </Space>
        ),
      },
      { title: t('designer.versions.note'), dataIndex: 'note', ellipsis: true, render: (v: string | null) => v || '—' },
      { title: t('designer.versions.by'), dataIndex: 'createdByName', width: 100, render: (v: string | null) => v || '—' },
      { title: t('designer.versions.at'), dataIndex: 'createdAt', width: 170, render: (v: string) => formatTime(v) || '—' },
      { title: t('designer.versions.fields'), dataIndex: 'fields', width: 72, align: 'right' },
      { title: t('designer.versions.tabs'), dataIndex: 'tabs', width: 72, align: 'right' },
      {
        title: t('designer.fields.actions'),
        key: 'actions',
        width: 200,
        render: (_, r) => (
          <Space size={0}>
            <Button type="link" size="small" disabled={r.version === currentVersion} onClick={() => void compare(r.version, currentVersion)}>
              {t('designer.versions.compareCurrent')}
            </Button>
            <Button type="link" size="small" danger disabled={r.version === currentVersion} onClick={() => rollback(r.version)}>
              {t('designer.versions.rollbackHere')}
            </Button>
          </Space>
        ),
      },
    ],
    [currentVersion, compare, rollback],
  );

  const options = useMemo(
    () => Array.from({ length: currentVersion + 1 }, (_, i) => currentVersion - i).map((v) => ({ value: v, label: versionName(v) })),
    [currentVersion],
  );

  if (currentVersion === 0 && !loading && rows.length === 0 && !loadError) {
    return <Empty description={t('designer.versions.none')} data-testid="versions-empty" />;
  }

  return (
    <Flex vertical gap={16} data-testid="versions-panel">
      {modalHolder}
      {loadError && (
        <Alert
          type="error"
          showIcon
          message={loadError}
          action={
            <Button size="small" onClick={() => setReloads((n) => n + 1)}>
              {t('designer.retry')}
            </Button>
          }
        />
      )}
      {currentVersion > 0 && (
        <Flex justify="flex-end">
          <Button danger size="small" onClick={() => rollback(0)} data-testid="versions-rollback-initial">
            {t('designer.versions.rollbackInitial')}
          </Button>
        </Flex>
      )}
      <Table<VersionRow>
        size="small"
        rowKey="version"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 780 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.versions.empty')} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showTotal: (n) => t('designer.versions.total', { count: n }), hideOnSinglePage: true }}
      />
      <Card size="small" title={t('designer.versions.compare')}>
        <Flex vertical gap={12}>
          <Space wrap>
            <span id="versions-compare-a">{t('designer.versions.a')}</span>
            <Select<number> aria-labelledby="versions-compare-a" style={{ width: 200 }} value={versionA} options={options} onChange={setVersionA} />
            <span id="versions-compare-b">{t('designer.versions.b')}</span>
            <Select<number> aria-labelledby="versions-compare-b" style={{ width: 200 }} value={versionB} options={options} onChange={setVersionB} />
            <Button type="primary" disabled={versionA === versionB} loading={comparison?.changes === null} onClick={() => void compare(versionA, versionB)}>
              {t('designer.versions.compareButton')}
            </Button>
            {versionA === versionB && <Typography.Text type="secondary">{t('designer.versions.twoDifferent')}</Typography.Text>}
          </Space>
          {comparison && (
            <>
              <Typography.Text strong>
                {versionName(comparison.from)} → {versionName(comparison.to)}
              </Typography.Text>
              {comparison.error ? (
                <Alert type="error" showIcon message={comparison.error} />
              ) : (
                <VersionDiffTable changes={comparison.changes ?? []} loading={comparison.changes === null} />
              )}
            </>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
