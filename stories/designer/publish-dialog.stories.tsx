import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CONFLICT_MESSAGE, PublishDialog } from '../../designer/publish-dialog.tsx';
import { shows } from '../support/play-helpers.ts';

const dialog = () => within(document.querySelector<HTMLElement>('.ant-modal') ?? document.body);

/** 发布: the note, the draft's problems (blocking), the server's refusals (400 by field, 409). */
const meta = {
  title: 'Designer/PublishDialog',
  component: PublishDialog,
  args: {
    open: true,
    nextVersion: 4,
    problems: [],
    onPublish: fn(async () => undefined),
    onRefused: fn(),
    onReload: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PublishDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The note goes with the publish. */
export const Publish: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('版本说明'), '新增培训机构字段');
    await userEvent.click(dialog().getByRole('button', { name: /^发\s*布$/ }));
    await waitFor(() => expect(args.onPublish).toHaveBeenCalledWith('新增培训机构字段'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The draft has problems: listed with where they are, and 发布 is off. */
export const Problems: Story = {
  args: {
    problems: [
      { path: 'fields.badgeNo.pattern', message: '格式校验不是有效的正则表达式' },
      { path: 'fields.trainingHours.minimum', message: '最小值不能大于最大值' },
    ],
  },
  play: async ({ args }) => {
    await shows(() => screen.getByText('草稿有 2 处问题，修改后才能发布'));
    await expect(screen.getByText('字段 badgeNo · 格式校验：')).toBeVisible();
    await expect(dialog().getByRole('button', { name: /^发\s*布$/ })).toBeDisabled();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** Someone published meanwhile (409): 其他管理员已发布了新版本 with 重新加载. */
export const Conflict: Story = {
  args: { onPublish: fn(async () => Promise.reject({ status: 409, message: '其他管理员已发布了新版本（当前版本 4，您编辑的是版本 3），请刷新后再发布' })) },
  play: async ({ args }) => {
    await userEvent.click(await dialog().findByRole('button', { name: /^发\s*布$/ }));
    await shows(() => screen.getByText(CONFLICT_MESSAGE));
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** The server refused the overlay (400): its errors listed and handed to the fields panel. */
export const Refused: Story = {
  args: {
    onPublish: fn(async () =>
      Promise.reject({ status: 400, message: '配置不正确', errors: [{ field: 'file/list/columns/3/field', message: '列表列引用了不存在的字段' }] }),
    ),
  },
  play: async ({ args }) => {
    await userEvent.click(await dialog().findByRole('button', { name: /^发\s*布$/ }));
    await shows(() => screen.getByText('列表列引用了不存在的字段'));
    await expect(screen.getByText('文件 /list/columns/3/field：')).toBeVisible();
    await expect(args.onRefused).toHaveBeenCalledWith([{ path: 'file/list/columns/3/field', message: '列表列引用了不存在的字段' }]);
  },
};
