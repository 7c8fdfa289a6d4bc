// The parts of an exam paper shared by the desktop and the phone pages (docs/training.md): a question with the
// input of its type, the paper (all questions, or one at a time with 上一题/下一题), and the result after the submit
// (the score, passed or not, the wrong answers with the right ones when the exam shows them).
import { Alert, Button, Card, Checkbox, Input, List, Radio, Result, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { answerText, isAnswered, type TakeAttempt, type TakeQuestion } from '../../../domain/jypx-taking.ts';
import type { GivenAnswer } from '../../../domain/jypx-scoring.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(jypxZh);
const TYPE_COLORS = { single: 'blue', multiple: 'purple', judge: 'green', blank: 'orange' } as const;
const words = () => ({ yes: t('jypx.ui.yes'), no: t('jypx.ui.no') });

export interface QuestionCardProps {
  question: TakeQuestion;
  index: number;
  value: GivenAnswer | undefined;
  onChange: (value: GivenAnswer) => void;
  disabled?: boolean;
}

/** One question with the input of its type. */
export function QuestionCard({ question: q, index, value, onChange, disabled }: QuestionCardProps) {
  const vertical = { display: 'flex', flexDirection: 'column', gap: 8 } as const;
  let input;
  if (q.type === 'single') {
    input = (
      <Radio.Group disabled={disabled} value={typeof value === 'string' ? value : undefined} onChange={(e) => onChange(String(e.target.value))} style={vertical}>
        {q.options.map((o) => (
          <Radio key={o.key} value={o.key}>{`${o.key}. ${o.text}`}</Radio>
        ))}
      </Radio.Group>
    );
  } else if (q.type === 'multiple') {
    input = (
      <Checkbox.Group disabled={disabled} value={Array.isArray(value) ? [...value] : []} onChange={(v) => onChange([...v].map(String).sort())} style={vertical}>
        {q.options.map((o) => (
          <Checkbox key={o.key} value={o.key}>{`${o.key}. ${o.text}`}</Checkbox>
        ))}
      </Checkbox.Group>
    );
  } else if (q.type === 'judge') {
    input = (
      <Radio.Group disabled={disabled} value={typeof value === 'boolean' ? value : undefined} onChange={(e) => onChange(e.target.value === true)}>
        <Radio value={true}>{t('jypx.ui.yes')}</Radio>
        <Radio value={false}>{t('jypx.ui.no')}</Radio>
      </Radio.Group>
    );
  } else {
    const texts = Array.isArray(value) ? [...value] : Array.from({ length: q.blanks }, () => '');
    input = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {Array.from({ length: q.blanks }, (_, i) => (
          <Input
            key={i}
            disabled={disabled}
            maxLength={500}
            addonBefore={t('jypx.ui.blank', { n: i + 1 })}
            aria-label={t('jypx.ui.blank', { n: i + 1 })}
            value={texts[i] ?? ''}
            onChange={(e) => onChange(texts.map((x, j) => (j === i ? e.target.value : (x ?? ''))))}
          />
        ))}
      </Space>
    );
  }
  return (
    <Card size="small" data-testid={`question-${q.id}`} style={{ marginBottom: 12 }}>
      <Typography.Paragraph strong style={{ marginBottom: 12 }}>
        <Tag color={TYPE_COLORS[q.type]}>{t(`jypx.ui.type.${q.type}`)}</Tag>
        {`${index + 1}. ${q.stem}`}
        <Typography.Text type="secondary">{t('jypx.ui.points', { points: q.points })}</Typography.Text>
      </Typography.Paragraph>
      {input}
    </Card>
  );
}

export interface ExamPaperProps {
  attempt: TakeAttempt;
  given: Readonly<Record<string, GivenAnswer>>;
  onAnswer: (questionId: number, value: GivenAnswer) => void;
  disabled?: boolean;
}

