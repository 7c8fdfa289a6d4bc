import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { RecordDetailPage } from '../../src/client/pages/record-detail-page.tsx';
import EquipmentDetailPage from '../../src/client/pages/equipment/equipment-detail-page.tsx';
import { EquipmentHistoryCard } from '../../src/client/pages/equipment/equipment-history-card.tsx';
import type { EquipmentHistoryEvent } from '../../src/domain/equipment-history.ts';
import RepairDetailPage from '../../src/client/pages/equipment/repair-detail-page.tsx';
import PatrolRecordDetailPage from '../../src/client/pages/xjxc/record-detail-page.tsx';
import OverhaulDetailPage from '../../src/client/pages/zdjx/overhaul-detail-page.tsx';
import { OverhaulPermitsCard } from '../../src/client/pages/zdjx/overhaul-permits-card.tsx';
import type { OverhaulPermit } from '../../src/domain/zdjx-overhaul.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import equipmentFile from '../../schemas/resources/production-equipment.json';
import maintenanceFile from '../../schemas/resources/maintenance-management.json';
import repairFile from '../../schemas/modules/equipment/resources/repair-order.json';
import resultFile from '../../schemas/modules/xjxc/resources/patrol-result.json';
import recordFile from '../../schemas/modules/xjxc/resources/patrol-record.json';
import dangerFile from '../../schemas/modules/yhpc/resources/hidden-danger.json';
import planFile from '../../schemas/modules/zdjx/resources/overhaul-plan.json';
import itemFile from '../../schemas/modules/zdjx/resources/overhaul-item.json';
import stopFile from '../../schemas/modules/zdjx/resources/device-stop.json';
import overhaulRecordFile from '../../schemas/modules/zdjx/resources/overhaul-record.json';

const FILES = [equipmentFile, maintenanceFile, repairFile, resultFile, recordFile, dangerFile, planFile, itemFile, stopFile, overhaulRecordFile] as unknown as ResourceFile[];
const REPAIR = { id: 5, title: '氯气压缩机异响', repairState: 'reported', equipmentId: 3, source: 'manual', faultType: 'mechanical', urgency: 'normal', description: '二级缸有周期性异响', createdAt: '2026-11-20 09:00:00' };
const ROWS: Record<string, Record<string, unknown>[]> = {
  'repair-order': [REPAIR],
  'patrol-result': [{ id: 9, recordId: 4, pointId: 2, itemId: 7, equipmentId: 3, reading: 0.75, verdict: 'abnormal', repairOrderId: 5 }],
  'overhaul-item': [{ id: 11, planId: 1, equipmentId: 3, content: '压缩机解体检查', planStartDate: '2026-11-25', planEndDate: '2026-11-30' }],
  'device-stop': [{ id: 12, name: '氯碱装置停车', planId: 1, stopState: 'stopped', planStopTime: '2026-11-25 08:00:00' }],
};
const HISTORY: EquipmentHistoryEvent[] = [
  { kind: 'repair', id: 5, at: '2026-11-20 09:00:00', title: '氯气压缩机异响', state: '待派工', path: '/equipment/repair/5' },
  { kind: 'patrol', id: 4, at: '2026-11-19 08:40:00', title: '一号路线日巡检', state: '已完成', abnormal: 1, path: '/xjxc/record/4' },
  { kind: 'overhaul-record', id: 8, at: '2026-11-26 18:00:00', title: '氯气压缩机解体检查', state: '合格', path: '/zdjx/record/8' },
  { kind: 'shutdown', id: 12, at: '2026-11-25 08:00:00', title: '氯碱装置停车', state: '停车检修中', path: '/zdjx/device-stop?detail=12' },
  { kind: 'overhaul-item', id: 11, at: '2026-11-25', title: '压缩机解体检查', state: null, path: '/zdjx/plan?detail=1' },
  { kind: 'start-stop', id: 14, at: '2026-11-01', title: '氯气压缩机 计划停车', state: '计划停车', path: '/equipment/start-stop?detail=14' },
  { kind: 'maintenance', id: 15, at: '2026-10-10', title: '压缩机季度保养', state: '已完成', path: '/equipment/maintenance?detail=15' },
  { kind: 'hidden-danger', id: 16, at: '2026-09-01', title: '压缩机地脚螺栓松动', state: '已验收', path: '/yhpc/ticket/16' },
];
const PERMITS: OverhaulPermit[] = [
  { id: 31, number: 'HJZA0000000000031', kind: 'DONG_HUO', kindName: '动火作业', state: 'IN_PROGRESS', stateName: '作业中', plannedStart: '2026-11-26 08:00:00', plannedEnd: '2026-11-26 17:00:00', itemId: 11, itemContent: '压缩机解体检查' },
];

