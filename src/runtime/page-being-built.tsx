// The screen of something not built yet: a menu entry whose view or resource file does not exist. The
// client's fallback view and SchemaPage (a resource file not found) both show it, so it reads the same.
import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';

export interface PageBeingBuiltProps {
  /** The screen's name (its menu or page title). */
  name: string;
  /** The module (menu group) the screen belongs to, when known. */
  group?: string;
  /**
   * What the entry points at (`资源：…` / `视图：…`): for developers only, kept in a data attribute and
   * never shown to the user.
   */
  target?: string;
}

/** 「name 正在建设中」 naming the module, and nothing of the view or resource behind it. */
export function PageBeingBuilt({ name, group, target }: PageBeingBuiltProps) {
  const module = group && group !== name ? `「${group}」模块的这一页面` : '这一页面';
  return (
    <div data-testid="page-being-built" data-target={target || undefined}>
      <Result icon={<ToolOutlined />} title={`${name} 正在建设中`} subTitle={`${module}暂不可用，敬请期待。`} />
    </div>
  );
}
