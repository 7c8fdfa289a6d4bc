// The items of one checklist task, each filled on its own (正常, or 异常 with what is wrong and photos of it: confirmed
// first, since it registers a hidden danger, given the photos, whose ticket is then linked), under the task's period,
// due time, assignee, state and progress. The server's refusals (not the assignee, an overdue task, a note missing)
// are shown at the item. Shared by 任务详情 on the desktop (/qing-dan/task-item/:id) and the phone's page
// (/zax/m/x/qing-dan/task/:id), which send the item their own way (`save`) and link the hidden danger to their own
// page of it (`dangerPath`); the photos go up through the resource client of the context.
import { Alert, Button, Descriptions, Empty, Input, List, Popconfirm, Radio, Result, Space, Spin, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { FileList } from '../../../runtime/file-list.tsx';
import { FileUpload } from '../../../runtime/file-upload.tsx';
import { ApiError, request } from '../../api/http.ts';

const t = textOf(fxfjgkZh);
const TASK_URL = '/u-basic/checklist-task';
const ITEM_URL = '/u-basic/checklist-task-item';

type Rec = Record<string, unknown> & { id: number };
type Load = { status: 'loading' } | { status: 'failed'; notFound: boolean } | { status: 'ready'; task: Rec; items: Rec[] };

const STATE: Readonly<Record<string, [string, string]>> = {
  pending: [t('fxfjgk.qd.page.workbench.pending'), 'gold'],
  doing: [t('fxfjgk.qd.page.workbench.doing'), 'blue'],
  done: [t('fxfjgk.qd.page.workbench.done'), 'green'],
};
/** At most this many photos of an abnormal item. */
const MAX_PHOTOS = 9;
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
/** A reference's label as the server answers it (`refLabels`), else its id. */
export const labelOf = (r: Rec, field: string): string => {
  const labels = r.refLabels;
  const v = typeof labels === 'object' && labels !== null ? (labels as Record<string, unknown>)[field] : undefined;
  return typeof v === 'string' ? v : str(r[field]);
};

function ItemRow({ item, disabled, onSaved, save, dangerPath }: { item: Rec; disabled: boolean; onSaved: () => void; save: SaveItem; dangerPath: (id: string) => string }) {
  const [result, setResult] = useState<'normal' | 'abnormal' | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const done = item.result === 'normal' || item.result === 'abnormal';

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await save({ id: item.id, result, note: note.trim() || undefined, photos: result === 'abnormal' && photos.length ? photos : undefined });
      const danger = saved?.hiddenDangerId;
      // No signal on the phone: the item waits in the outbox and goes when there is one.
      if (saved === null) void message.info(t('fxfjgk.qd.page.queued'));
      else void message.success(danger ? t('fxfjgk.qd.page.danger', { id: String(danger) }) : t('fxfjgk.qd.page.saved'));
      onSaved();
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors[0]?.message ?? e.message) : String(e));
    } finally {
      setSaving(false);
    }
  };

  const seq = str(item.seq);
  if (done) {
    return (
      <List.Item data-testid={`qd-item-${seq}`}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{`${seq}. ${str(item.content)}`}</Typography.Text>
            <Tag color={item.result === 'abnormal' ? 'red' : 'green'}>{item.result === 'abnormal' ? t('fxfjgk.qd.page.abnormal') : t('fxfjgk.qd.page.normal')}</Tag>
            {item.hiddenDangerId ? <Link to={dangerPath(str(item.hiddenDangerId))}>{t('fxfjgk.qd.page.danger', { id: str(item.hiddenDangerId) })}</Link> : null}
          </Space>
          {item.note ? <Typography.Text type="secondary">{str(item.note)}</Typography.Text> : null}
          {idsOf(item.photos).length ? <FileList ids={idsOf(item.photos)} /> : null}
        </Space>
      </List.Item>
    );
  }
  const button = (
    <Button type="primary" size="small" loading={saving} disabled={disabled || result === null} onClick={result === 'abnormal' ? undefined : () => void submit()}>
      {t('fxfjgk.qd.page.submit')}
    </Button>
  );
  return (
    <List.Item data-testid={`qd-item-${seq}`}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong>{`${seq}. ${str(item.content)}`}</Typography.Text>
        <Radio.Group disabled={disabled} value={result} onChange={(e) => setResult(e.target.value as 'normal' | 'abnormal')} aria-label={str(item.content)}>
          <Radio value="normal">{t('fxfjgk.qd.page.normal')}</Radio>
          <Radio value="abnormal">{t('fxfjgk.qd.page.abnormal')}</Radio>
        </Radio.Group>
        {result === 'abnormal' ? (
          <>
            <Input.TextArea aria-label={t('fxfjgk.qd.page.note')} placeholder={t('fxfjgk.qd.page.notePlaceholder')} value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} />
            <div aria-label={t('fxfjgk.qd.page.photos')} role="group" data-testid={`qd-item-photos-${seq}`}>
              <FileUpload accept="image" maxCount={MAX_PHOTOS} value={photos} onChange={setPhotos} disabled={disabled} />
            </div>
          </>
        ) : null}
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {result === 'abnormal' ? (
          <Popconfirm title={t('fxfjgk.qd.page.confirmAbnormal')} onConfirm={() => void submit()} disabled={disabled}>
            {button}
          </Popconfirm>
        ) : (
          button
        )}
      </Space>
    </List.Item>
  );
}

