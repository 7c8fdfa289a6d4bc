import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { SignatureList } from '../../src/runtime/phone/signature-list.tsx';
import { SignatureImage } from '../../src/runtime/phone/signature-image.tsx';
import { shows } from '../support/play-helpers.ts';
import { withFakeSite } from '../support/fake-site-client.tsx';

const entry = (id: number, signerName: string, signedAt: string) => ({
  id,
  resource: 'acceptance-stage',
  recordId: 7,
  userId: id,
  staffId: id,
  signerName,
  signedAt,
  positionId: null,
  usedByHistory: id * 10,
});

/** A record's signatures on its detail (issue 15): who signed, when, and the image. */
const meta = {
  title: 'Runtime/Phone/SignatureList',
  component: SignatureList,
  args: { resource: 'acceptance-stage', recordId: 7 },
  decorators: [
    withFakeSite({ signatures: [entry(1, '李安全', '2026-05-06T01:20:00Z'), entry(2, '王建国', '2026-05-06T02:05:00Z')] }),
    (Story) => <div style={{ maxWidth: 480, padding: 16 }}><Story /></div>,
  ],
} satisfies Meta<typeof SignatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSignatures: Story = {
  play: async () => {
    await shows(() => screen.getByText('李安全'));
    await shows(() => screen.getByText('王建国'));
  },
};

/** A record without signatures shows 暂无签名 when asked to. */
export const NoneYet: Story = {
  args: { recordId: 8, showEmpty: true },
  play: async () => {
    await shows(() => screen.getByText('暂无签名'));
  },
};

/** One stored signature's image, as the history timeline shows it. */
export const OneImage: Story = {
  render: () => <SignatureImage id={1} alt="李安全的签名" />,
  play: async () => {
    await shows(() => screen.getByAltText('李安全的签名'));
  },
};
