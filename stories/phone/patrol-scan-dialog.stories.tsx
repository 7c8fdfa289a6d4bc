// 扫码 inside a patrol (patrol-scan-dialog.tsx): the phone's scanner in a full-screen dialog. Storybook's browser has
// no camera to give: it is faked as refused, so the dialog shows the album choice.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PatrolScanDialog } from '../../src/client/phone/modules/xjxc/patrol-scan-dialog.tsx';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

function refuseCamera(): void {
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (devices) devices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
}

const meta = {
  title: 'Phone/PatrolScanDialog',
  component: PatrolScanDialog,
  args: { open: true, onClose: fn(), scan: fn(async () => undefined) },
  decorators: [phoneFrame],
  parameters: shell({ layout: 'centered' }),
  beforeEach: refuseCamera,
} satisfies Meta<typeof PatrolScanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the dialog's title, the camera refused, the album offered. */
export const Open: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByTestId('scan-camera-denied')).toHaveTextContent('无法使用摄像头');
    // The dialog opens with antd's motion: the button shows once it has run.
    await shows(() => body.getByRole('button', { name: /从相册选择/ }));
  },
};
