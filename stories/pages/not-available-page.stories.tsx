import type { Meta, StoryObj } from '@storybook/react-vite';
import NotAvailablePage from '../../src/client/pages/not-available-page.tsx';

/** A menu entry whose screen is not built yet (issue 3 item 4). */
const meta = {
  title: 'Pages/NotAvailablePage',
  component: NotAvailablePage,
  args: { title: '作业计划', viewKey: 'tszy/work-plan' },
} satisfies Meta<typeof NotAvailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page key no issue has built yet. */
export const PageKey: Story = {};

/** A resource key, before the schema runtime lands. */
export const ResourceKey: Story = {
  args: { title: '企业基本信息', viewKey: 'resource/enterprise-info', resource: 'enterprise-info' },
};

/** An entry without a title or key. */
export const Unnamed: Story = { args: { title: '', viewKey: '' } };
