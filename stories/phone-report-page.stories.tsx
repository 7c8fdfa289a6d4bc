import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import '../src/client/phone/phone.css';
import ReportPage from '../src/client/phone/pages/report-page.tsx';
import type { ReportEntry } from '../src/client/phone/phone-report.ts';
import { QY_ADMIN } from './support/fixtures.ts';
import { shows } from './support/play-helpers.ts';
import { shell } from './support/story-parameters.ts';

const ENTRIES: ReportEntry[] = [
  { key: 'watch-record', title: '值班记录', module: 'zbgl' },
  { key: 'contractor-violation', title: '承包商违章记录', module: 'cbs' },
];
const never = () => new Promise<ReportEntry[]>(() => undefined);

/** 上报 (issue 15 item 1): what the person may report, each opening its form. */
const meta = {
  title: 'Phone/ReportPage',
  component: ReportPage,
  args: { load: async () => ENTRIES },
  decorators: [(Story) => <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>],
  parameters: shell({ seed: { user: QY_ADMIN }, router: { path: '/report' }, layout: 'centered' }),
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reportable resources. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByRole('link', { name: /值班记录/ }));
    await expect(page.getByRole('link', { name: /值班记录/ })).toHaveAttribute('href', '/new/watch-record');
    await expect(page.getByRole('link', { name: /承包商违章记录/ })).toBeVisible();
  },
};

/** Nothing the person may report. */
export const Nothing: Story = {
  args: { load: async () => [] },
  play: async () => {
    await shows(() => screen.getByText('没有可以上报的内容'));
  },
};

/** The list failed to load. */
export const Failed: Story = {
  args: { load: () => Promise.reject(new Error('x')) },
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};

/** Loading. */
export const Loading: Story = { args: { load: never } };
