// The screen of something not built yet: a menu entry whose view or resource file does not exist. The
// client's fallback view and SchemaPage (a resource file not found) both show it, so it reads the same.
import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

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
  const subTitle = group && group !== name ? t('runtime.building.inModule', { group }) : t('runtime.building.page');
  return (
    <div data-testid="page-being-built" data-target={target || undefined}>
      <Result icon={<ToolOutlined />} title={t('runtime.building.title', { name })} subTitle={subTitle} />
    </div>
  );
}
