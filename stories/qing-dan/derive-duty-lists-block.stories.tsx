import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import DeriveDutyListsBlock from '../../src/client/pages/qing-dan/derive-duty-lists-block.tsx';
import { QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { mockCalls, okData } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** Block `qing-dan/derive-duty-lists` on a 岗位履职模板: 按岗位模板生成, the counts it answers and a link to 履职清单. */
const meta = {
  title: 'QingDan/DeriveDutyListsBlock',
  component: DeriveDutyListsBlock,
  args: { record: { id: 3, name: '车间主任履职清单', postName: '车间主任' }, props: {}, title: '生成履职清单' },
  parameters: shell({
    seed: { user: QY_ADMIN },
    api: () => ({ 'POST /qing-dan/duty-template/derive': () => okData({ created: 1, updated: 1, disabled: 0, listIds: [41, 42] }) }),
    router: { path: '/qing-dan/duty-template' },
  }),
} satisfies Meta<typeof DeriveDutyListsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager derives: one list made, one updated. */
export const Derive: Story = {
  play: async () => {
    await shows(() => screen.getByText(/岗位「车间主任」/));
    await userEvent.click(screen.getByRole('button', { name: '按岗位模板生成' }));
    await shows(() => screen.getByText('已生成 1 份、更新 1 份、停用 0 份履职清单'));
    await expect(screen.getByRole('link', { name: '查看履职清单' })).toBeInTheDocument();
    await expect(mockCalls.find((c) => c.method === 'POST' && c.path === '/qing-dan/duty-template/derive')?.body).toEqual({ id: 3 });
  },
};

/** A read-only user sees what the block does, not the button. */
export const ReadOnly: Story = {
  parameters: shell({ seed: { user: VIEWER } }),
  play: async () => {
    await shows(() => screen.getByText(/岗位「车间主任」/));
    await expect(screen.queryByRole('button', { name: '按岗位模板生成' })).toBeNull();
  },
};
