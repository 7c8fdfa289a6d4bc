import { Link, useParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

/** /public/* (public, no session): pages shared without login. None is published yet. */
export function PublicPage() {
  usePageTitle(t('login.public.title'));
  const { '*': rest = '' } = useParams();
  return (
    <Result
      status="info"
      title={t('login.public.title')}
      subTitle={rest ? t('login.public.notPublished', { rest }) : t('login.public.none')}
      extra={
        <Link to="/login">
          <Button type="primary">{t('login.public.signIn')}</Button>
        </Link>
      }
    />
  );
}
