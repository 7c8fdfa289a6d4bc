import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PermitPhoneSign } from '../../src/client/phone/modules/tszy/permit-phone-sign.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { fakeGeolocation } from '../support/fake-geolocation.ts';
import { withFakeSite } from '../support/fake-site-client.tsx';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { APPROVING_PERMIT, HOT_WORK_SLOTS } from './permit-fixtures.ts';

const UNIT_SLOT = HOT_WORK_SLOTS[1];

/** 现场签字审批 alone (a permit's phone page, issue 16 item 8): position, signature, photos, the opinion, 同意 / 退回. */
const meta = {
  title: 'Tszy/PermitPhoneSign',
  component: PermitPhoneSign,
  beforeEach: fakeGeolocation,
  decorators: [phoneFrame, withFakeSite({ position: { distanceM: 8, limitM: 200, tooFar: false } }), withFakeClient({ resources: [] })],
  args: { permitId: APPROVING_PERMIT.id, permitNo: APPROVING_PERMIT.zuoYeBianHao, slot: UNIT_SLOT, signatureRequired: false, onDecide: fn(async () => undefined) },
  parameters: shell({ layout: 'centered' }),
} satisfies Meta<typeof PermitPhoneSign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 同意 with an opinion: asked first (naming the permit and the slot), then sent with the slot's index. */
export const Approve: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText('所在单位意见'));
    await shows(() => screen.getByText('距现场约8米'));
    await userEvent.type(screen.getByRole('textbox', { name: '审批意见' }), '现场措施已落实');
    await userEvent.click(screen.getByRole('button', { name: /同\s*意/ }));
    await shows(() => screen.getByText('确定同意作业票 HJZA0000000000002 的「所在单位意见」吗？同意后不能撤销。'));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith(expect.objectContaining({ slotIndex: 1, decision: 'approve', opinion: '现场措施已落实' })));
  },
};

/** 退回 without an opinion is refused on the spot; nothing is sent. */
export const ReturnNeedsOpinion: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /退\s*回/ }));
    await shows(() => screen.getByText('退回时须填写审批意见'));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** The enterprise requires a signature: said so, and 同意 asks for one first. */
export const SignatureRequired: Story = {
  args: { signatureRequired: true },
  play: async ({ args }) => {
    await shows(() => screen.getByText('本企业要求：同意须在现场手写签名'));
    await userEvent.click(screen.getByRole('button', { name: /同\s*意/ }));
    await shows(() => screen.getByText('请先手写签名并点“确认签名”'));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};
