import { Button, Empty, Flex, Modal, Popconfirm, Result, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { formatTime } from '../../../domain/format.ts';
import { accessZh } from '../../../domain/i18n/zh/access.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { clearLoginFailures, loginFailures, type FailureCounter } from './user-account-api.ts';
import type { AccountUser } from './user-sessions-modal.tsx';

const t = textOf(accessZh);

/**
 * 清除登录失败次数 of one user in 用户管理 (docs/administration.md "Failed-login counters"): the login throttle's
 * counters of the user (per address the wrong passwords came from, and the old-password checks), with the time a
 * blocked address is let in again; 清除 after a confirmation empties them all, and the user may sign in at once.
 */
export function LoginFailuresModal({ user, onClose }: { user: AccountUser | null; onClose: () => void }) {
  const [rows, setRows] = useState<FailureCounter[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [clearing, setClearing] = useState(false);
  const userId = user?.id;

  const load = useCallback(async () => {
    if (userId === undefined) return;
    setLoading(true);
    try {
      setRows(await loginFailures(userId));
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

  const clear = async () => {
    if (userId === undefined) return;
    setClearing(true);
    try {
      void message.success(await clearLoginFailures(userId));
    } catch {
      // The request layer has shown why; nothing changed.
    } finally {
      setClearing(false);
      await load();
    }
  };

  const columns: ColumnsType<FailureCounter> = [
    { title: t('access.user.address'), dataIndex: 'address', render: (v: string | null) => v ?? t('access.user.oldPassword') },
    { title: t('access.user.attempts'), dataIndex: 'attempts', width: 110 },
    {
      title: t('access.user.blockedUntil'),
      dataIndex: 'blockedUntil',
      width: 190,
      render: (v: string | null) => (v ? <Tag color="red">{formatTime(v)}</Tag> : <Tag>{t('access.user.notBlocked')}</Tag>),
    },
  ];

  return (
    <Modal
      open={user !== null}
      title={user ? t('access.user.failuresTitle', { name: user.name }) : ''}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <Popconfirm
            title={t('access.user.clearConfirm', { name: user?.name ?? '' })}
            okText={t('access.user.clear')}
            okButtonProps={{ danger: true }}
            cancelText={t('access.ui.cancel')}
            disabled={rows.length === 0}
            onConfirm={clear}
          >
            <Button danger disabled={rows.length === 0} loading={clearing} data-testid="failures-clear">
              {t('access.user.failures')}
            </Button>
          </Popconfirm>
          <Button onClick={onClose}>{t('access.user.close')}</Button>
        </Flex>
      }
    >
      <div data-testid="login-failures">
        {failed ? (
          <Result status="warning" title={t('access.user.loadFailed')} extra={<Button onClick={() => void load()}>{t('access.ui.retry')}</Button>} />
        ) : (
          <Table
            rowKey={(r) => r.address ?? ''}
            size="small"
            loading={loading}
            pagination={false}
            dataSource={rows}
            columns={columns}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('access.user.noFailures')} /> }}
          />
        )}
      </div>
    </Modal>
  );
}
