// The workbench's statistics tiles (type `stats` of a module's tiles.json): each a block of the module's
// stats.json drawn from the data service, as on the module's statistics page.
import { Col } from 'antd';
import type { DataServiceClient } from '../../runtime/stats/data-service-client.ts';
import type { ChartDrawer } from '../../runtime/stats/stats-chart.tsx';
import { StatsBlock } from '../../runtime/stats/stats-block.tsx';
import { dataService } from '../api/data-service-api.ts';
import type { TilesState } from './dashboard-tiles.tsx';

export interface DashboardStatsProps {
  state: TilesState;
  client?: DataServiceClient;
  drawer?: ChartDrawer;
}

/** One column per stats tile, for the workbench's row of cards; nothing until the tiles are loaded. */
export function DashboardStats({ state, client = dataService, drawer }: DashboardStatsProps) {
  if (state.status !== 'ready') return null;
  return (
    <>
      {state.tiles.flatMap((tile) => {
        if (tile.type !== 'stats') return [];
        const [module, key] = tile.stats.split('/');
        return [
          <Col key={tile.key} xs={24} lg={12} data-tile={tile.key}>
            <StatsBlock client={client} module={module} block={{ key, title: tile.title, chart: tile.chart }} drawer={drawer} />
          </Col>,
        ];
      })}
    </>
  );
}
