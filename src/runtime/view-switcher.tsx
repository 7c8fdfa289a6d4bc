// The view switcher of a resource screen (docs/schema-engine.md "Views"): a segmented control of the views
// the file offers (表格, 树, 日历, 看板), and the choice remembered per resource in the browser's
// localStorage (a remembered view the file no longer offers falls back to the file's default).
import { Segmented } from 'antd';
import { useCallback, useState } from 'react';
import { defaultView } from '../schema/keywords/views.ts';
import type { ResourceFile, ViewName } from '../schema/resource-types.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** The localStorage key of a resource's chosen view. */
export function viewStorageKey(resourceKey: string): string {
  return `zax.view.${resourceKey}`;
}

function remembered(resourceKey: string): string | null {
  try {
    return localStorage.getItem(viewStorageKey(resourceKey));
  } catch {
    return null; // storage refused (privacy mode): the file's default
  }
}

/** The view to show and its setter: the remembered choice when offered, else the file's default. */
export function useViewChoice(resource: ResourceFile, offered: readonly ViewName[]): [ViewName, (view: ViewName) => void] {
  const [view, setView] = useState<ViewName>(() => {
    const saved = remembered(resource.key);
    const fallback = defaultView(resource);
    if (saved !== null && (offered as readonly string[]).includes(saved)) return saved as ViewName;
    return offered.includes(fallback) ? fallback : 'table';
  });
  const choose = useCallback(
    (next: ViewName) => {
      setView(next);
      try {
        localStorage.setItem(viewStorageKey(resource.key), next);
      } catch {
        // storage refused: the choice lasts until the page is left
      }
    },
    [resource.key],
  );
  return [view, choose];
}

export interface ViewSwitcherProps {
  views: readonly ViewName[];
  value: ViewName;
  onChange: (view: ViewName) => void;
}

/** 表格 / 树 / 日历 / 看板. */
export function ViewSwitcher({ views, value, onChange }: ViewSwitcherProps) {
  return (
    <Segmented<ViewName>
      aria-label={t('runtime.view.switcher')}
      data-testid="view-switcher"
      value={value}
      onChange={onChange}
      options={views.map((v) => ({ label: t(`runtime.view.${v}`), value: v }))}
    />
  );
}
