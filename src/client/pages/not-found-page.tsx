import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** /404: where unknown paths go (spec 000 §2). */
export function NotFoundPage() {
  usePageTitle(t('shell.notFound.title'));
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('shell.notFound.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('shell.common.backHome')}
        </Button>
      }
    />
  );
}
