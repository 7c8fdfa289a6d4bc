import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import '../../src/client/phone/phone.css';
import type { SlotView } from '../../src/client/api/permit-api.ts';
import { PermitPhoneView } from '../../src/client/phone/modules/tszy/permit-phone-view.tsx';
import { PhoneCountersignDepartments } from '../../src/client/phone/modules/tszy/permit-phone-departments.tsx';
import { SlotSiteProof } from '../../src/client/pages/tszy/slot-site-proof.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { fakeGeolocation } from '../support/fake-geolocation.ts';
import { withFakeSite } from '../support/fake-site-client.tsx';
import { shows } from '../support/play-helpers.ts';
import { COUNTERSIGN_SLOT } from './countersign-fixtures.ts';
import { APPROVING_PERMIT, detailOf, HOT_WORK_SLOTS, participantsOf } from './permit-fixtures.ts';

/** The unit's slot approved at the site: signature, 12 m from the work position, no photo. */
const SIGNED_SLOTS: SlotView[] = HOT_WORK_SLOTS.map((s) =>
  s.index === 1
    ? { ...s, current: false, decision: 'approve', opinion: '现场措施落实', signer: '7', signerName: '赵主任', at: '2026-01-08T01:30:00.000Z', signatureId: 71, positionId: 5, distanceM: 12.4, limitM: 200, tooFar: false }
    : s.index === 2
      ? { ...s, current: true }
      : s,
);

const AUDITING = { ...APPROVING_PERMIT, zuoYeDiDian: '二号罐区', allowedActions: ['audit' as const, 'interrupt' as const, 'extend' as const] };

/** A permit on the phone (/zax/m/x/tszy/permit/:id), one column at 360 px. */
const meta = {
  title: 'Tszy/PermitPhoneView',
  component: PermitPhoneView,
  beforeEach: fakeGeolocation,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
    withFakeSite({ position: { distanceM: 8, limitM: 200, tooFar: false } }),
    withFakeClient({ resources: [] }),
  ],
  args: {
    permit: detailOf(AUDITING),
    people: { ...participantsOf(AUDITING, true), people: { zuoYeFuZeRen: '张伟', zuoYeRen: [{ xingMing: '刘洋' }], jianHuRen: '周监护', shenQingRen: '张伟' } },
    canAddGas: true,
    desktopHref: '/zax/tszy/detail/2',
    onDecide: fn(async () => undefined),
    onCountersign: fn(async () => undefined),
    onAction: fn(async () => undefined),
    onGas: fn(async () => undefined),
  },
} satisfies Meta<typeof PermitPhoneView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approver at the site: position read, signature pad, photos, 同意 / 退回; the other actions and the spot for more. */
export const SignAtSite: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText('现场签字审批'));
    await shows(() => screen.getByText('距现场约8米'));
    await expect(screen.getByText('二号罐区')).toBeVisible();
    await expect(screen.getByText('周监护')).toBeVisible();
    await expect(screen.getByRole('button', { name: /中断作业/ })).toBeVisible();
    await expect(screen.getByText(/在电脑上办理/)).toBeVisible();
    await expect(screen.getByTestId('permit-phone-more')).toBeVisible();
    // 退回 needs an opinion; nothing is sent without one.
    await userEvent.click(screen.getByRole('button', { name: /退\s*回/ }));
    await shows(() => screen.getByText('退回时须填写审批意见'));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** The enterprise requires a signature: 同意 asks for one first. */
