// A QR code's page in the phone shell (/q/:code, issue 15 item 6): resolved to its record's page, or the
// server's refusal with the way back to scanning.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import QrTargetPage from '../../src/client/phone/scan/qr-target-page.tsx';
import { fail, okData, PENDING } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';

const RESOLVE = 'GET /phone/qr/resolve';
const CODE = 'z1.1.area.12.Q3vX9aLm2TzR7bKc1pWd_A';
const router = { path: `/q/${CODE}`, route: '/q/:code' };

const meta = {
  title: 'Phone/QrTargetPage',
  component: QrTargetPage,
  parameters: shell({ router }),
} satisfies Meta<typeof QrTargetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking the server. (Each story gives its own answer: story parameters merge into the meta's, a pending one would stay.) */
export const Resolving: Story = {
  parameters: shell({ router, api: { [RESOLVE]: PENDING } }),
};

/** Our code: on to the record's phone page. */
export const Opens: Story = {
  parameters: shell({ router, api: { [RESOLVE]: okData({ resource: 'area', recordId: 12, title: '罐区A', path: '/r/area/12' }) } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-location')).toHaveTextContent('/r/area/12');
  },
};

/** Another enterprise's code: the refusal and 返回扫码. */
export const OtherEnterprise: Story = {
  parameters: shell({ router, api: { [RESOLVE]: fail('这是其他企业的二维码，当前账号不能查看', 403) } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('qr-failure')).toHaveTextContent('这是其他企业的二维码');
    await expect(page.getByRole('button', { name: /返回扫码/ })).toBeVisible();
  },
};

/** A deleted record. */
export const RecordGone: Story = {
  parameters: shell({ router, api: { [RESOLVE]: fail('二维码对应的厂区区域（ID 12）不存在或已删除', 404) } }),
};
