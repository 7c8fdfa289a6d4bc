// A module's statistics page, opened by the view key `stats/<module>` (view-registry.ts): the module's
// blocks from the data service.
import { StatsPage } from '../../runtime/stats/stats-page.tsx';
import { dataService } from '../api/data-service-api.ts';
import { STATS_PREFIX, type ViewProps } from '../router/view-registry.ts';

export default function ModuleStatsPage({ viewKey }: Partial<ViewProps>) {
  return <StatsPage client={dataService} module={(viewKey ?? '').slice(STATS_PREFIX.length)} />;
}
