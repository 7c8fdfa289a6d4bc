import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import '../../src/client/phone/phone.css';
import { PermitPhoneGuard } from '../../src/client/phone/modules/tszy/permit-phone-guard.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { GUARD, guardedPermit, LEADER_VIEW } from './site-guard-fixtures.ts';

/** 监护人现场记录 on a permit's phone page (/zax/m/x/tszy/permit/:id), at 360 px: nothing is sent over the network. */
const meta = {
  title: 'Tszy/PermitPhoneGuard',
  component: PermitPhoneGuard,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
    withFakeClient({ resources: [] }),
  ],
  args: { permit: guardedPermit(), onSend: fn(async () => undefined) },
} satisfies Meta<typeof PermitPhoneGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guardian confirms the 作业结束 measure and records 刘洋 coming out; each write goes to onSend (phoneSend). */
export const Guardian: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText('监护人现场记录'));
    await expect(screen.getByText('空间内 1 人')).toBeVisible();
    await expect(screen.getByText(/^李安全 .+ 确认$/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ url: '/tszy/zuoYePiao/siteGuard/measure', body: expect.objectContaining({ index: 2 }) }), '已确认'));
    // A line needs a person first.
    await userEvent.click(screen.getByRole('button', { name: '登记出来' }));
    await shows(() => screen.getByText('请先选择或输入人员'));
    await userEvent.type(screen.getByRole('combobox', { name: '人员' }), '刘洋');
    await userEvent.click(screen.getByRole('button', { name: '登记出来' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ url: '/tszy/zuoYePiao/siteGuard/entry', body: expect.objectContaining({ person: '刘洋', direction: 'out' }) }), '已登记出来'),
    );
  },
};

/**
 * The 作业负责人, not the guardian: each unconfirmed measure says who confirms it; the leader's own (完工清理余火, its
 * template naming the leader) has the button, the guardian's are read-only, and there is no entry form.
 */
export const LeaderConfirmsOwnMeasure: Story = {
  args: { permit: guardedPermit(LEADER_VIEW) },
  play: async ({ args, canvasElement }) => {
    await shows(() => screen.getByText(/^下列注明由您确认的安全措施可在此确认/));
    const item = (index: number) => canvasElement.querySelector<HTMLElement>(`[data-measure="${index}"]`);
    await expect(item(3)?.textContent).toContain('须由作业负责人确认');
    await expect(item(4)?.textContent).toContain('须由监护人确认');
    await expect(item(2)?.textContent).toContain('由监护人确认');
    await expect(item(4)?.querySelector('button')).toBeNull();
    await expect(item(2)?.querySelector('button')).toBeNull();
    await expect(screen.queryByRole('button', { name: '登记进入' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ url: '/tszy/zuoYePiao/siteGuard/measure', body: expect.objectContaining({ index: 3 }) }), '已确认'));
  },
};

/** Someone else (or a permit no longer in progress) sees the record only. */
export const ReadOnly: Story = {
  args: { permit: guardedPermit({ ...GUARD, mayRecord: false, measures: GUARD.measures.map((m) => ({ ...m, mayConfirm: false })) }) },
  play: async () => {
    await shows(() => screen.getByText('只有监护人（或措施注明的确认人）可以在此登记；作业中的作业票才能登记'));
    await expect(screen.queryByRole('button', { name: '登记进入' })).toBeNull();
    await expect(screen.getByText(/仍在内/)).toBeVisible();
  },
};
