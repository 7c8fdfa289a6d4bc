import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import DetectionScreenPage from '../../src/client/pages/rydw/detection-screen-page.tsx';
import RangeStatisticsPage from '../../src/client/pages/rydw/range-statistics-page.tsx';
import RealtimeMapPage from '../../src/client/pages/rydw/realtime-map-page.tsx';
import RegionalHoursPage from '../../src/client/pages/rydw/regional-hours-page.tsx';
import RiskZoningPage from '../../src/client/pages/rydw/risk-zoning-page.tsx';
import ZqLocationPage from '../../src/client/pages/rydw/zq-location-page.tsx';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/**
 * 人员定位's pages (docs/location.md) as they stand when the location service cannot be reached: each keeps its
 * frame and says so, and the realtime page keeps asking for a stream ticket.
 */
const unreachable = (): MockRoutes => ({
  'GET /rydw/realtime': fail('定位服务不可用'),
  'POST /rydw/realtime/ticket': fail('定位服务不可用'),
  'GET /rydw/regional-hours': fail('定位服务不可用'),
  'GET /rydw/range-statistics': fail('定位服务不可用'),
  'GET /rydw/screen': fail('定位服务不可用'),
  'GET /rydw/zq-location': fail('未启用园区定位平台', 403),
  'GET /fxfjgk/four-color': fail('定位服务不可用'),
});

/** 风险分区 with no zones and nobody on site yet (its layers read the plant plan, which the enterprise has not drawn). */
const noZones = (): MockRoutes => ({
  'GET /rydw/realtime': () => okData({ areas: [], people: [], alarms: [] }),
  'POST /rydw/realtime/ticket': fail('定位服务不可用'),
  'GET /fxfjgk/four-color': () => okData([]),
  'GET /u-basic/plant-plan': () => okData(null),
  'GET /u-basic/map/layers': () => okData([]),
});

/** People on site and an open alarm (the plan not drawn: the map says so; the lists beside it still show). */
const onSite = (): MockRoutes => ({
  'GET /rydw/realtime': () =>
    okData({
      areas: [
        { id: 1, name: '一区装置', typeName: '生产作业区', color: null, forbidden: false, maxPeople: null, geometry: { type: 'Polygon', coordinates: [[[100, 300], [300, 300], [300, 450], [100, 450], [100, 300]]] } },
        { id: 4, name: '装卸禁入区', typeName: '禁入区域', color: null, forbidden: true, maxPeople: null, geometry: { type: 'Polygon', coordinates: [[[600, 40], [780, 40], [780, 200], [600, 200], [600, 40]]] } },
      ],
      people: [
        { tagCode: 'TAG-0001', staffId: 1, staffName: '张伟', x: 180, y: 360, areaIds: [1], at: '2026-11-28T08:00:00.000Z' },
        { tagCode: 'TAG-0004', staffId: 4, staffName: '刘洋', x: 650, y: 120, areaIds: [4], at: '2026-11-28T08:00:00.000Z' },
      ],
      alarms: [{ id: 9, kind: 'forbidden', message: '刘洋 进入禁入区域「装卸禁入区」', staffId: 4, areaId: 4, x: 650, y: 120, raisedAt: '2026-11-28T08:00:00.000Z' }],
    }),
  'POST /rydw/realtime/ticket': fail('定位服务不可用'),
  'GET /u-basic/plant-plan': () => okData(null),
  'GET /u-basic/map/layers': () => okData([]),
});

const meta = {
  title: 'Rydw/Pages',
  component: RealtimeMapPage,
  args: { title: '实时定位', viewKey: 'rydw/realtime-map' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: unreachable, router: { path: '/rydw/realtime' } }),
} satisfies Meta<typeof RealtimeMapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 实时定位: the map's frame, no people. */
export const RealtimeMap: Story = {};

/** 实时定位 with two people on site, one in the forbidden area raising its alarm. */
export const RealtimePeople: Story = {
  parameters: shell({ api: onSite }),
  play: async () => {
    await shows(() => screen.getByTestId('rydw-person-TAG-0004'));
    await expect(screen.getByTestId('rydw-person-TAG-0001')).toHaveAttribute('data-x', '180');
    await expect(screen.getByTestId('rydw-alarm-9')).toHaveTextContent('刘洋 进入禁入区域「装卸禁入区」');
  },
};

/** 区域工时. */
export const RegionalHours: Story = { render: () => <RegionalHoursPage title="区域工时" viewKey="rydw/regional-hours" /> };

/** 范围统计. */
export const RangeStatistics: Story = { render: () => <RangeStatisticsPage title="范围统计" viewKey="rydw/range-statistics" /> };

/** 风险分区: the four-colour layer with people on it. */
export const RiskZoning: Story = {
  parameters: shell({ api: noZones }),
  render: () => <RiskZoningPage title="风险分区" viewKey="rydw/risk-zoning" />,
};

/** 检测大屏 (1920 × 1080, scaled to the window). */
export const DetectionScreen: Story = { render: () => <DetectionScreenPage title="检测大屏" viewKey="rydw/detection-screen" /> };

/** 园区定位平台, for an enterprise without the platform. */
export const ZqLocation: Story = { render: () => <ZqLocationPage title="园区定位平台" viewKey="rydw/zq-location" /> };
