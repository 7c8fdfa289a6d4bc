import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Typography } from 'antd';
import { useState } from 'react';
import { accessZh } from '../../../domain/i18n/zh/access.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LoginFailuresModal } from './login-failures-modal.tsx';
import { sendResetCode } from './user-account-api.ts';
import { UserSessionsModal, type AccountUser } from './user-sessions-modal.tsx';

const t = textOf(accessZh);

/** What the menu needs of a 用户管理 row. */
export interface AccountRow {
  id: number;
  loginName?: unknown;
  userName?: unknown;
  mobile?: unknown;
}

function accountUser(row: AccountRow): AccountUser {
  const name = typeof row.userName === 'string' && row.userName ? row.userName : typeof row.loginName === 'string' ? row.loginName : String(row.id);
  return { id: row.id, name };
}

/**
 * 账号 of a row of 用户管理 (issue 24 item 1): 会话 (listed and revoked), 清除登录失败次数 (the counters shown and
 * cleared) and 重置密码 (after a confirmation, a one-time code goes by SMS to the mobile on record; the user then
 * sets a new password with it on the login page's 忘记密码). 重置密码 is off for a user without a mobile.
 */
export function UserAccountMenu({ row }: { row: AccountRow }) {
  const [open, setOpen] = useState<'sessions' | 'failures' | null>(null);
  const [modal, holder] = Modal.useModal();
  const user = accountUser(row);
  const hasMobile = typeof row.mobile === 'string' && row.mobile.trim() !== '';

  const reset = () => {
    void modal.confirm({
      title: t('access.user.resetCode'),
      content: t('access.user.resetConfirm', { name: user.name }),
      okText: t('access.user.send'),
      cancelText: t('access.ui.cancel'),
      onOk: async () => {
        try {
          const msg = await sendResetCode(user.id);
          void modal.success({
            title: t('access.user.resetSent'),
            content: (
              <div data-testid="reset-code-sent">
                <Typography.Paragraph>{msg}</Typography.Paragraph>
                <Typography.Paragraph type="secondary">{t('access.user.resetHint')}</Typography.Paragraph>
              </div>
            ),
            okText: t('access.user.ok'),
          });
        } catch {
          // The request layer has shown why (no mobile, too often); the dialog closes.
        }
      },
    });
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'sessions', label: t('access.user.sessions'), onClick: () => setOpen('sessions') },
            { key: 'failures', label: t('access.user.failures'), onClick: () => setOpen('failures') },
            { key: 'reset', label: hasMobile ? t('access.user.resetCode') : t('access.user.noMobile'), disabled: !hasMobile, onClick: reset },
          ],
        }}
      >
        <Button type="link" size="small" aria-label={`${t('access.user.menu')} ${String(row.id)}`} data-testid={`user-account-${row.id}`}>
          {t('access.user.menu')} <DownOutlined />
        </Button>
      </Dropdown>
      <UserSessionsModal user={open === 'sessions' ? user : null} onClose={() => setOpen(null)} />
      <LoginFailuresModal user={open === 'failures' ? user : null} onClose={() => setOpen(null)} />
      {holder}
    </>
  );
}
