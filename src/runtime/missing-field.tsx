// The visible placeholder of a name that no longer resolves to a field (DESIGN.md §6): a column, detail
// section, tab or filter that still names a removed custom field renders this instead of crashing. Where a
// tab of the enterprise's overlay holds the name (the form's tab panes, the detail's tab sections) and the
// viewer may design the resource, it offers 清除, which takes the name out of the tab
// (`DELETE comp-tab-field`, docs/designer.md) and lets the screen reload its schema.
import { WarningOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Typography, message } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import type { LayoutTab } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { ResourceClientContext } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** What a screen tells its placeholders: whose tabs they are, whether the viewer may clear them. */
export interface MissingFieldScopeValue {
  resourceKey: string;
  /** The resource's `layout.tabs` (merged with the overlay). */
  tabs: readonly LayoutTab[];
  /** The schema answer's `canDesign`. */
  canDesign: boolean;
  /** Called once a name was cleared: the screen reloads its schema. */
  onCleared?: () => void;
}

const MissingFieldScopeContext = createContext<MissingFieldScopeValue | null>(null);

export interface MissingFieldScopeProps extends MissingFieldScopeValue {
  children?: ReactNode;
}

/** Provides the placeholders below with the resource, its tabs, `canDesign` and the reload callback. */
export function MissingFieldScope({ children, ...value }: MissingFieldScopeProps) {
  return <MissingFieldScopeContext.Provider value={value}>{children}</MissingFieldScopeContext.Provider>;
}

export interface MissingFieldProps {
  /** The name the schema refers to. */
  name: string;
  /** Offer 清除 (when the viewer may design and a tab holds the name). */
  clearable?: boolean;
  /** The tab holding the name; by default every tab of the scope that holds it. */
  tabKey?: string;
}

/**
 * 字段 xxx 已不存在 in the warning colour (…，请联系管理员 for those who may not design), with 清除 where
 * allowed. Extra props (Formily passes value, onChange...) are ignored.
 */
export function MissingField({ name, clearable = false, tabKey }: MissingFieldProps) {
  const scope = useContext(MissingFieldScopeContext);
  const client = useContext(ResourceClientContext);
  const canDesign = scope?.canDesign === true;
  const tabs = tabKey ? [tabKey] : (scope?.tabs ?? []).filter((t) => t.fields.includes(name)).map((t) => t.key);
  const text = (
    <Typography.Text type="warning" data-missing-field={name} role="note">
      <WarningOutlined /> {t(canDesign ? 'runtime.missing.gone' : 'runtime.missing.goneAskAdmin', { name })}
    </Typography.Text>
  );
  if (!clearable || !canDesign || !scope || !client || tabs.length === 0) return text;

  const clear = async () => {
    try {
      for (const tab of tabs) await client.clearMissingField(scope.resourceKey, tab, name);
      void message.success(t('runtime.missing.cleared', { name }));
      scope.onCleared?.();
    } catch (e) {
      void message.error(failureText(e, t('runtime.missing.clearFailed')));
    }
  };

  return (
    <Space size={4} wrap>
      {text}
      <Popconfirm
        title={t('runtime.missing.confirm', { name })}
        description={t('runtime.missing.confirmText')}
        okText={t('runtime.missing.clear')}
        okButtonProps={{ danger: true }}
        cancelText={t('runtime.cancel')}
        onConfirm={clear}
      >
        <Button size="small" type="link" danger aria-label={t('runtime.missing.clearField', { name })}>
          {t('runtime.missing.clear')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
