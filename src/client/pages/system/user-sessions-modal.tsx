import { Button, Empty, Flex, Modal, Popconfirm, Result, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { formatTime } from '../../../domain/format.ts';
import { accessZh } from '../../../domain/i18n/zh/access.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { revokeSessions, userSessions, type UserSession } from './user-account-api.ts';

const t = textOf(accessZh);

/** The user whose account is looked after: the id the routes take and the name the dialogs show. */
export interface AccountUser {
  id: number;
  name: string;
}

/**
 * 会话 of one user in 用户管理 (docs/administration.md "Sessions"): the live sessions (signed in, expires, address,
 * browser; the administrator's own marked), each revoked after a confirmation, or all at once. A revoked token is
 * refused at its next request. The request layer shows a refusal; the list is read again after each revoke.
 */
export function UserSessionsModal({ user, onClose }: { user: AccountUser | null; onClose: () => void }) {
  const [rows, setRows] = useState<UserSession[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const userId = user?.id;

  const load = useCallback(async () => {
    if (userId === undefined) return;
    setLoading(true);
    try {
      setRows(await userSessions(userId));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [userId]);

  useEffect(() => {
    setRows([]);
    void load();
  }, [load]);

  const revoke = async (which: number | 'all') => {
    if (userId === undefined) return;
    setBusy(which);
    try {
      void message.success(await revokeSessions(userId, which === 'all' ? undefined : which));
    } catch {
      // The request layer has shown why; nothing changed.
    } finally {
      setBusy(null);
      await load();
    }
  };

  const columns: ColumnsType<UserSession> = [
    { title: t('access.user.createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => formatTime(v) },
    { title: t('access.user.expiresAt'), dataIndex: 'expiresAt', width: 170, render: (v: string) => formatTime(v) },
    { title: t('access.user.clientIp'), dataIndex: 'clientIp', width: 130, render: (v: string | null) => v ?? '-' },
    {
      title: t('access.user.userAgent'),
      dataIndex: 'userAgent',
      ellipsis: true,
      render: (v: string | null, r) => (
        <>
          {r.current && <Tag color="blue">{t('access.user.current')}</Tag>}
          {r.viewOnly && <Tag>{t('access.user.viewOnly')}</Tag>}
          <Typography.Text title={v ?? undefined}>{v ?? '-'}</Typography.Text>
        </>
      ),
    },
    {
      title: t('access.ui.actions'),
      width: 90,
      render: (_: unknown, r) => (
        <Popconfirm
          title={t('access.user.revokeConfirm')}
          okText={t('access.user.revoke')}
          okButtonProps={{ danger: true }}
          cancelText={t('access.ui.cancel')}
          onConfirm={() => revoke(r.id)}
        >
          <Button size="small" danger loading={busy === r.id} data-testid={`session-revoke-${r.id}`}>
            {t('access.user.revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Modal
      open={user !== null}
      title={user ? t('access.user.sessionsTitle', { name: user.name }) : ''}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <Popconfirm
            title={t('access.user.revokeAllConfirm', { name: user?.name ?? '', n: rows.length })}
            okText={t('access.user.revokeAll')}
            okButtonProps={{ danger: true }}
            cancelText={t('access.ui.cancel')}
            disabled={rows.length === 0}
            onConfirm={() => revoke('all')}
          >
            <Button danger disabled={rows.length === 0} loading={busy === 'all'} data-testid="session-revoke-all">
              {t('access.user.revokeAll')}
            </Button>
          </Popconfirm>
          <Button onClick={onClose}>{t('access.user.close')}</Button>
        </Flex>
      }
    >
      <div data-testid="user-sessions">
        {failed ? (
          <Result
            status="warning"
            title={t('access.user.loadFailed')}
            extra={<Button onClick={() => void load()}>{t('access.ui.retry')}</Button>}
          />
        ) : (
          <Table
            rowKey="id"
            size="small"
            loading={loading}
            pagination={false}
            dataSource={rows}
            columns={columns}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('access.user.noSessions')} /> }}
          />
        )}
      </div>
    </Modal>
  );
}
