// 在线考试 (/jypx/take/:id, reached from 我的考试): the exam :id started or resumed; `?attempt=` shows that attempt's
// result instead.
import { Result } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ExamTaking } from './exam-taking.tsx';
import { takeApi } from './take-api.ts';

const t = textOf(jypxZh);
export const MY_EXAMS_PATH = '/jypx/my-exam';

const positive = (s: string | null | undefined): number | null => {
  const n = Number(s);
  return s && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export default function TakeExamPage() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const examId = positive(id);
  const attemptId = positive(search.get('attempt'));
  if (examId === null) return <Result status="404" title={t('jypx.take.notFound')} />;
  return (
    <ExamTaking
      key={`${examId}-${attemptId ?? 'take'}-${round}`}
      api={takeApi}
      examId={examId}
      attemptId={attemptId}
      onBack={() => void navigate(MY_EXAMS_PATH)}
      onAgain={() => {
        setSearch({});
        setRound((r) => r + 1);
      }}
    />
  );
}
