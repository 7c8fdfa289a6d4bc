// The workbench's tiles as GET /user/dashboard/tiles answers them (schemas/modules/<module>/tiles.json).
import type { DashboardTile } from '../../src/domain/dashboard-tiles.ts';
import { fail, okData, PENDING, type MockRoutes } from './mock-http.ts';

const TILES = 'GET /user/dashboard/tiles';

/** 示例化工有限公司 (1001): the permits to approve, and the counts of the modules that declare some. */
export const TILES_1001: DashboardTile[] = [
  { key: 'pending-permits', module: 'tszy', type: 'todo', title: '待我审批的作业票', source: 'permit-todo', emptyText: '暂无待审批的作业票' },
  { key: 'emergency-vehicles', module: 'yjgl', type: 'count', title: '应急车辆', resource: 'emergency-vehicle', link: '/yjgl/vehicle', count: 3, exact: true },
  { key: 'contractors', module: 'cbs', type: 'count', title: '承包商', resource: 'contractor-info', link: '/cbs/info', count: 2, exact: true },
  { key: 'contractor-people', module: 'cbs', type: 'count', title: '承包商人员', resource: 'contractor-user', link: '/cbs/user', count: 10_001, exact: false },
];

/** 另一化工企业 (2001): no 特殊作业, so no permits card. */
export const TILES_2001: DashboardTile[] = TILES_1001.filter((t) => t.module !== 'tszy');

export const tilesApi = (tiles: readonly DashboardTile[]): MockRoutes => ({ [TILES]: okData(tiles) });
export const tilesFail: MockRoutes = { [TILES]: fail('服务器内部错误') };
export const tilesLoading: MockRoutes = { [TILES]: PENDING };
