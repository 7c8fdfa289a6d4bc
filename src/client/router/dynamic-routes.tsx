import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { moduleGateRoutes } from '../shell/module-gate-routes.tsx';
import { usePermissionStore } from '../stores/permission-store.ts';
import { buildRouteSpecs, type RouteSpec } from './build-routes.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { lookupView, type ViewLoader, type ViewProps } from './view-registry.ts';

const RedirectPage = lazy(() => import('../pages/redirect-page.tsx').then((m) => ({ default: m.RedirectPage })));

/** One lazy component per loader, so every route of a view shares it (the layout is never remounted between menus). */
const lazyViews = new Map<ViewLoader, LazyExoticComponent<ComponentType<ViewProps>>>();

function lazyView(load: ViewLoader): LazyExoticComponent<ComponentType<ViewProps>> {
  let view = lazyViews.get(load);
  if (!view) {
    view = lazy(load);
    lazyViews.set(load, view);
  }
  return view;
}

/** The layout shell of a top-level entry. */
function LayoutView({ load }: { load: ViewLoader }) {
  const Layout = lazyView(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout title="" viewKey="Layout" />
    </Suspense>
  );
}

/** A routed page: sets the document title from the route meta and loads the view of its component key. */
function RouteView({ spec, group }: { spec: RouteSpec; group: string }) {
  usePageTitle(spec.title);
  const entry = lookupView(spec.view);
  if (entry.kind === 'outlet') return <Outlet />;
  const View = lazyView(entry.load);
  const resource = entry.kind === 'unbuilt' || entry.kind === 'page' ? entry.resource : undefined;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <View title={spec.title} group={group} viewKey={entry.key} resource={resource} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function elementOf(spec: RouteSpec, group: string) {
  if (spec.redirect) return <Navigate to={spec.redirect} replace />;
  const entry = lookupView(spec.view);
  if (entry.kind === 'layout') return <LayoutView load={entry.load} />;
  if (entry.kind === 'outlet') return <Outlet />;
  return <RouteView key={spec.id} spec={spec} group={group} />;
}

/**
 * A route spec as a React Router route; `group` is the title of the menu group it sits in (the parent
 * entry's). An index child belongs to its parent entry's group: it shows the parent entry itself.
 */
export function toRouteObject(spec: RouteSpec, group = ''): RouteObject {
  const children = spec.children?.map((c) => toRouteObject(c, spec.title || group));
  const element = elementOf(spec, group);
  if (spec.index) return { index: true, element };
  return { path: spec.path, element, children };
}

const layoutLoad = lookupView('Layout');

/**
 * The fixed routes of the signed-in part, inside the layout: the refresh helper, and the paths of modules
 * missing from the menu (the layout's module gate shows the apply-for-use form, else they go on to /404).
 * Unknown paths → /404.
 */
function fixedRoutes(): RouteObject[] {
  const layout = layoutLoad.kind === 'layout' ? <LayoutView load={layoutLoad.load} /> : <Outlet />;
  return [
    {
      element: layout,
      children: [
        {
          path: '/redirect/*',
          element: (
            <Suspense fallback={<PageLoading />}>
              <RedirectPage />
            </Suspense>
          ),
        },
        ...moduleGateRoutes(),
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

/** The signed-in routes, generated from the menu held in the permission store. */
export function DynamicRoutes() {
  const menu = usePermissionStore((s) => s.menu);
  const routes = useMemo(() => [...buildRouteSpecs(menu).map((s) => toRouteObject(s)), ...fixedRoutes()], [menu]);
  return useRoutes(routes);
}
