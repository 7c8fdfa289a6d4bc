import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { PermitPrintGuard } from '../../src/client/pages/tszy/permit-print-guard.tsx';
import SiteGuardBlock, { SiteGuardRecord } from '../../src/client/pages/tszy/site-guard-block.tsx';
import { shows } from '../support/play-helpers.ts';
import { GUARD, guardedPermit } from './site-guard-fixtures.ts';

/** Block `tszy/site-guard` of the permit detail: the measures confirmed at the site and the confined-space entry record. */
const meta = {
  title: 'Tszy/SiteGuardBlock',
  component: SiteGuardRecord,
  args: { guard: GUARD },
} satisfies Meta<typeof SiteGuardRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {
  play: async () => {
    await shows(() => screen.getByText('监护人在出入口全程监护'));
    await expect(screen.getByText('未确认')).toBeVisible();
    await expect(screen.getByText('空间内 1 人')).toBeVisible();
    await expect(screen.getByText('仍在内')).toBeVisible();
  },
};

/** Nothing to confirm, not a confined space. */
export const Empty: Story = {
  args: { guard: { ...GUARD, measures: [], confined: false, lines: [], stays: [], inside: [] } },
  play: async () => {
    await shows(() => screen.getByText('本作业票没有作业中或作业结束的安全措施'));
  },
};

/** The rows of the Annex A print view. */
export const PrintRows: StoryObj<typeof PermitPrintGuard> = {
  render: () => (
    <table>
      <tbody>
        <PermitPrintGuard permit={guardedPermit()} />
      </tbody>
    </table>
  ),
  play: async () => {
    await shows(() => screen.getByText('受限空间人员出入登记（GB 30871—2022 6.8 c）'));
    await expect(screen.getByText('王芳')).toBeVisible();
  },
};

/** The block as the detail places it: it reads the detail's `siteGuard`. */
export const AsBlock: StoryObj<typeof SiteGuardBlock> = {
  render: () => <SiteGuardBlock record={guardedPermit()} props={{}} title="监护人现场记录" />,
  play: async () => {
    await shows(() => screen.getByTestId('site-guard-entry'));
    await expect(screen.getByText('刘洋')).toBeVisible();
  },
};
