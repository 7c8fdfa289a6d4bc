import { Result, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import type { ViewProps } from '../router/view-registry.ts';

/**
 * The view of a menu entry whose screen is not built yet: names the screen and says it is being built,
 * so an unknown component key never breaks the app. Resource screens open here until the schema runtime lands.
 */
export default function NotAvailablePage({ title, viewKey, resource }: ViewProps) {
  const name = title || '该页面';
  return (
    <Result
      icon={<ToolOutlined />}
      title={name}
      subTitle={`「${name}」模块页面正在建设中，暂不可用，敬请期待。`}
      extra={
        <Typography.Text type="secondary" data-testid="view-key">
          {resource ? `资源：${resource}` : `视图：${viewKey || '未配置'}`}
        </Typography.Text>
      }
    />
  );
}
