import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** /401: the user may not open the page (spec 000 §2). */
export function UnauthorizedPage() {
  usePageTitle(t('shell.common.noAccess'));
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('shell.unauthorized.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('shell.common.backHome')}
        </Button>
      }
    />
  );
}
