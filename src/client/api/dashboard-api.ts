// The workbench's tiles as data (GET /user/dashboard/tiles, src/domain/dashboard-tiles.ts).
import type { DashboardTile } from '../../domain/dashboard-tiles.ts';
import { request } from './http.ts';

/** The tiles of the caller's opened modules; silent: the workbench shows a failure itself. */
export async function listDashboardTiles(): Promise<DashboardTile[]> {
  const body = await request<DashboardTile[]>({ method: 'GET', url: '/user/dashboard/tiles', silent: true });
  return body.data ?? [];
}
