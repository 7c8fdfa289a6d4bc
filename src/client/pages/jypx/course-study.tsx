// A course studied in the page (docs/training.md "Studying a course"): its video (played by the browser from its
// ticket address, which answers range requests, so it plays before it has all come and seeks), its documents,
// and the progress the server counted from the page's heartbeats; 已完成 once the required time is reached.
import { Alert, Button, Card, Descriptions, Progress, Result, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { hoursText, minutesOf, type StudyCourseView, type StudyProgress } from '../../../domain/jypx-study.ts';
import { FileList } from '../../../runtime/file-list.tsx';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { StudyApi } from './study-api.ts';
import { useStudyBeats } from './use-study-beats.ts';

const t = textOf(jypxZh);

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; course: StudyCourseView };

export interface CourseStudyProps {
  api: StudyApi;
  courseId: number;
  onBack: () => void;
}

/** The progress line: minutes counted of the minutes required, and the state. */
export function StudyProgressLine({ progress }: { progress: StudyProgress }) {
  return (
    <Space data-testid="study-progress" data-seconds={progress.seconds} data-completed={progress.completed ? 'true' : 'false'} wrap>
      <Progress type="circle" size={56} percent={progress.percent} />
      <Typography.Text>{t('jypx.study.ui.progress', { done: minutesOf(progress.seconds), required: Math.ceil(progress.required / 60) })}</Typography.Text>
      {progress.completed ? <Tag color="success">{t('jypx.study.ui.completed')}</Tag> : <Tag color="processing">{t('jypx.study.ui.studying')}</Tag>}
    </Space>
  );
}

function Studied({ api, course, onBack }: { api: StudyApi; course: StudyCourseView; onBack: () => void }) {
  const [progress, setProgress] = useState(course.progress);
  const [playing, setPlaying] = useState(false);
  const [justCompleted, setJustCompleted] = useState(false);
  useStudyBeats({
    api,
    courseId: course.id,
    beatSeconds: course.beatSeconds,
    studying: course.video === null || playing,
    onProgress: (p, completedNow) => {
      setProgress(p);
      if (completedNow) setJustCompleted(true);
    },
  });
  return (
    <Card
      title={course.name}
      extra={
        <Button size="small" onClick={onBack}>
          {t('jypx.study.ui.back')}
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <StudyProgressLine progress={progress} />
        {justCompleted && <Alert type="success" showIcon message={course.countsHours ? t('jypx.study.ui.doneHours', { hours: hoursText(course.hours) }) : t('jypx.study.ui.done')} />}
        {course.video && (
          <video
            data-testid="course-video"
            src={course.video.url}
            controls
            preload="metadata"
            playsInline
            style={{ width: '100%', maxWidth: 960, background: '#000' }}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
          />
        )}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('jypx.study.ui.hours')}>{hoursText(course.hours)}</Descriptions.Item>
          <Descriptions.Item label={t('jypx.study.ui.countsHours')}>{course.countsHours ? t('jypx.ui.yes') : t('jypx.ui.no')}</Descriptions.Item>
          {course.lecturer && <Descriptions.Item label={t('jypx.study.ui.lecturer')}>{course.lecturer}</Descriptions.Item>}
        </Descriptions>
        {course.summary && <Typography.Paragraph>{course.summary}</Typography.Paragraph>}
        <div data-testid="course-documents">
          <Typography.Title level={5}>{t('jypx.study.ui.documents')}</Typography.Title>
          {course.documents.length ? <FileList ids={course.documents.map((d) => String(d.id))} /> : <Typography.Text type="secondary">{t('jypx.study.ui.noDocuments')}</Typography.Text>}
        </div>
        <Typography.Text type="secondary">{t('jypx.study.ui.rule', { seconds: course.beatSeconds })}</Typography.Text>
      </Space>
    </Card>
  );
}

/** Opens the course (the count starts) and shows it. */
export function CourseStudy({ api, courseId, onBack }: CourseStudyProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const open = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      setLoad({ status: 'ready', course: await api.open(courseId) });
    } catch (e) {
      setLoad({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }, [api, courseId]);
  useEffect(() => {
    void open();
  }, [open]);
  if (load.status === 'loading') return <Spin style={{ display: 'block', margin: 48 }} />;
  if (load.status === 'failed')
    return <Result status="warning" title={t('jypx.study.ui.loadFailed')} subTitle={load.message} extra={<Button onClick={() => void open()}>{t('jypx.ui.retry')}</Button>} />;
  return <Studied api={api} course={load.course} onBack={onBack} />;
}
