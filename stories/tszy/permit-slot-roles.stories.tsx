import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../src/client/api/api-error.ts';
import type { TenantApprovalConfig } from '../../src/domain/approval-slots.ts';
import { PermitSlotRoles } from '../../src/client/pages/tszy/permit-slot-roles.tsx';
import { QY_ADMIN, STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { ASSIGNABLE_ROLES, slotRolesView } from './slot-roles-fixtures.ts';

/** An API over a stored configuration whose save answers the view of what it was sent. */
function api(stored: TenantApprovalConfig = {}) {
  return {
    load: fn(async () => slotRolesView(stored)),
    roles: fn(async () => ASSIGNABLE_ROLES),
    save: fn(async (config: TenantApprovalConfig) => slotRolesView(config)),
  };
}

/** Opens the select named `name` and picks the option `label` in its dropdown (the one open). */
async function pick(name: string, label: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull());
  const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;
  await userEvent.click(within(open).getByTitle(label));
  await userEvent.keyboard('{Escape}');
}

/** 流程配置's permit slots: who signs each approval slot of each kind and grade (POST /tszy/roleConfig). */
const meta = {
  title: 'Tszy/PermitSlotRoles',
  component: PermitSlotRoles,
  args: { api: api() },
  parameters: shell({ seed: { user: QY_ADMIN } }),
} satisfies Meta<typeof PermitSlotRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator gives 高处 Ⅱ级's 审批部门 to 总经理 too; only that difference from the standard is sent. */
export const SaveOneGrade: Story = {
  args: { api: api({ DONG_TU: { slots: { huiQian: ['workshopDirector'] } } }) },
  play: async ({ args }) => {
    await shows(() => screen.getByTestId('permit-slot-roles'));
    await pick('作业类型', '高处');
    await shows(() => screen.getByText('Ⅱ级'));
    const save = screen.getByRole('button', { name: '保存审批环节' });
    await expect(save).toBeDisabled();
    await pick('Ⅱ级审批部门意见的签署角色', '总经理/总工程师');
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.api?.save).toHaveBeenCalledWith({
        DONG_TU: { slots: { huiQian: ['workshopDirector'] } },
        GAO_CHU: { grades: { II: { shenPiBuMen: ['safetyDept', 'generalManager'] } } },
      }),
    );
    await shows(() => screen.getByText('已保存审批环节'));
  },
};

/** An approval slot emptied is said at the slot, and nothing can be sent. */
export const ApprovalWithoutRole: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('permit-slot-roles'));
    const roles = screen.getByRole('combobox', { name: '二级所在单位意见的签署角色' });
    const cell = roles.closest('td') as HTMLElement;
    await userEvent.click(within(cell).getByLabelText('close'));
    await shows(() => within(cell).getByText('审批环节「所在单位意见」须至少指定一个角色'));
    await expect(screen.getByRole('button', { name: '保存审批环节' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /撤销修改/ }));
    await expect(within(cell).queryByText(/须至少指定一个角色/)).toBeNull();
  },
};

/** A kind configured before goes back to the standard's defaults, asked once more. */
export const RestoreDefaults: Story = {
  args: { api: api({ DONG_HUO: { slots: { anQuanBuMen: ['generalManager'] } } }) },
  play: async ({ args }) => {
    await shows(() => screen.getByTestId('permit-slot-roles'));
    await userEvent.click(screen.getByRole('button', { name: /恢复默认/ }));
    await shows(() => screen.getByText('将动火的审批环节恢复为国家标准的默认设置？'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(args.api?.save).toHaveBeenCalledWith({}));
    await shows(() => screen.getByText('已恢复默认'));
  },
};

/** The server refuses (a role it does not know): its reason is shown, the choice kept. */
export const Refused: Story = {
  args: {
    api: {
      ...api(),
      save: fn(async () => {
        throw new ApiError('未知的角色：qyStaff', 400, 400);
      }),
    },
  },
  play: async () => {
    await shows(() => screen.getByTestId('permit-slot-roles'));
    await pick('二级所在单位意见的签署角色', '企业员工');
    await userEvent.click(screen.getByRole('button', { name: '保存审批环节' }));
    await shows(() => screen.getByText('未知的角色：qyStaff'));
    await expect(screen.getByRole('button', { name: '保存审批环节' })).toBeEnabled();
  },
};

/** A staff member sees the roles, read-only. */
export const ReadOnly: Story = {
  parameters: shell({ seed: { user: STAFF } }),
  play: async () => {
    await shows(() => screen.getByText('仅企业管理员可以修改审批环节'));
    await expect(screen.queryByRole('button', { name: '保存审批环节' })).toBeNull();
    await expect(screen.getByRole('combobox', { name: '二级所在单位意见的签署角色' })).toBeDisabled();
  },
};

/** A kind without approval slots says so. */
export const KindWithoutSlots: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('permit-slot-roles'));
    await pick('作业类型', '一般施工');
    await shows(() => screen.getByText('一般施工不设审批环节'));
  },
};

/** Loading failed. */
export const LoadFailed: Story = {
  args: { api: { ...api(), load: fn(async () => Promise.reject(new ApiError('服务器错误', 500, 500))) } },
  play: async () => {
    await shows(() => screen.getByText('审批环节加载失败'));
  },
};