export const SignatureRequired: Story = {
  args: { people: { ...participantsOf(AUDITING, true), signatureRequired: true } },
  play: async ({ args }) => {
    await shows(() => screen.getByText('本企业要求：同意须在现场手写签名'));
    await userEvent.click(screen.getByRole('button', { name: /同\s*意/ }));
    await shows(() => screen.getByText('请先手写签名并点“确认签名”'));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** A slot signed at the site shows its signature and distance; a reader has no signing panel. */
export const SignedSlot: Story = {
  args: { permit: detailOf({ ...APPROVING_PERMIT, allowedActions: [] }), people: { ...participantsOf(APPROVING_PERMIT, false), slots: SIGNED_SLOTS }, canAddGas: false },
  play: async () => {
    await shows(() => screen.getByText('距作业位置 12 米'));
    await shows(() => screen.getByRole('img', { name: '赵主任的签名' }));
    await expect(screen.queryByText('现场签字审批')).toBeNull();
    await expect(screen.queryByRole('button', { name: '录入分析数据' })).toBeNull();
  },
};

/** The analyst enters readings: several gases at one moment, in the dialog of the desktop. */
export const GasEntry: Story = {
  args: { permit: detailOf({ ...APPROVING_PERMIT, allowedActions: [] }), people: participantsOf(APPROVING_PERMIT, false) },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '录入分析数据' }));
    await shows(() => screen.getByRole('dialog'));
  },
};

/** The proof of one slot alone: too far from the work position is shown as a warning. */
export const TooFar: StoryObj<typeof SlotSiteProof> = {
  render: () => <SlotSiteProof slot={{ ...SIGNED_SLOTS[1], distanceM: 640, tooFar: true }} />,
  play: async () => {
    await shows(() => screen.getByText('距作业位置 640 米，超出允许的 200 米'));
  },
};

/** A 动土 permit awaiting its departments: 消防 signed by 王总, 安全 waiting; the person signs for 安全 (huiQianBuMen). */
const COUNTERSIGNING = { ...APPROVING_PERMIT, zuoYeLeiXing: 'DONG_TU' as const, slotIndex: 2, allowedActions: ['audit' as const], huiQianBuMen: ['安全'] };
const COUNTERSIGN_SLOTS: SlotView[] = [SIGNED_SLOTS[0], SIGNED_SLOTS[1], COUNTERSIGN_SLOT];

/** The departments' states in the slots, and one panel for the person's department: 同意 is sent naming 安全. */
export const Countersign: Story = {
  args: { permit: detailOf(COUNTERSIGNING), people: { ...participantsOf(COUNTERSIGNING, false), slots: COUNTERSIGN_SLOTS }, canAddGas: false },
  play: async ({ args }) => {
    const departments = await waitFor(() => screen.getByTestId('phone-countersign-departments'));
    const fire = within(departments.querySelector<HTMLElement>('[data-department="消防"]')!);
    await expect(fire.getByText('已会签')).toBeVisible();
    await expect(fire.getByText('消防通道已预留')).toBeVisible();
    const safety = within(departments.querySelector<HTMLElement>('[data-department="安全"]')!);
    await expect(safety.getByText('待会签')).toBeVisible();
    await expect(safety.getByText('会签人：李安全、赵志强')).toBeVisible();
    const sign = screen.getByTestId('permit-phone-sign');
    await expect(within(sign).getByText(/（安全）$/)).toBeVisible();
    await userEvent.type(within(sign).getByRole('textbox', { name: '审批意见' }), '安全措施已落实');
    await userEvent.click(within(sign).getByRole('button', { name: /同\s*意/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onCountersign).toHaveBeenCalledWith('安全', expect.objectContaining({ decision: 'approve', opinion: '安全措施已落实' })));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** Someone who signs no department sees the departments' states and no signing panel. */
export const CountersignRead: Story = {
  args: { permit: detailOf({ ...COUNTERSIGNING, huiQianBuMen: [] }), people: { ...participantsOf(COUNTERSIGNING, false), slots: COUNTERSIGN_SLOTS }, canAddGas: false },
  play: async () => {
    await shows(() => screen.getByText('会签人：李安全、赵志强'));
    await expect(screen.queryByTestId('permit-phone-sign')).toBeNull();
  },
};

/** The departments alone: one signed (who, when, the opinion), one waiting (who may sign). */
export const CountersignDepartments: StoryObj<typeof PhoneCountersignDepartments> = {
  render: () => <PhoneCountersignDepartments departments={COUNTERSIGN_SLOT.departments ?? []} />,
  play: async () => {
    await shows(() => screen.getByText('已会签'));
    await expect(screen.getByText('消防通道已预留')).toBeVisible();
    await expect(screen.getByText('待会签')).toBeVisible();
    await expect(screen.getByText('会签人：李安全、赵志强')).toBeVisible();
  },
};
