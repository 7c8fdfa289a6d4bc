import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MonitorAlarm, BoardDetector } from '../../src/client/api/spjk-api.ts';
import MonitorAlarmPage from '../../src/client/pages/spjk/alarm-record-page.tsx';
import GasMonitorPage from '../../src/client/pages/spjk/gas-monitor-page.tsx';
import { GasTrend } from '../../src/client/pages/spjk/gas-trend.tsx';
import { recordingDrawer } from '../support/fake-data-service.ts';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { popconfirmButton } from '../system/user-fixtures.ts';

/** 视频监控 › 气体监测 and 监控报警 (docs/gas-monitoring.md) with no detectors and no alarms yet. */
const empty = (): MockRoutes => ({
  'GET /spjk/gas/board': () => okData([]),
  'GET /spjk/alarm/list': () => okData({ rows: [], total: 0 }),
  'GET /spjk/gas/stream': fail('实时推送暂不可用', 503),
});

const detector = (over: Partial<BoardDetector>): BoardDetector => ({
  id: 1, code: 'GD-101', name: '乙醇储罐 V-203 可燃气体检测器', gas: 'combustible', gasName: '可燃气体', unit: '%LEL', rangeMax: 100, lowAlarm: 20, highAlarm: 40,
  site: '罐区乙醇储罐 V-203', position: null, onlineStatus: 'online', value: 2.2, level: 'normal', at: '2026-03-02T08:00:00.000Z', alarm: null, ...over,
});

const BOARD: BoardDetector[] = [
  detector({}),
  detector({
    id: 3, code: 'GD-103', name: '反应釜区硫化氢检测器', gas: 'H2S', gasName: '硫化氢', unit: 'ppm', lowAlarm: 10, highAlarm: 20, site: '二车间反应釜区', value: 23, level: 'high',
    alarm: { id: 7, level: 'high', levelName: '高报', message: '气体检测器 反应釜区硫化氢检测器（GD-103）（二车间反应釜区）硫化氢高报：23 ppm', raisedAt: '2026-03-02T07:58:00.000Z', acked: false },
  }),
];

/** A day of readings every 2 minutes, newest first as the server answers them. */
const READINGS = Array.from({ length: 720 }, (_, i) => ({ at: new Date(Date.UTC(2026, 2, 2, 8) - i * 120_000).toISOString(), value: i < 5 ? 23 - i * 3 : 1.5 + (i % 7) / 10, data: null }));

const withDetectors = (): MockRoutes => ({
  ...empty(),
  'GET /spjk/gas/board': () => okData(BOARD),
  'GET /ingest/readings': () => okData(READINGS),
  // The plant map below the board: no plan, no layers.
  'GET /u-basic/plant-plan': () => okData(null),
  'GET /u-basic/map/layers': () => okData([]),
});

const drawn: Record<string, unknown>[] = [];

const meta = {
  title: 'Spjk/Pages',
  component: GasMonitorPage,
  args: { title: '气体监测', viewKey: 'spjk/gas-monitor', drawer: recordingDrawer(drawn) },
  parameters: shell({ seed: { user: QY_ADMIN }, api: empty, router: { path: '/spjk/gas-monitor' } }),
} satisfies Meta<typeof GasMonitorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 气体监测: the board with no detectors (read at the start, the push being down). */
export const GasMonitor: Story = {
  play: async () => {
    await shows(() => screen.getByText('暂无气体检测器，请先在「气体检测器」中登记'));
  },
};

/** 气体监测: a detector in alarm above the board, its trend first; a click on a card shows that one's. */
export const GasMonitorWithDetectors: Story = {
  parameters: shell({ api: withDetectors }),
  play: async () => {
    await shows(() => screen.getByTestId('gas-alarm-GD-103'));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/ingest/readings')?.query).toMatchObject({ kind: 'gas', device: 'GD-103' }));
    await waitFor(() => expect(screen.getByTestId('gas-trend-GD-103')).toHaveAttribute('data-drawn', 'true'));
    await userEvent.click(screen.getByTestId('gas-card-GD-101'));
    await waitFor(() => expect(screen.getByTestId('gas-trend-GD-101')).toHaveAttribute('data-drawn', 'true'));
  },
};