function detailApi(): MockRoutes {
  const routes: MockRoutes = {
    'GET /u-basic/production-equipment/3': okData({ id: 3, name: '氯气压缩机', code: 'C-201', equipmentCategory: 'basic', equipmentClass: 'A', runStatus: 'IN_USE' }),
    'GET /u-basic/repair-order/5': okData(REPAIR),
    'GET /u-basic/patrol-record/4': okData({ id: 4, name: '一号路线日巡检', patrolState: 'done', schemeId: 1, inspector: 2 }),
    'GET /u-basic/overhaul-record/8': okData({ id: 8, name: '氯气压缩机解体检查', planId: 1, equipmentId: 3, result: 'passed', content: '解体检查', startTime: '2026-11-25 08:00:00', endTime: '2026-11-26 18:00:00' }),
    'GET /zdjx/permits': okData(PERMITS),
    'GET /equipment/history': okData({ rows: HISTORY, total: HISTORY.length }),
    'GET /u-basic/production-equipment/99': fail('记录不存在', 404),
    // What the record's workflow, pickers and site parts ask besides (nothing to offer, show or pick here).
    'GET /u-basic/references/options': okData([]),
    'GET /u-basic/repair-order/actions': okData([]),
    'GET /u-basic/repair-order/history': okData([]),
    'GET /u-basic/patrol-record/actions': okData([]),
    'GET /u-basic/patrol-record/history': okData([]),
    'GET /phone/signature': okData([]),
    'POST /workflow/warnings/read-record': okData({ updated: 0 }),
    'POST /user/staffinfo/list': okData({ rows: [], total: 0 }),
  };
  for (const f of FILES) {
    routes[`GET /u-basic/resource-schema/${f.key}`] = okData({ resource: f, hiddenFields: [], warnings: [] });
    const rows = ROWS[f.key] ?? [];
    routes[`GET ${f.endpoint}/list`] = okData({ rows, total: rows.length, totalExact: true, page: 1, limit: 20 });
  }
  return routes;
}

/** 设备管理 › 设备详情 (/equipment/ledger/:id): the ledger record and its history in one timeline, newest first. */
const meta = {
  title: 'Pages/RecordDetailPages',
  component: EquipmentDetailPage,
  args: { title: '设备详情', viewKey: 'equipment/detail' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: detailApi, router: { path: '/equipment/ledger/3', route: '/equipment/ledger/:id' } }),
} satisfies Meta<typeof EquipmentDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Equipment: Story = {
  play: async () => {
    await shows(() => screen.getByText('设备履历'));
    await shows(() => screen.getByRole('link', { name: '氯气压缩机异响' }));
    await shows(() => screen.getByText('异常 1 项'));
  },
};

/** 维修工单 (/equipment/repair/:id): the order with its state flow and the patrol result that opened it. */
export const Repair: Story = {
  render: () => <RepairDetailPage title="维修工单" />,
  parameters: shell({ seed: { user: QY_ADMIN }, api: detailApi, router: { path: '/equipment/repair/5', route: '/equipment/repair/:id' } }),
};

/** 巡检详情 (/xjxc/record/:id): the record, its results and the repair orders it opened. */
export const PatrolRecord: Story = {
  render: () => <PatrolRecordDetailPage title="巡检详情" />,
  parameters: shell({ seed: { user: QY_ADMIN }, api: detailApi, router: { path: '/xjxc/record/4', route: '/xjxc/record/:id' } }),
};

/** 检修详情 (/zdjx/record/:id): the record, its plan's items and shutdowns, and the plan's permits. */
export const Overhaul: Story = {
  render: () => <OverhaulDetailPage title="检修详情" />,
  parameters: shell({ seed: { user: QY_ADMIN }, api: detailApi, router: { path: '/zdjx/record/8', route: '/zdjx/record/:id' } }),
  play: async () => {
    await shows(() => screen.getByText('HJZA0000000000031'));
  },
};

/** The generic page with a record that does not exist. */
export const NotFound: Story = {
  render: () => <RecordDetailPage resourceKey="production-equipment" listPath="/equipment/ledger" stagesTitle="设备履历" />,
  parameters: shell({ seed: { user: QY_ADMIN }, api: detailApi, router: { path: '/equipment/ledger/99', route: '/equipment/ledger/:id' } }),
};

/** The permits card alone, with no permit linked yet. */
export const PermitsNone: Story = {
  render: () => <OverhaulPermitsCard planId={1} load={() => Promise.resolve([])} />,
};

const page = (n: number): EquipmentHistoryEvent[] =>
  Array.from({ length: 10 }, (_, i) => ({ kind: 'patrol', id: n * 10 + i, at: `2026-11-${String(28 - i).padStart(2, '0')} 08:00:00`, title: `第 ${n} 页巡检 ${i + 1}`, state: '已完成', abnormal: 0, path: `/xjxc/record/${n * 10 + i}` }));

/** The history alone: 45 events, ten a page; the pager asks the server for the next page. */
export const HistoryPaged: Story = {
  render: () => <EquipmentHistoryCard equipmentId={3} pageSize={10} load={(_id, p) => Promise.resolve({ rows: page(p), total: 45 })} />,
  play: async () => {
    await shows(() => screen.getByText('第 1 页巡检 1'));
  },
};

/** A device with no history yet. */
export const HistoryEmpty: Story = {
  render: () => <EquipmentHistoryCard equipmentId={3} load={() => Promise.resolve({ rows: [], total: 0 })} />,
  play: async () => {
    await shows(() => screen.getByText('该设备暂无履历'));
  },
};

/** The history could not be loaded. */
export const HistoryFailed: Story = {
  render: () => <EquipmentHistoryCard equipmentId={3} load={() => Promise.reject(new Error('down'))} />,
  play: async () => {
    await shows(() => screen.getByText('设备履历加载失败'));
  },
};
