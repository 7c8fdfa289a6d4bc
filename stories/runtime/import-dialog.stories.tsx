import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ImportDialog } from '../../src/runtime/import-dialog.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function uploadSheet(name = '安全管理人员.xlsx') {
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['xlsx'], name, { type: XLSX }), { applyAccept: false });
  return dialog;
}

/** The import dialog: template link, .xlsx drop zone, progress, then counts and failed rows. */
const meta = {
  title: 'Runtime/ImportDialog',
  component: ImportDialog,
  args: { resource: SAFETY_MANAGER, open: true, onClose: fn(), onImported: fn() },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER] })],
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file is chosen. */
export const Pick: Story = {
  play: async () => {
    await shows(() => screen.getByText('点击或拖拽 Excel 文件到此区域上传'));
    await expect(screen.getByRole('button', { name: /下载模板/ })).toBeVisible();
  },
};

/** One row of three failed: the counts, the reasons by row, 下载失败明细; the list reloads. */
export const WithFailures: Story = {
  play: async ({ args }) => {
    const dialog = await uploadSheet();
    await shows(() => within(dialog).getByText('共 3 条，成功 2 条，失败 1 条'));
    await expect(within(dialog).getByText('4')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /下载失败明细/ })).toBeVisible();
    await expect(args.onImported).toHaveBeenCalled();
  },
};

/** Every row imported. */
export const AllImported: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], importAnswer: { total: 12, success: 12, failed: 0, failures: [] } })],
  play: async () => {
    const dialog = await uploadSheet();
    await shows(() => within(dialog).getByText('导入完成'));
  },
};

/** A file matching existing records (import.match): the dialog says so, and the counts tell added from updated. */
const BY_MOBILE = { ...SAFETY_MANAGER, import: { columns: SAFETY_MANAGER.import?.columns ?? ['name', 'mobile'], match: 'mobile' } };
export const MatchedUpdates: Story = {
  args: { resource: BY_MOBILE },
  decorators: [withFakeClient({ resources: [BY_MOBILE], importAnswer: { total: 5, success: 4, updated: 3, failed: 1, failures: [{ row: 6, messages: ['手机号“13800000001”与第2行重复'] }] } })],
  play: async () => {
    await shows(() => screen.getByText(/“手机号”与已有记录相同的行将更新该记录/));
    const dialog = await uploadSheet();
    await shows(() => within(dialog).getByText('共 5 条，新增 1 条，更新 3 条，失败 1 条'));
    await expect(within(dialog).getByText('手机号“13800000001”与第2行重复')).toBeVisible();
  },
};

/** The server is still checking the file. */
export const Processing: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], pending: ['importFile'] })],
  play: async () => {
    await uploadSheet();
    await shows(() => screen.getByTestId('import-progress'));
  },
};

/** The server refused the file. */
export const Refused: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], failures: { importFile: { message: '模板列与导入模板不一致', status: 400 } } })],
  play: async () => {
    const dialog = await uploadSheet();
    await shows(() => within(dialog).getByText('模板列与导入模板不一致'));
  },
};

/** A file that is not .xlsx is refused before upload. */
export const WrongType: Story = {
  play: async () => {
    await uploadSheet('名单.csv');
    await shows(() => screen.getByText('请上传 .xlsx 格式的 Excel 文件'));
  },
};
