import { Link, useParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** /public/* (public, no session): pages shared without login. None is published yet. */
export function PublicPage() {
  usePageTitle('公开页面');
  const { '*': rest = '' } = useParams();
  return (
    <Result
      status="info"
      title="公开页面"
      subTitle={rest ? `公开页面「${rest}」暂未发布。` : '暂无公开页面。'}
      extra={
        <Link to="/login">
          <Button type="primary">登录系统</Button>
        </Link>
      }
    />
  );
}
