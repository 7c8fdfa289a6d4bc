// The phone's QR scanner (qr-scanner.tsx), shared by 扫码 and the patrol's 扫码. Storybook's browser has no camera to
// give: the camera is faked as refused; the caller's problem is shown, and a picture chosen clears it first.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QrScanner } from '../../src/client/phone/scan/qr-scanner.tsx';
import { shell } from '../support/story-parameters.ts';

function refuseCamera(): void {
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (devices) devices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
}

const meta = {
  title: 'Phone/QrScanner',
  component: QrScanner,
  args: { onScanned: fn(), onRetry: fn(), problem: null },
  decorators: [(Story) => <div style={{ width: 360, padding: 16 }}>{Story()}</div>],
  parameters: shell({ layout: 'centered' }),
  beforeEach: refuseCamera,
} satisfies Meta<typeof QrScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No camera: the message and the album. */
export const CameraRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('scan-camera-denied')).toHaveTextContent('无法使用摄像头');
    await expect(page.getByRole('button', { name: /从相册选择/ })).toBeVisible();
  },
};

/** The caller's refusal of the last code (a patrol's point not on its route). */
export const Refused: Story = {
  args: { problem: '点位“氯气压缩机巡检点”不在本次巡检的路线上' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('scan-problem')).toHaveTextContent('不在本次巡检的路线上');
  },
};
