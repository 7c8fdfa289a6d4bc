import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** /404: where unknown paths go (spec 000 §2). */
export function NotFoundPage() {
  usePageTitle('页面不存在');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在"
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
