import { useState } from 'react';
import { Button, Empty, Modal, Popover, QRCode, Space, Tooltip, Typography } from 'antd';
import { FileTextOutlined, MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { ROUTER_BASENAME } from '../config.ts';
import { PHONE_BASENAME } from '../../domain/phone-paths.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { NotificationDialogHost } from './notification-dialog.tsx';
import { useNotificationStore } from './notification-store.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The operation manual, shipped with the client (src/client/public/manual.pdf). */
export const MANUAL_URL = `${ROUTER_BASENAME}/manual.pdf`;
export const MANUAL_FILE_NAME = t('shell.tools.manualFile');

/** The address the mobile QR code opens: the phone shell (issue 15 item 8). */
export function appUrl(origin: string = window.location.origin): string {
  return `${origin}${PHONE_BASENAME}/`;
}

function MobileQrCode() {
  const url = appUrl();
  return (
    <Space direction="vertical" align="center" size={4} style={{ width: 180 }}>
      <QRCode value={url} size={160} bordered={false} aria-label={t('shell.tools.mobileQr')} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('shell.tools.scanForMobile')}
      </Typography.Text>
      {/* The whole address, wrapped: one cut short by an ellipsis could not be read off the screen. */}
      <Typography.Text copyable={{ text: url }} style={{ fontSize: 12, wordBreak: 'break-all', textAlign: 'center' }}>
        {url}
      </Typography.Text>
    </Space>
  );
}

/**
 * Tools of the top bar (spec 000 §2 and issue 3 item 5): the manual download, the app's QR code and the
 * message-alert dialog (the risk notifications for users linked to a staff record; an empty notice otherwise).
 */
export function TopBarTools() {
  const hasStaff = useSessionStore((s) => s.userInfo?.renYuanId != null);
  const [emptyOpen, setEmptyOpen] = useState(false);

  function openMessages() {
    if (hasStaff) useNotificationStore.getState().openDialog();
    else setEmptyOpen(true);
  }

  return (
    <Space size={0}>
      <Tooltip title={t('shell.tools.manual')}>
        <Button type="text" icon={<FileTextOutlined />} href={MANUAL_URL} download={MANUAL_FILE_NAME} aria-label={t('shell.tools.manual')} />
      </Tooltip>
      <Popover content={<MobileQrCode />} title={t('shell.tools.mobile')} trigger="click" placement="bottom">
        <Button type="text" icon={<MobileOutlined />} aria-label={t('shell.tools.mobile')} />
      </Popover>
      <Tooltip title={t('shell.notify.reminders')}>
        <Button type="text" icon={<MessageOutlined />} aria-label={t('shell.notify.reminders')} onClick={openMessages} />
      </Tooltip>
      {hasStaff && <NotificationDialogHost />}
      <Modal title={t('shell.notify.reminders')} open={emptyOpen} footer={null} onCancel={() => setEmptyOpen(false)} width={480}>
        <Empty description={t('shell.tools.noReminders')} image={Empty.PRESENTED_IMAGE_SIMPLE}>
          <Typography.Text type="secondary">{t('shell.tools.noPerson')}</Typography.Text>
        </Empty>
      </Modal>
    </Space>
  );
}
