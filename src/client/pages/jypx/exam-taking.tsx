// An exam being taken, on the desktop and on the phone (docs/training.md): the bar with the timer, the answered
// count, whether the answers are saved and 交卷 (confirmed, naming the questions left unanswered); the paper; after
// the submit (or when the time is up) the result.
import { Alert, Button, Card, Modal, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { formatCountdown, isAnswered, type TakeAttempt } from '../../../domain/jypx-taking.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ExamPaper, ExamResult } from './exam-paper.tsx';
import type { TakeApi } from './take-api.ts';
import { useExamAttempt, type SaveState } from './use-exam-attempt.ts';

const t = textOf(jypxZh);

export interface ExamTakingProps {
  api: TakeApi;
  examId: number;
  /** A submitted attempt to show (its result); without it the exam is started or resumed. */
  attemptId?: number | null;
  /** Back to the list of the person's exams. */
  onBack: () => void;
  /** Starts another attempt (the page opens the exam again without `attemptId`). */
  onAgain: () => void;
  compact?: boolean;
}

function SaveTag({ state }: { state: SaveState }) {
  switch (state.kind) {
    case 'saving':
      return <Tag color="processing">{t('jypx.ui.saving')}</Tag>;
    case 'saved':
      return <Tag color="success" data-testid="exam-saved">{t('jypx.ui.savedAt', { at: state.at })}</Tag>;
    case 'failed':
      return <Tag color="error">{t('jypx.ui.saveFailed')}</Tag>;
    default:
      return null;
  }
}

/** Taking one exam: started (or resumed) when opened, or a submitted attempt's result. */
export function ExamTaking({ api, examId, attemptId, onBack, onAgain, compact }: ExamTakingProps) {
  const open = useMemo(() => (attemptId ? () => api.read(attemptId) : () => api.start(examId)), [api, attemptId, examId]);
  const x = useExamAttempt(api, open);
  const [modal, holder] = Modal.useModal();
  const back = <Button onClick={onBack}>{t('jypx.ui.back')}</Button>;

  if (x.load.status === 'loading') return <Card><Skeleton active /></Card>;
  if (x.load.status === 'failed') {
    return (
      <Result
        status="warning"
        title={t('jypx.ui.loadFailed')}
        subTitle={x.load.message}
        extra={
          <Space>
            {back}
            <Button onClick={x.reload}>{t('jypx.ui.retry')}</Button>
          </Space>
        }
      />
    );
  }
  const a: TakeAttempt = x.load.attempt;
  if (a.submitted) return <Card><ExamResult attempt={a} timedOut={x.timedOut} onAgain={onAgain} extra={back} /></Card>;

  const done = a.questions.filter((q) => isAnswered(q, x.given[String(q.id)])).length;
  const left = a.questions.length - done;
  const confirmSubmit = () => {
    void modal.confirm({
      title: t('jypx.ui.submit.title'),
      content: left > 0 ? t('jypx.ui.submit.unanswered', { n: left }) : t('jypx.ui.submit.confirm'),
      okText: t('jypx.ui.submit.ok'),
      cancelText: t('jypx.ui.cancel'),
      onOk: () => x.submit(),
    });
  };
  const low = x.remaining <= 60;
  return (
    <div>
      {holder}
      <Card
        size="small"
        style={{ position: 'sticky', top: 0, zIndex: 5, marginBottom: 12 }}
        title={compact ? null : <Typography.Text strong>{a.examName}</Typography.Text>}
        extra={compact ? null : back}
      >
        <Space wrap size={compact ? 8 : 16} style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <span>{t('jypx.ui.remaining')}</span>
            <Typography.Text strong type={low ? 'danger' : undefined} data-testid="exam-timer" style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }}>
              {formatCountdown(x.remaining)}
            </Typography.Text>
            <Tag>{t('jypx.ui.progress', { done, total: a.questions.length })}</Tag>
            <SaveTag state={x.saveState} />
          </Space>
          <Button type="primary" loading={x.submitting} onClick={confirmSubmit}>
            {t('jypx.ui.submit')}
          </Button>
        </Space>
      </Card>
      {x.saveState.kind === 'failed' && compact ? <Alert type="warning" message={t('jypx.ui.saveFailed')} style={{ marginBottom: 12 }} /> : null}
      <ExamPaper attempt={a} given={x.given} onAnswer={x.answer} disabled={x.submitting} />
    </div>
  );
}
