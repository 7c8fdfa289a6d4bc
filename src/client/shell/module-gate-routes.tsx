import { Navigate, type RouteObject } from 'react-router-dom';
import { ALL_MODULE_KEYS } from '../../domain/modules.ts';

/**
 * Routes for the layout's children so that a path of a module missing from the menu reaches the layout and
 * its ModuleGate (which shows the apply-for-use form) instead of the catch-all /404. Where the gate does not
 * apply (admin, read-only users, board pages, enabled modules) the route goes on to /404 as before.
 * Menu routes are more specific than these splats, so they always win.
 */
export function moduleGateRoutes(): RouteObject[] {
  return ALL_MODULE_KEYS.map((key) => ({ path: `/${key}/*`, element: <Navigate to="/404" replace /> }));
}
