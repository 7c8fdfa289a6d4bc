import { useState } from 'react';
import { Button, Empty, Modal, Popover, QRCode, Space, Tooltip, Typography } from 'antd';
import { FileTextOutlined, MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { ROUTER_BASENAME } from '../config.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { NotificationDialogHost } from './notification-dialog.tsx';
import { useNotificationStore } from './notification-store.ts';

/** The operation manual, shipped with the client (src/client/public/manual.pdf). */
export const MANUAL_URL = `${ROUTER_BASENAME}/manual.pdf`;
export const MANUAL_FILE_NAME = '安全风险管控平台操作手册.pdf';

/** The address the mobile QR code opens: the app itself, which also runs in a phone browser. */
export function appUrl(origin: string = window.location.origin): string {
  return `${origin}${ROUTER_BASENAME}/`;
}

function MobileQrCode() {
  const url = appUrl();
  return (
    <Space direction="vertical" align="center" size={4} style={{ width: 180 }}>
      <QRCode value={url} size={160} bordered={false} aria-label="移动端二维码" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        手机扫码访问移动端
      </Typography.Text>
      <Typography.Text copyable={{ text: url }} style={{ fontSize: 12 }} ellipsis>
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
      <Tooltip title="操作手册">
        <Button type="text" icon={<FileTextOutlined />} href={MANUAL_URL} download={MANUAL_FILE_NAME} aria-label="操作手册" />
      </Tooltip>
      <Popover content={<MobileQrCode />} title="移动端" trigger="click" placement="bottom">
        <Button type="text" icon={<MobileOutlined />} aria-label="移动端" />
      </Popover>
      <Tooltip title="消息提醒">
        <Button type="text" icon={<MessageOutlined />} aria-label="消息提醒" onClick={openMessages} />
      </Tooltip>
      {hasStaff && <NotificationDialogHost />}
      <Modal title="消息提醒" open={emptyOpen} footer={null} onCancel={() => setEmptyOpen(false)} width={480}>
        <Empty description="暂无消息提醒" image={Empty.PRESENTED_IMAGE_SIMPLE}>
          <Typography.Text type="secondary">当前账号未关联人员，不接收风险预警消息。</Typography.Text>
        </Empty>
      </Modal>
    </Space>
  );
}
