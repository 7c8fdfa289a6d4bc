// 我的考试 on the phone (/zax/m/x/jypx/exams): the desktop list in its compact form; a row opens the exam below
// /x/jypx/take/:id.
import { useNavigate } from 'react-router-dom';
import { jypxZh } from '../../../../domain/i18n/zh/jypx.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { MyExamsList, TAKE_PATH } from '../../../pages/jypx/my-exams-page.tsx';
import { PhonePageFrame } from '../../phone-page.tsx';

const t = textOf(jypxZh);

export default function MyExamsPhonePage() {
  const navigate = useNavigate();
  return (
    <PhonePageFrame title={t('jypx.ui.phone.title')} back>
      <MyExamsList compact go={(p) => void navigate(p.replace(TAKE_PATH, '/x/jypx/take'))} />
    </PhonePageFrame>
  );
}
