import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import '../../src/client/phone/phone.css';
import type { PermitView } from '../../src/client/api/permit-api.ts';
import { PermitPhoneBriefing, PermitPhoneBriefingCard } from '../../src/client/phone/modules/tszy/permit-phone-briefing.tsx';
import { withFakeSite } from '../support/fake-site-client.tsx';
import { shows } from '../support/play-helpers.ts';
import { APPROVING_PERMIT, DRAFT_PERMIT } from './permit-fixtures.ts';

const BRIEFING = { jiaoDiRen: '赵志强', jiaoDiShiJian: '2026-01-08T00:30:00.000Z', jiaoDiNeiRong: '动火风险、安全措施与应急处置' };
const DRAFT: PermitView = {
  ...DRAFT_PERMIT,
  zuoYeRen: [{ xingMing: '刘强' }, { xingMing: '王五' }],
  anQuanJiaoDi: { ...BRIEFING, qianZi: [{ xingMing: '刘强', qianMing: 71, shiJian: '2026-01-08T00:40:00.000Z' }] },
};

/** 安全交底签字 on a permit's phone page (issue 16 item 5): each worker signs on the pad, at 360 px. */
const meta = {
  title: 'Tszy/PermitPhoneBriefing',
  component: PermitPhoneBriefing,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
    withFakeSite(),
  ],
  args: { permit: DRAFT, canSign: true, onSign: fn(async () => undefined) },
} satisfies Meta<typeof PermitPhoneBriefing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: 刘强 has signed (their signature shown), 王五 signs on the pad; an empty pad is refused before sending. */
export const WorkerSigns: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText('动火风险、安全措施与应急处置'));
    await waitFor(() => expect(screen.getByRole('img', { name: '刘强的交底签字' })).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '签字 王五' }));
    await shows(() => screen.getByText('请王五在下方手写签名，确认已接受安全交底'));
    await userEvent.click(screen.getByRole('button', { name: '确认签字' }));
    await expect(args.onSign).not.toHaveBeenCalled();
  },
};

/** A reader sees who signed, with no button. */
export const Reader: Story = {
  args: { canSign: false },
  play: async () => {
    await shows(() => screen.getByText('未签字'));
    await expect(screen.queryByRole('button', { name: /签字/ })).toBeNull();
  },
};

/** Submitted: the signatures are frozen. */
export const Submitted: Story = {
  args: { permit: { ...DRAFT, ...APPROVING_PERMIT, zuoYeRen: DRAFT.zuoYeRen, anQuanJiaoDi: DRAFT.anQuanJiaoDi } },
  play: async () => {
    await shows(() => screen.getByText('作业票已提交，交底签字不能再更改。'));
  },
};

/** The card as the page places it (its sending goes through the phone's outbox; not exercised here). */
export const AsPlaced: StoryObj<typeof PermitPhoneBriefingCard> = {
  render: () => <PermitPhoneBriefingCard permit={{ ...DRAFT, zhuangTai: 'APPROVING' }} canSign onSigned={fn()} />,
  play: async () => {
    await shows(() => screen.getByText('作业票已提交，交底签字不能再更改。'));
  },
};
