// 我的课程 (/jypx/my-course, docs/training.md "Studying a course"): the enterprise's courses with the signed-in
// person's progress (the courses of their plans first); 学习 opens the course at /jypx/study/:id.
import { Button, Card, Progress, Result, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { hoursText, type MyCourse } from '../../../domain/jypx-study.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { studyApi, type StudyApi } from './study-api.ts';

const t = textOf(jypxZh);
export const STUDY_PATH = '/jypx/study';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; rows: MyCourse[] };

export interface MyCoursesListProps {
  api?: Pick<StudyApi, 'mine'>;
  go: (path: string) => void;
}

export function MyCoursesList({ api = studyApi, go }: MyCoursesListProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
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
  if (load.status === 'failed')
    return <Result status="warning" title={t('jypx.study.ui.mineFailed')} subTitle={load.message} extra={<Button onClick={() => void fetch()}>{t('jypx.ui.retry')}</Button>} />;
  return (
    <Table<MyCourse>
      rowKey="id"
      size="small"
      loading={load.status === 'loading'}
      dataSource={load.status === 'ready' ? load.rows : []}
      locale={{ emptyText: t('jypx.study.ui.mineEmpty') }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 720 }}
      columns={[
        {
          key: 'name',
          title: t('jypx.study.ui.col.name'),
          render: (_: unknown, c: MyCourse) => (
            <span>
              {c.name} {c.inMyPlan && <Tag color="blue">{t('jypx.study.ui.inMyPlan')}</Tag>}
            </span>
          ),
        },
        { key: 'hours', title: t('jypx.study.ui.hours'), width: 80, render: (_: unknown, c: MyCourse) => hoursText(c.hours) },
        { key: 'video', title: t('jypx.study.ui.col.video'), width: 80, render: (_: unknown, c: MyCourse) => (c.hasVideo ? t('jypx.ui.yes') : '-') },
        { key: 'progress', title: t('jypx.study.ui.col.progress'), width: 180, render: (_: unknown, c: MyCourse) => <Progress size="small" percent={c.progress.percent} /> },
        {
          key: 'action',
          title: t('jypx.ui.col.action'),
          width: 100,
          fixed: 'right',
          render: (_: unknown, c: MyCourse) => (
            <Button type={c.progress.completed ? 'default' : 'primary'} size="small" onClick={() => go(`${STUDY_PATH}/${c.id}`)}>
              {c.progress.completed ? t('jypx.study.ui.review') : t('jypx.study.ui.study')}
            </Button>
          ),
        },
      ]}
    />
  );
}

export default function MyCoursesPage({ title }: Partial<ViewProps>) {
  const navigate = useNavigate();
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <MyCoursesList go={(p) => void navigate(p)} />
    </Card>
  );
}