/** The questions of the paper: all at once, or one at a time when the exam says so. */
export function ExamPaper({ attempt, given, onAnswer, disabled }: ExamPaperProps) {
  const [at, setAt] = useState(0);
  const qs = attempt.questions;
  const card = (q: TakeQuestion, i: number) => (
    <QuestionCard key={q.id} question={q} index={i} value={given[String(q.id)]} onChange={(v) => onAnswer(q.id, v)} disabled={disabled} />
  );
  if (!attempt.oneByOne) return <div>{qs.map(card)}</div>;
  const i = Math.min(at, qs.length - 1);
  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        {qs.map((q, n) => (
          <Button
            key={q.id}
            size="small"
            shape="circle"
            type={n === i ? 'primary' : isAnswered(q, given[String(q.id)]) ? 'dashed' : 'default'}
            onClick={() => setAt(n)}
          >
            {n + 1}
          </Button>
        ))}
      </Space>
      {qs[i] ? card(qs[i], i) : null}
      <Space>
        <Button disabled={i === 0} onClick={() => setAt(i - 1)}>
          {t('jypx.ui.prev')}
        </Button>
        <Button disabled={i >= qs.length - 1} onClick={() => setAt(i + 1)}>
          {t('jypx.ui.next')}
        </Button>
      </Space>
    </div>
  );
}

export interface ExamResultProps {
  attempt: TakeAttempt;
  timedOut?: boolean;
  /** Shown when another attempt may be started. */
  onAgain?: () => void;
  extra?: ReactNode;
}

/** The result of a submitted attempt: the score and the wrong answers. */
export function ExamResult({ attempt: a, timedOut, onAgain, extra }: ExamResultProps) {
  const wrong = a.questions.filter((q) => q.right === false);
  const index = new Map(a.questions.map((q, i) => [q.id, i]));
  return (
    <div>
      {timedOut ? <Alert type="warning" showIcon message={t('jypx.ui.timeUp')} style={{ marginBottom: 12 }} /> : null}
      <Result
        status={a.passed ? 'success' : 'warning'}
        title={a.passed ? t('jypx.ui.result.passed') : t('jypx.ui.result.failed')}
        subTitle={
          <Space direction="vertical" size={2}>
            <span data-testid="exam-score">{t('jypx.ui.result.score', { score: a.score ?? 0, total: a.total, passMark: a.passMark })}</span>
            <span>{t('jypx.ui.result.attempt', { n: a.attemptNo, at: a.submittedAt ?? '' })}</span>
          </Space>
        }
        extra={
          <Space wrap>
            {extra}
            {onAgain && !a.passed && a.attemptNo < a.maxAttempts ? (
              <Button type="primary" onClick={onAgain}>
                {t('jypx.ui.result.again')}
              </Button>
            ) : null}
          </Space>
        }
      />
      {!a.showAnswers ? (
        <Alert type="info" message={t('jypx.ui.result.noAnswers')} />
      ) : wrong.length === 0 ? (
        <Alert type="success" message={t('jypx.ui.result.allRight')} />
      ) : (
        <List
          header={<Typography.Text strong>{t('jypx.ui.result.wrong', { n: wrong.length })}</Typography.Text>}
          bordered
          dataSource={wrong}
          renderItem={(q) => {
            const yours = answerText(a.answers[String(q.id)], words());
            return (
              <List.Item data-testid={`wrong-${q.id}`}>
                <Space direction="vertical" size={4} style={{ width: '100%' }}>
                  <Typography.Text strong>
                    <Tag color={TYPE_COLORS[q.type]}>{t(`jypx.ui.type.${q.type}`)}</Tag>
                    {`${(index.get(q.id) ?? 0) + 1}. ${q.stem}`}
                  </Typography.Text>
                  {q.options.length ? <Typography.Text type="secondary">{q.options.map((o) => `${o.key}. ${o.text}`).join('  ')}</Typography.Text> : null}
                  <Typography.Text type="danger">{t('jypx.ui.result.yours') + (yours || t('jypx.ui.result.none'))}</Typography.Text>
                  <Typography.Text type="success">{t('jypx.ui.result.right') + answerText(q.rightAnswer, words())}</Typography.Text>
                  {q.explanation ? <Typography.Text type="secondary">{t('jypx.ui.result.explanation') + q.explanation}</Typography.Text> : null}
                </Space>
              </List.Item>
            );
          }}
        />
      )}
    </div>
  );
}
