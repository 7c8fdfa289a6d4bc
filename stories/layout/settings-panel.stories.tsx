import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SettingsPanel } from '../../src/client/layout/settings-panel.tsx';
import { useSettingsStore } from '../../src/client/stores/settings-store.ts';
import { shell } from '../support/story-parameters.ts';

/** The layout settings panel (issue 3 item 5): theme colour, tabs, fixed header, sidebar logo; persisted. */
const meta = {
  title: 'Layout/SettingsPanel',
  component: SettingsPanel,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with the defaults (#1890ff, tabs on, header not fixed, logo on). */
export const Open: Story = {};

/** Changed settings: 酱紫, tabs off, fixed header. */
export const ChangedSettings: Story = {
  parameters: shell({ seed: { settings: { themeColor: '#722ed1', tagsView: false, fixedHeader: true } } }),
};

/** A preset swatch applies its colour at once. */
export const PickPreset: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '主题色 翠绿' }));
    await waitFor(() => expect(useSettingsStore.getState().themeColor).toBe('#11a983'));
    await expect(screen.getByRole('button', { name: '主题色 翠绿' })).toHaveAttribute('aria-pressed', 'true');
  },
};
