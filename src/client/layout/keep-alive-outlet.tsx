import { Activity, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { useTagsStore } from '../stores/tags-store.ts';

/**
 * The child route, kept alive (spec 000 §2 "cached views honour noCache"): the views of `cached` paths
 * stay mounted but hidden (React's Activity) after navigating away, so their state (a half-filled form)
 * survives switching tabs; other views unmount. A view's refresh count is part of its key: 刷新 remounts it.
 */
export function KeepAliveOutlet({ cached }: { cached: readonly string[] }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const refreshCounts = useTagsStore((s) => s.refreshCounts);
  // Insertion order is render order, so a revisited view keeps its place (and its state).
  const views = useRef(new Map<string, ReactNode>()).current;
  views.set(pathname, outlet);
  for (const path of [...views.keys()]) {
    if (path !== pathname && !cached.includes(path)) views.delete(path);
  }

  return [...views].map(([path, element]) => {
    const active = path === pathname;
    return (
      <Activity key={`${path}#${refreshCounts[path] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
        <div className="app-view" data-view-path={path}>
          {element}
        </div>
      </Activity>
    );
  });
}
