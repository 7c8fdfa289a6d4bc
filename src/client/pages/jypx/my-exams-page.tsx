// 我的考试 (/jypx/my-exam, docs/training.md): the published exams assigned to the signed-in person (through the
// plans naming them), with their attempts and best score; 开始考试 (confirmed: the clock starts), 继续作答 and 查看成绩
// open the exam at /jypx/take/:id.
import { Button, Card, Modal, Result, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { myExamState, type MyExam, type MyExamState } from '../../../domain/jypx-taking.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { takeApi, type TakeApi } from './take-api.ts';

const t = textOf(jypxZh);
export const TAKE_PATH = '/jypx/take';
const STATE_COLORS: Readonly<Record<MyExamState, string>> = {
  continue: 'processing',
  start: 'blue',
  passed: 'success',
  used: 'error',
  notOpen: 'default',
  closed: 'default',
};

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; rows: MyExam[] };

/** The sites' wall time now (UTC+8), as the exams' windows are written. */
export function siteNow(at = new Date()): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Where an exam's row leads: its attempt's result, or the exam to take. */
export function takePath(e: MyExam, state: MyExamState): string | null {
  if (state === 'continue' || state === 'start') return `${TAKE_PATH}/${e.id}`;
  return e.lastAttemptId === null ? null : `${TAKE_PATH}/${e.id}?attempt=${e.lastAttemptId}`;
}

export interface MyExamsListProps {
  api?: TakeApi;
  /** Opens a path of the app (the desktop's router or the phone's). */
  go: (path: string) => void;
  compact?: boolean;
}

/** The person's exams as a table (desktop) or a compact one (phone). */
export function MyExamsList({ api = takeApi, go, compact }: MyExamsListProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [modal, holder] = Modal.useModal();
  const fetch = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      setLoad({ status: 'ready', rows: await api.mine() });
    } catch (e) {
      setLoad({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }, [api]);
  useEffect(() => {
    void fetch();
  }, [fetch]);

  if (load.status === 'failed') {
    return <Result status="warning" title={t('jypx.ui.mine.failed')} subTitle={load.message} extra={<Button onClick={() => void fetch()}>{t('jypx.ui.retry')}</Button>} />;
  }
  const now = siteNow();
  const start = (e: MyExam) => {
    void modal.confirm({
      title: t('jypx.ui.start.title'),
      content: t('jypx.ui.start.confirm', { minutes: e.timeLimit }),
      okText: t('jypx.ui.action.start'),
      cancelText: t('jypx.ui.cancel'),
      onOk: () => go(`${TAKE_PATH}/${e.id}`),
    });
  };
  const action = (e: MyExam) => {
    const state = myExamState(e, now);
    const path = takePath(e, state);
    if (state === 'start')
      return (
        <Button type="primary" size="small" onClick={() => start(e)}>
          {t('jypx.ui.action.start')}
        </Button>
      );
    if (state === 'continue')
      return (
        <Button type="primary" size="small" onClick={() => path && go(path)}>
          {t('jypx.ui.action.continue')}
        </Button>
      );
    return path ? (
      <Button size="small" onClick={() => go(path)}>
        {t('jypx.ui.action.result')}
      </Button>
    ) : null;
  };
  const stateTag = (e: MyExam) => {
    const s = myExamState(e, now);
    return <Tag color={STATE_COLORS[s]}>{t(`jypx.ui.state.${s}`)}</Tag>;
  };
  return (
    <>
      {holder}
      <Table<MyExam>
        rowKey="id"
        size="small"
        loading={load.status === 'loading'}
        dataSource={load.status === 'ready' ? load.rows : []}
        locale={{ emptyText: t('jypx.ui.mine.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={compact ? undefined : { x: 900 }}
        columns={
          compact
            ? [
                {
                  key: 'name',
                  title: t('jypx.ui.col.name'),
                  render: (_: unknown, e: MyExam) => (
                    <div>
                      <div>{e.name}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {`${t('jypx.ui.minutes', { n: e.timeLimit })} · ${t('jypx.ui.col.passMark')} ${e.passMark} · ${t('jypx.ui.attempts', { n: e.attempts, max: e.maxAttempts })}`}
                      </Typography.Text>
                      <div>{stateTag(e)}</div>
                    </div>
                  ),
                },
                { key: 'action', width: 100, render: (_: unknown, e: MyExam) => action(e) },
              ]
            : [
                { key: 'name', title: t('jypx.ui.col.name'), dataIndex: 'name' },
                { key: 'time', title: t('jypx.ui.col.time'), width: 90, render: (_: unknown, e: MyExam) => t('jypx.ui.minutes', { n: e.timeLimit }) },
                { key: 'passMark', title: t('jypx.ui.col.passMark'), width: 80, dataIndex: 'passMark' },
                { key: 'window', title: t('jypx.ui.col.window'), width: 300, render: (_: unknown, e: MyExam) => `${e.windowStart} ~ ${e.windowEnd}` },
                { key: 'attempts', title: t('jypx.ui.col.attempts'), width: 90, render: (_: unknown, e: MyExam) => t('jypx.ui.attempts', { n: e.attempts, max: e.maxAttempts }) },
                { key: 'best', title: t('jypx.ui.col.best'), width: 80, render: (_: unknown, e: MyExam) => e.bestScore ?? '-' },
                { key: 'state', title: t('jypx.ui.col.state'), width: 100, render: (_: unknown, e: MyExam) => stateTag(e) },
                { key: 'action', title: t('jypx.ui.col.action'), width: 110, fixed: 'right', render: (_: unknown, e: MyExam) => action(e) },
              ]
        }
      />
    </>
  );
}

/** 我的考试 on the desktop. */
export default function MyExamsPage({ title }: Partial<ViewProps>) {
  const navigate = useNavigate();
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <MyExamsList go={(p) => void navigate(p)} />
    </Card>
  );
}
