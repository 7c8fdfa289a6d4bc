import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dropdown, theme, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTagsStore } from '../stores/tags-store.ts';
import { nextLocation, type VisitedView } from './visited-views.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

function menuOf(view: VisitedView): MenuProps['items'] {
  return [
    { key: 'refresh', label: t('shell.tags.refresh') },
    { key: 'close', label: t('shell.tags.close'), disabled: view.affix },
    { key: 'closeOthers', label: t('shell.tags.closeOthers') },
    { key: 'closeAll', label: t('shell.tags.closeAll') },
  ];
}

/**
 * The visited-page tabs under the navbar (spec 000 §2): a click opens the page, the cross or Delete closes
 * it (pinned tabs have none), and the context menu refreshes, closes, closes the others or closes all.
 * Closing the open page goes to the last remaining tab, else the dashboard.
 */
export function TagsView() {
  const views = useTagsStore((s) => s.visitedViews);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const bar = useRef<HTMLDivElement>(null);

  // Keep the open tab in sight: scroll the bar (only the bar, never the page) sideways to it.
  useEffect(() => {
    const b = bar.current;
    const el = b?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!b || !el) return;
    if (el.offsetLeft < b.scrollLeft) b.scrollLeft = el.offsetLeft - 15;
    else if (el.offsetLeft + el.offsetWidth > b.scrollLeft + b.clientWidth) {
      b.scrollLeft = el.offsetLeft + el.offsetWidth - b.clientWidth + 15;
    }
  }, [pathname, views.length]);

  const goOn = () => {
    const to = nextLocation(useTagsStore.getState().visitedViews, pathname, '/');
    if (to) navigate(to);
  };

  const act = (action: Action, view: VisitedView) => {
    const store = useTagsStore.getState();
    switch (action) {
      case 'refresh':
        store.refreshView(view.path);
        if (view.path !== pathname) navigate(view.fullPath);
        return;
      case 'close':
        store.closeView(view.path);
        return goOn();
      case 'closeOthers':
        store.closeOthers(view.path);
        if (view.path !== pathname) navigate(view.fullPath);
        return;
      case 'closeAll':
        store.closeAll();
        return goOn();
    }
  };

  const onKeyDown = (e: KeyboardEvent, view: VisitedView) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      navigate(view.fullPath);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      const tabs = [...(bar.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
      const i = tabs.indexOf(e.currentTarget as HTMLElement) + (e.key === 'ArrowLeft' ? -1 : 1);
      tabs[(i + tabs.length) % tabs.length]?.focus();
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && !view.affix) {
      e.preventDefault();
      act('close', view);
    }
  };

  return (
    <div
      className="tags-view"
      role="tablist"
      aria-label={t('shell.tags.label')}
      ref={bar}
      onWheel={(e) => {
        // A mouse wheel moves along the tabs.
        if (bar.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) bar.current.scrollLeft += e.deltaY;
      }}
    >
      {views.map((view) => {
        const active = view.path === pathname;
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            menu={{ items: menuOf(view), onClick: ({ key }) => act(key as Action, view) }}
          >
            <div
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              aria-label={view.title}
              title={view.title}
              className={`tags-view-item${active ? ' active' : ''}`}
              style={active ? { background: token.colorPrimary, borderColor: token.colorPrimary } : undefined}
              data-path={view.path}
              onClick={() => navigate(view.fullPath)}
              onAuxClick={(e) => e.button === 1 && !view.affix && act('close', view)}
              onKeyDown={(e) => onKeyDown(e, view)}
            >
              {view.title}
              {!view.affix && (
                <span
                  role="button"
                  tabIndex={-1}
                  aria-label={t('shell.tags.closeNamed', { title: view.title })}
                  className="tags-view-close"
                  onClick={(e) => {
                    e.stopPropagation();
                    act('close', view);
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
