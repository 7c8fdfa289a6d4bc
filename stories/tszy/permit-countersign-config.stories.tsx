import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PermitCountersignConfig } from '../../src/client/pages/tszy/permit-countersign-config.tsx';
import type { CountersignConfigBody } from '../../src/client/api/permit-countersign-api.ts';
import { QY_ADMIN, STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { COUNTERSIGN_CONFIG } from './countersign-fixtures.ts';

function api() {
  return {
    load: fn(async () => COUNTERSIGN_CONFIG),
    save: fn(async (_: CountersignConfigBody) => COUNTERSIGN_CONFIG),
  };
}
const search = fn(async () => [
  { id: 11, name: '王建国' },
  { id: 12, name: '李安全' },
]);

/** 流程配置's countersigning departments of 动土 and 断路 (POST /tszy/countersignConfig). */
const meta = {
  title: 'Tszy/PermitCountersignConfig',
  component: PermitCountersignConfig,
  args: { api: api(), search },
  parameters: shell({ seed: { user: QY_ADMIN } }),
} satisfies Meta<typeof PermitCountersignConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator adds the default departments and saves: the departments are sent with their signers. */
export const AddDefaults: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByTestId('permit-countersign-config'));
    await shows(() => screen.getByDisplayValue('消防'));
    await userEvent.click(screen.getByRole('button', { name: '带入默认部门' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: '部门名称' })).toHaveLength(7));
    await userEvent.click(screen.getByRole('button', { name: '保存会签部门' }));
    await waitFor(() => expect(args.api?.save).toHaveBeenCalled());
    const sent = (args.api?.save as ReturnType<typeof fn>).mock.calls[0][0] as CountersignConfigBody;
    expect(sent.DONG_TU?.[0]).toEqual({ name: '消防', signers: [11] });
    expect(sent.DONG_TU?.map((d) => d.name)).toEqual(['消防', '供水', '供电', '供汽', '工艺', '设备', '安全']);
  },
};

/** Read-only for a staff member: no buttons. */
export const ReadOnly: Story = {
  parameters: shell({ seed: { user: STAFF } }),
  play: async () => {
    await shows(() => screen.getByDisplayValue('消防'));
    await expect(screen.queryByRole('button', { name: '保存会签部门' })).toBeNull();
  },
};
