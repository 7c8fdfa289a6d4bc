import { Link, useParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ssoZh } from '../../domain/i18n/zh/sso.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(ssoZh);

/** /public/* (public, no session): pages shared without login. None is published yet. */
export function PublicPage() {
  usePageTitle(t('sso.public.title'));
  const { '*': rest = '' } = useParams();
  return (
    <Result
      status="info"
      title={t('sso.public.title')}
      subTitle={rest ? t('sso.public.notPublished', { rest }) : t('sso.public.none')}
      extra={
        <Link to="/login">
          <Button type="primary">{t('sso.public.signIn')}</Button>
        </Link>
      }
    />
  );
}
