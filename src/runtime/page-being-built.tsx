// The screen of something not built yet: a menu entry whose view or resource file does not exist. The
// client's fallback view and SchemaPage (a resource file not found) both show it, so it reads the same.
import { Result, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';

export interface PageBeingBuiltProps {
  /** The screen's name, quoted in the message. */
  name: string;
  /** What the menu entry points at (`资源：…` / `视图：…`), in grey under the message. */
  target: string;
}

/** 「name」模块页面正在建设中 with what the entry points at. */
export function PageBeingBuilt({ name, target }: PageBeingBuiltProps) {
  return (
    <Result
      icon={<ToolOutlined />}
      title={name}
      subTitle={`「${name}」模块页面正在建设中，暂不可用，敬请期待。`}
      extra={
        <Typography.Text type="secondary" data-testid="view-key">
          {target}
        </Typography.Text>
      }
    />
  );
}
