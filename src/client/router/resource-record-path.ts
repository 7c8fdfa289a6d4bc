// Where a resource's records open: the first routed page, in menu order, whose view is the resource's page (a
// `resource/<key>` entry, or a module's menu key bound to the resource in its views.ts). The server links a record
// of a resource that no menu file names as `resource/<key>` to the workbench with `?resource=<key>&detail=<id>`
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
