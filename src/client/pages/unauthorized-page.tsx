import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** /401: the user may not open the page (spec 000 §2). */
export function UnauthorizedPage() {
  usePageTitle('无权访问');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle="抱歉，您无权访问该页面"
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