/** The trend of one detector against its levels. */
export const Trend: Story = {
  parameters: shell({ api: withDetectors }),
  render: () => <GasTrend detector={BOARD[1]} drawer={recordingDrawer(drawn)} />,
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('gas-trend-GD-103')).toHaveAttribute('data-drawn', 'true'));
  },
};

/** 监控报警: no alarms. */
export const MonitorAlarms: Story = { render: () => <MonitorAlarmPage title="监控报警" viewKey="spjk/alarm-record" /> };

const alarm = (over: Partial<MonitorAlarm> & Pick<MonitorAlarm, 'source' | 'id' | 'kind'>): MonitorAlarm => ({
  module: 'spjk', deviceCode: '', deviceId: null, deviceName: '', site: null, level: 'high', threshold: null, ackBy: null, peakValue: null, lastValue: null, unit: null, message: '', raisedAt: '2026-03-02T07:58:00.000Z',
  clearedAt: null, ackByName: null, ackAt: null, followUp: null, followUpByName: null, followUpAt: null, ...over,
});

/** One alarm of each source, the same id 7 for two of them (a row is its source's). */
const ALARMS: MonitorAlarm[] = [
  alarm({ source: 'process', id: 7, kind: 'process-alarm', deviceCode: 'TI-1201', deviceName: '反应釜 R-101 温度', site: '一车间', level: 'high', peakValue: 182.5, unit: '℃', message: '高高报（紧急优先级），报警值 182.5 ℃', raisedAt: '2026-03-02T08:01:00.000Z' }),
  alarm({ source: 'device', id: 7, kind: 'gas', deviceCode: 'GD-103', deviceName: '反应釜区硫化氢检测器', site: '二车间反应釜区', peakValue: 23, unit: 'ppm', message: '硫化氢高报：23 ppm', ackByName: '李安全', ackAt: '2026-03-02T08:00:00.000Z' }),
  alarm({ source: 'location', id: 3, kind: 'position', deviceCode: 'TAG-0003', deviceName: '陈明', site: '装卸禁入区', message: '陈明 进入禁入区域「装卸禁入区」', raisedAt: '2026-03-02T07:30:00.000Z', clearedAt: '2026-03-02T07:34:00.000Z' }),
];

/** The list as the server answers it: the kind filter applied. */
const everyKind = (): MockRoutes => ({
  ...empty(),
  'GET /spjk/alarm/list': (req) => {
    const rows = ALARMS.filter((a) => !req.query.kind || a.kind === req.query.kind);
    return okData({ rows, total: rows.length });
  },
  'POST /spjk/alarm/ack': (req) => okData({ ...ALARMS[0], ackByName: '张伟', ackAt: '2026-03-02T08:02:00.000Z', ...(req.body as object) }),
});

/** 监控报警: a process, a gas and a location alarm; the kind filter narrows to the process one, acknowledged with its source. */
export const MonitorAlarmsOfEveryKind: Story = {
  parameters: shell({ api: everyKind }),
  render: () => <MonitorAlarmPage title="监控报警" viewKey="spjk/alarm-record" />,
  play: async () => {
    await shows(() => screen.getByText('TI-1201', { exact: false }));
    for (const kind of ['工艺报警', '气体检测', '人员定位']) await expect(screen.getAllByText(kind).length).toBeGreaterThan(0);
    await userEvent.click(within(screen.getByTestId('alarm-kind-filter')).getByText('工艺'));
    await waitFor(() => expect(screen.queryByText('陈明 进入禁入区域「装卸禁入区」')).toBeNull());
    await expect(mockCalls.some((c) => c.path === '/spjk/alarm/list' && c.query.kind === 'process-alarm')).toBe(true);
    await userEvent.click(screen.getByTestId('alarm-ack-process:7'));
    await userEvent.click(await popconfirmButton('确定'));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/spjk/alarm/ack')?.body).toEqual({ id: 7, source: 'process' }));
  },
};
