import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VersionsPanel, type VersionsPanelProps } from '../../designer/versions-panel.tsx';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { MANY_VERSIONS, SAFETY_MANAGER_KEY, SAFETY_MANAGER_VERSIONS } from './versions-fixtures.ts';
import { designerClientOfStory, withFakeDesigner } from './versions-story-client.tsx';

/** The panel with the version in force kept in story state, as the workbench keeps it. */
function Workbench(props: VersionsPanelProps) {
  const [current, setCurrent] = useState(props.currentVersion);
  return (
    <VersionsPanel
      {...props}
      currentVersion={current}
      onRolledBack={(v) => {
        setCurrent(v);
        props.onRolledBack(v);
      }}
    />
  );
}

const rowOf = (version: number) => {
  const row = document.querySelector<HTMLElement>(`[data-testid="versions-panel"] tr[data-row-key="${version}"]`);
  if (!row) throw new Error(`no row of version ${version}`);
  return row;
};

/** The versions of the safety managers' overlay: history, 对比 of any two, 回滚到此版本. */
const meta = {
  title: 'Designer/VersionsPanel',
  component: VersionsPanel,
  args: { resourceKey: SAFETY_MANAGER_KEY, currentVersion: 3, onRolledBack: fn() },
  render: (args) => <Workbench {...args} />,
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER], versions: { [SAFETY_MANAGER_KEY]: SAFETY_MANAGER_VERSIONS } })],
} satisfies Meta<typeof VersionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three versions, the newest tagged 当前; 对比 shows what changed from version 2 to 3, field by field. */
export const CompareDefault: Story = {
  play: async () => {
    await waitFor(() => expect(within(rowOf(3)).getByText('当前')).toBeVisible());
    await expect(within(rowOf(3)).getByRole('button', { name: '回滚到此版本' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^对\s*比$/ }));
    await shows(() => screen.getByText('版本 2 → 版本 3'));
    const diff = within(await screen.findByTestId('version-diff-table'));
    await waitFor(() => expect(diff.getAllByText('证书等级').length).toBeGreaterThan(0));
    await expect(diff.getByText('初级（junior）、高级（senior）')).toBeVisible();
    await expect(diff.getAllByText('新增').length).toBeGreaterThan(0);
  },
};

/** 与当前对比 on version 1: 培训学时 became required (否 → 是). */
export const CompareWithCurrent: Story = {
  play: async () => {
    await waitFor(() => expect(rowOf(1)).toBeVisible());
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: '与当前对比' }));
    await shows(() => screen.getByText('版本 1 → 版本 3'));
    const diff = within(await screen.findByTestId('version-diff-table'));
    const training = within((await diff.findByText('培训学时')).closest('tr') as HTMLElement);
    await expect(training.getByText('修改')).toBeVisible();
    await expect(training.getByText('必填')).toBeVisible();
    await expect(training.getByText('否')).toBeVisible();
    await expect(training.getByText('是')).toBeVisible();
  },
};

/** 回滚到此版本 asks first; confirmed, a copy of version 1 is published as version 4, now 当前. */
export const Rollback: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(rowOf(1)).toBeVisible());
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: '回滚到此版本' }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByText(/回滚将发布一个与版本 1 相同的新版本/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /回\s*滚/ }));
    await waitFor(() => expect(args.onRolledBack).toHaveBeenCalledWith(4));
    await waitFor(() => expect(within(rowOf(4)).getByText('当前')).toBeVisible());
    await expect(designerClientOfStory().calls.find((c) => c.method === 'rollback')?.args).toEqual([SAFETY_MANAGER_KEY, 1, 3]);
  },
};

/** Someone published meanwhile: the rollback is refused (409) with a message and the list reloads. */
export const RollbackConflict: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(rowOf(2)).toBeVisible());
    designerClientOfStory().publishElsewhere(SAFETY_MANAGER_KEY, SAFETY_MANAGER_VERSIONS[0], '另一位管理员的发布');
    await userEvent.click(within(rowOf(2)).getByRole('button', { name: '回滚到此版本' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /回\s*滚/ }));
    await shows(() => screen.getByText('其他管理员已发布了新版本，请刷新后再回滚'));
    await waitFor(() => expect(rowOf(4)).toBeVisible());
    await expect(args.onRolledBack).not.toHaveBeenCalled();
  },
};

/** Fourteen versions: ten a page. */
export const ManyVersions: Story = {
  args: { currentVersion: 14 },
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER], versions: { [SAFETY_MANAGER_KEY]: MANY_VERSIONS } })],
  play: async () => {
    await shows(() => screen.getByText('共 14 个版本'));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowOf(1)).toBeVisible());
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  args: { currentVersion: 0 },
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER] })],
  play: async () => {
    await shows(() => screen.getByText(/尚未发布任何版本/));
  },
};

/** The versions are on their way. */
export const Loading: Story = {
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER], versions: { [SAFETY_MANAGER_KEY]: SAFETY_MANAGER_VERSIONS }, pending: ['versions'] })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull());
  },
};

/** The list failed to load: the reason and 重试. */
export const LoadFailed: Story = {
  decorators: [
    withFakeDesigner({
      resources: [SAFETY_MANAGER],
      versions: { [SAFETY_MANAGER_KEY]: SAFETY_MANAGER_VERSIONS },
      failures: { versions: { message: '网络连接失败', status: 503 } },
    }),
  ],
  play: async () => {
    await shows(() => screen.getByText('网络连接失败'));
    designerClientOfStory().setFailure('versions', null);
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(rowOf(3)).toBeVisible());
  },
};
