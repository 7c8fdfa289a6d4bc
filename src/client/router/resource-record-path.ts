// Where a resource's records open: a page of one record (a module's views.ts `records`, at its entry's `:id` route),
// else the first routed page, in menu order, whose view is the resource's page (a `resource/<key>` entry, or a
// module's menu key bound to the resource in its views.ts) with the detail open. The server links a record of a
// resource that no menu file names as `resource/<key>` to the workbench with `?resource=<key>&detail=<id>`
// (src/server/workflow/resource-links.ts); the workbench sends such a link on to this page.
import { flattenRouteSpecs, type RouteSpec } from './build-routes.ts';
import { lookupView } from './view-registry.ts';

/** The full path of resource `key`'s page among `specs`, or null when the menu has none (detail routes skipped). */
export function resourceRecordPath(specs: RouteSpec[], key: string): string | null {
  for (const spec of flattenRouteSpecs(specs)) {
    if (!spec.fullPath || spec.fullPath.includes(':')) continue;
    const entry = lookupView(spec.view);
    if (entry.kind === 'page' && entry.resource === key) return spec.fullPath;
  }
  return null;
}

/** The page of one record of resource `key` among `specs`: its `:id` route with `id` in it, or null. */
function recordPagePath(specs: RouteSpec[], key: string, id: string): string | null {
  for (const spec of flattenRouteSpecs(specs)) {
    const params = spec.fullPath?.split('/').filter((part) => part.startsWith(':')) ?? [];
    if (!spec.fullPath || params.join() !== ':id') continue;
    const entry = lookupView(spec.view);
    if (entry.kind === 'page' && entry.record === key) return spec.fullPath.replace(':id', encodeURIComponent(id));
  }
  return null;
}

/** Where record `id` of resource `key` opens in the caller's menu (`specs`), or null when the menu shows none. */
export function resourceRecordLink(specs: RouteSpec[], key: string, id: string | number): string | null {
  const page = recordPagePath(specs, key, String(id));
  if (page) return page;
  const list = resourceRecordPath(specs, key);
  return list ? `${list}?detail=${encodeURIComponent(String(id))}` : null;
}
