// 在线考试 on the phone (/zax/m/x/jypx/take/:id): the exam started or resumed (`?attempt=`: a result), its questions
// one below the other with the timer and 交卷 in a bar that stays on screen; answers are kept on the phone and saved
// as they are given, so a lost connection loses nothing.
import { Result } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { jypxZh } from '../../../../domain/i18n/zh/jypx.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { ExamTaking } from '../../../pages/jypx/exam-taking.tsx';
import { takeApi } from '../../../pages/jypx/take-api.ts';
import { PhonePageFrame } from '../../phone-page.tsx';
import { PHONE_EXAMS_PATH } from './pages.ts';

const t = textOf(jypxZh);

export default function TakeExamPhonePage() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const examId = Number(id);
  const attempt = Number(search.get('attempt'));
  const attemptId = Number.isSafeInteger(attempt) && attempt > 0 ? attempt : null;
  return (
    <PhonePageFrame title={t('jypx.ui.phone.title')} back>
      {Number.isSafeInteger(examId) && examId > 0 ? (
        <ExamTaking
          key={`${examId}-${attemptId ?? 'take'}-${round}`}
          compact
          api={takeApi}
          examId={examId}
          attemptId={attemptId}
          onBack={() => void navigate(PHONE_EXAMS_PATH)}
          onAgain={() => {
            setSearch({});
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <Result status="404" title={t('jypx.take.notFound')} />
      )}
    </PhonePageFrame>
  );
}
