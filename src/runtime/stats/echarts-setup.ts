// ECharts through its tree-shaken core: only the charts and components the statistics blocks use. Imported
// lazily (stats-chart.tsx), so that it enters neither the login page's bundle nor the shell's entry.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
