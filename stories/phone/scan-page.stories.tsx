// 扫码 in the phone shell (issue 15 item 6). Storybook's browser has no camera to give: the camera is faked as
// refused (the message and 从相册选择), and a picture without a QR code says so.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ScanPage from '../../src/client/phone/scan/scan-page.tsx';
import { shell } from '../support/story-parameters.ts';

/** Makes getUserMedia refuse, as a person who said no to the camera. */
function refuseCamera(): void {
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (devices) devices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
}

/** A blank 64 × 64 PNG (no QR code in it). */
async function blankPicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 64, 64);
  }
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'));
  return new File([blob], 'blank.png', { type: 'image/png' });
}

const meta = {
  title: 'Phone/ScanPage',
  component: ScanPage,
  parameters: shell({ router: { path: '/scan', route: '/scan' }, layout: 'fullscreen' }),
  beforeEach: refuseCamera,
} satisfies Meta<typeof ScanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera refused: the message, and the album still there. */
export const CameraRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('scan-camera-denied')).toHaveTextContent('无法使用摄像头');
    await expect(page.getByRole('button', { name: /从相册选择/ })).toBeVisible();
  },
};

/** A picture without a QR code. */
export const NoCodeInPicture: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByTestId('scan-camera-denied');
    await userEvent.upload(page.getByTestId('scan-file'), await blankPicture());
    await expect(await page.findByTestId('scan-problem')).toHaveTextContent('图片中没有识别到二维码');
  },
};
