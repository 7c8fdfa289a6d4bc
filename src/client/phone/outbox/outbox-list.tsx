// 我的 › 待发送: what waits on the phone (label, time, state), with 重新发送 / 打开修改 for a refused one and
// 放弃 (after a confirmation) for any that is not being sent.
import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { formatTime } from '../../../domain/format.ts';
import { outboxuiZh } from '../../../domain/i18n/zh/outboxui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { Outbox } from './outbox.ts';
import type { OutboxItem, OutboxState } from './outbox-types.ts';
import { useOutbox } from './use-outbox.ts';

const t = textOf(outboxuiZh);

const STATE_COLOR: Record<OutboxState, string> = { waiting: 'orange', sending: 'blue', failed: 'red' };

export interface OutboxListProps {
  /** The shell's outbox unless given (stories, tests). */
  outbox?: Outbox;
  /** Opens the page a refused submission was made on (its `request.page`). */
  onOpen?: (item: OutboxItem) => void;
}

export function OutboxList({ outbox, onOpen }: OutboxListProps) {
  const view = useOutbox(outbox);
  return (
    <List
      header={<Typography.Text strong>{t('outboxui.title')}</Typography.Text>}
      locale={{ emptyText: t('outboxui.empty') }}
      dataSource={[...view.items]}
      rowKey="key"
      renderItem={(item) => (
        <List.Item>
          <Space direction="vertical" size={4} style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text strong>{item.request.label}</Typography.Text>
              <Tag color={STATE_COLOR[item.state]}>{t(`outboxui.state.${item.state}`)}</Tag>
            </Space>
            <Typography.Text type="secondary">
              {formatTime(item.createdAt, 'YYYY-MM-DD HH:mm')}
              {item.files.length ? ` · ${t('outboxui.files', { count: item.files.length })}` : ''}
              {item.attempts ? ` · ${t('outboxui.attempts', { count: item.attempts })}` : ''}
            </Typography.Text>
            {item.lastError && <Typography.Text type={item.state === 'failed' ? 'danger' : 'secondary'}>{item.lastError}</Typography.Text>}
            {item.state !== 'sending' && (
              <Space wrap>
                {item.state === 'failed' && (
                  <Button size="large" type="primary" onClick={() => void view.retry(item.key)}>
                    {t('outboxui.retry')}
                  </Button>
                )}
                {item.state === 'failed' && item.request.page && onOpen && (
                  <Button size="large" onClick={() => onOpen(item)}>
                    {t('outboxui.open')}
                  </Button>
                )}
                <Popconfirm
                  title={t('outboxui.discardConfirm')}
                  okText={t('outboxui.discardOk')}
                  cancelText={t('outboxui.discardCancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => view.discard(item.key)}
                >
                  <Button size="large" danger>
                    {t('outboxui.discard')}
                  </Button>
                </Popconfirm>
              </Space>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}
