import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { PhonePageFrame } from '../phone-page.tsx';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

/** A path of the shell no page answers: says so, with the way home. */
export default function PhoneNotFoundPage() {
  return (
    <PhonePageFrame title={t('mshell.notFound')} back>
      <Result
        status="404"
        title={t('mshell.notFound')}
        extra={
          <Link to="/">
            <Button type="primary">{t('mshell.tab.home')}</Button>
          </Link>
        }
      />
    </PhonePageFrame>
  );
}