/** What filling one item sends (`PUT /u-basic/checklist-task-item`); answers the saved item (null: kept to send later). */
export type SaveItem = (body: { id: number; result: 'normal' | 'abnormal' | null; note?: string; photos?: string[] }) => Promise<Rec | null>;

/** The desktop's way: the item is sent at once. */
export const saveItemNow: SaveItem = async (data) => (await request<Rec>({ method: 'PUT', url: ITEM_URL, data, silent: true })).data ?? null;

export interface TaskItemsProps {
  taskId: number;
  /** Put before the task's name in its heading (the menu entry's title). */
  title?: string;
  /** One column (the phone). */
  compact?: boolean;
  save?: SaveItem;
  /** The page of a hidden danger an abnormal item registered. */
  dangerPath?: (id: string) => string;
  /** Shown under a task that does not exist (the way back). */
  back?: ReactNode;
}

export const TICKET_PATH = (id: string): string => `/yhpc/ticket/${id}`;

/** A checklist task's heading, figures and items, loaded by its number. */
export function TaskItems({ taskId, title, compact, save = saveItemNow, dangerPath = TICKET_PATH, back }: TaskItemsProps) {
  const valid = Number.isSafeInteger(taskId) && taskId > 0;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchAll = useCallback(async () => {
    if (!valid) return;
    try {
      const [task, items] = await Promise.all([
        request<Rec>({ method: 'GET', url: `${TASK_URL}/${taskId}`, silent: true }),
        request<{ rows: Rec[] }>({ method: 'GET', url: `${ITEM_URL}/list`, params: { taskId, page: 1, limit: 100, sort: 'seq', order: 'asc' }, silent: true }),
      ]);
      if (!task.data) setLoad({ status: 'failed', notFound: true });
      else setLoad({ status: 'ready', task: task.data, items: items.data?.rows ?? [] });
    } catch (e) {
      setLoad({ status: 'failed', notFound: e instanceof ApiError && e.status === 404 });
    }
  }, [taskId, valid]);
  useEffect(() => {
    void fetchAll();
  }, [fetchAll]);

  if (!valid || (load.status === 'failed' && load.notFound)) return <Result status="404" title={t('fxfjgk.qd.page.notFound')} extra={back} />;
  if (load.status === 'failed') {
    return <Result status="warning" title={t('fxfjgk.qd.page.failed')} extra={<Button onClick={() => void fetchAll()}>{t('fxfjgk.qd.page.retry')}</Button>} />;
  }
  if (load.status === 'loading') return <Spin style={{ display: 'block', padding: 48 }} />;
  const { task, items } = load;
  const [stateLabel, stateColor] = STATE[str(task.state)] ?? [str(task.state), 'default'];
  const missed = task.missed === true && task.state !== 'done';
  return (
    <div data-testid="qd-task-items">
      <Typography.Title level={compact ? 5 : 4} style={{ marginTop: 0 }}>
        {title ? t('fxfjgk.qd.page.titlePrefix', { title }) : ''}
        {str(task.name)}
      </Typography.Title>
      <Descriptions size="small" column={compact ? 1 : { xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('fxfjgk.qd.page.colPeriod')}>{str(task.period)}</Descriptions.Item>
        <Descriptions.Item label={t('fxfjgk.qd.page.colDue')}>{str(task.dueAt)}</Descriptions.Item>
        <Descriptions.Item label={t('fxfjgk.qd.page.assignee')}>{labelOf(task, 'assigneeId')}</Descriptions.Item>
        <Descriptions.Item label={t('fxfjgk.qd.page.state')}>
          <Tag color={stateColor} data-testid="qd-task-state">
            {stateLabel}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('fxfjgk.qd.page.colProgress')}>{`${str(task.doneCount ?? 0)} / ${str(task.itemCount ?? items.length)}`}</Descriptions.Item>
      </Descriptions>
      {missed ? <Alert type="warning" showIcon message={t('fxfjgk.qd.page.missed')} style={{ marginBottom: 16 }} /> : null}
      <Typography.Title level={5}>{t('fxfjgk.qd.page.items')}</Typography.Title>
      {items.length === 0 ? (
        <Empty />
      ) : (
        <List
          bordered
          dataSource={items}
          rowKey="id"
          renderItem={(item) => <ItemRow key={item.id} item={item} disabled={missed} onSaved={() => void fetchAll()} save={save} dangerPath={dangerPath} />}
        />
      )}
    </div>
  );
}
