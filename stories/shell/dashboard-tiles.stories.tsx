import type { Meta, StoryObj } from '@storybook/react-vite';
import { Col, Row, Space } from 'antd';
import { DashboardCounts, TodoTileCard, useDashboardTiles } from '../../src/client/shell/dashboard-tiles.tsx';
import { shell } from '../support/story-parameters.ts';
import { TILES_1001, TILES_2001, tilesApi, tilesFail, tilesLoading } from '../support/tiles-fixtures.ts';
import { TODO_ITEMS, todoApi } from '../support/todo-fixtures.ts';

/** The module tiles as the workbench lays them out: 数据概况, then one card per kind of waiting work. */
function Tiles() {
  const state = useDashboardTiles();
  const todos = state.status === 'ready' ? state.tiles.filter((t) => t.type === 'todo') : [];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <DashboardCounts state={state} />
      <Row gutter={[12, 12]}>
        {todos.map((t) => (
          <Col key={t.key} xs={24} lg={12}>
            <TodoTileCard tile={t} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}

const meta = {
  title: 'Shell/DashboardTiles',
  component: Tiles,
  parameters: shell({ api: { ...tilesApi(TILES_1001), ...todoApi(TODO_ITEMS.slice(0, 2)) }, layout: 'padded' }),
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 示例化工有限公司: counts of 应急管理 and 承包商管理 (one past the count cap, shown with +), and the permits to approve. */
export const Enterprise1001: Story = {};

/** 另一化工企业 has not opened 特殊作业: counts only. */
export const WithoutTszy: Story = { parameters: shell({ api: tilesApi(TILES_2001) }) };

/** No module of the enterprise declares a tile: nothing is shown. */
export const NoTiles: Story = { parameters: shell({ api: tilesApi([]) }) };

/** The tiles are loading. */
export const Loading: Story = { parameters: shell({ api: tilesLoading }) };

/** The tiles failed to load: a retry. */
export const Failed: Story = { parameters: shell({ api: tilesFail }) };
