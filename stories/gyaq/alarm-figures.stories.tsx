import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { StatsPage } from '../../src/runtime/stats/stats-page.tsx';
import { createFakeDataService, recordingDrawer } from '../support/fake-data-service.ts';

/**
 * 工艺安全报警 › 报警统计's blocks (schemas/modules/gyaq/stats.json, source process-alarms) as StatsPage draws them,
 * from a data service in memory: the ISA-18.2 numbers, the ten most frequent tags and the priorities.
 */
const one = (key: string, value: number) => ({ rows: [{ key, label: key, value }], total: value });
const client = createFakeDataService({
  blocks: {
    gyaq: [
      { key: 'per-operator-hour', title: '平均报警率（次/操作员·小时）', chart: 'number', source: 'process-alarms' },
      { key: 'peak-ten-minutes', title: '10 分钟峰值报警数', chart: 'number', source: 'process-alarms' },
      { key: 'flood-percent', title: '报警泛滥时段占比（%）', chart: 'number', source: 'process-alarms' },
      { key: 'standing', title: '长期报警（持续 > 24 小时）', chart: 'number', source: 'process-alarms' },
      { key: 'top-tags', title: '报警最频繁的 10 个位号', chart: 'bar', source: 'process-alarms' },
      { key: 'priority', title: '报警优先级分布', chart: 'pie', source: 'process-alarms' },
    ],
  },
  answers: {
    'gyaq/per-operator-hour': one('perOperatorHour', 2.46),
    'gyaq/peak-ten-minutes': one('peakTenMinutes', 19),
    'gyaq/flood-percent': one('floodPercent', 0.3),
    'gyaq/standing': one('standing', 2),
    'gyaq/top-tags': { rows: [{ key: 'LIC-1203', label: 'LIC-1203', value: 84 }, { key: 'PI-1401', label: 'PI-1401', value: 61 }, { key: 'FI-1205', label: 'FI-1205', value: 57 }], total: 202 },
    'gyaq/priority': { rows: [{ key: 'urgent', label: '紧急', value: 12 }, { key: 'high', label: '高', value: 40 }, { key: 'medium', label: '中', value: 390 }, { key: 'low', label: '低', value: 305 }], total: 747 },
  },
});

const meta = {
  title: 'Gyaq/AlarmFigures',
  component: StatsPage,
  args: { client, module: 'gyaq', drawer: recordingDrawer(), filters: { from: '2026-01-01', to: '2026-01-07' } },
} satisfies Meta<typeof StatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures of a week, asked with the range. */
export const Week: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByText('19')).toBeVisible());
    await waitFor(() => expect(client.calls).toContain('gyaq/standing?from=2026-01-01&to=2026-01-07'));
  },
};
