import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../src/client/phone/phone.css';
import { PatrolPhoneForm } from '../../src/client/phone/modules/xjxc/patrol-phone-form.tsx';
import type { PatrolTask } from '../../src/client/phone/modules/xjxc/patrol-phone-load.ts';
import { FakeWorkflowProvider } from '../support/fake-workflow-provider.tsx';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const POINT = {
  id: 5,
  name: '循环水泵巡检点',
  code: 'XJ-A01',
  location: '循环水泵房',
  items: [
    { id: 11, itemType: 'check' as const, content: '有无泄漏', unit: '', lowerLimit: null, upperLimit: null, physicalMin: null, physicalMax: null, photoRequired: true, onAbnormal: 'none' as const },
    { id: 12, itemType: 'reading' as const, content: '出口压力', unit: 'MPa', lowerLimit: 0.2, upperLimit: 0.6, physicalMin: 0, physicalMax: 1.6, photoRequired: false, onAbnormal: 'repair' as const },
  ],
};
const pending: PatrolTask = { record: { id: 1, name: '一号路线日巡检', patrolState: 'pending', dueAt: '2026-11-30 23:59:59' }, points: [POINT] };
const done: PatrolTask = {
  record: {
    id: 1, name: '一号路线日巡检', patrolState: 'done', dueAt: '2026-11-30 23:59:59', finishedAt: '2026-11-30 10:12:00', abnormalCount: 1, late: false,
    results: [
      { id: 21, pointId: 5, itemId: 11, normal: true, verdict: 'normal' },
      { id: 22, pointId: 5, itemId: 12, reading: 0.95, verdict: 'abnormal', repairOrderId: 8, note: '出口阀异响' },
    ],
  },
  points: [POINT],
};

/** A patrol walked on the phone (docs/patrol.md "On the phone"): each item answered, an abnormal one asks for a photo. */
const meta = {
  title: 'Phone/PatrolForm',
  component: PatrolPhoneForm,
  args: { task: pending, onSave: fn(async () => undefined), onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <FakeWorkflowProvider options={{ client: { resources: [], records: {} } }}>
        <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>
      </FakeWorkflowProvider>
    ),
  ],
  parameters: shell({ seed: { user: STAFF }, router: { path: '/x/xjxc/patrol/1' }, layout: 'centered' }),
} satisfies Meta<typeof PatrolPhoneForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: a reading outside its range says so and asks for a photo; 暂存 saves what is answered. */
export const Walking: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('已填 0 / 2 项'));
    await userEvent.type(page.getByRole('spinbutton'), '0.95');
    await shows(() => page.getByText('超出正常范围'));
    await expect(page.getByText('异常将生成维修工单')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /暂\s*存/ }));
    await expect(args.onSave).toHaveBeenCalledWith([{ pointId: 5, itemId: 12, reading: 0.95 }]);
  },
};

/** Submitted: the server's verdicts and the repair order the reading opened. */
export const Submitted: Story = {
  args: { task: done },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('异常 1 项'));
    await expect(page.getByRole('link', { name: '维修工单 #8' })).toBeVisible();
    await expect(page.queryByRole('button', { name: /提交巡检/ })).toBeNull();
  },
};

/** 扫码: the points reached by scan are marked 已扫码; the button opens the scanner. */
export const Scanning: Story = {
  args: { task: { ...pending, record: { ...pending.record, scannedPointIds: [5] } }, onScan: fn(async () => ({ pointId: 5, queued: false, scannedPointIds: [5] })) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('已扫码'));
    await userEvent.click(page.getByRole('button', { name: /扫\s*码/ }));
    await shows(() => within(document.body).getByText('扫描点位二维码'));
  },
};

/** A picture of a QR code of `text`, drawn in the browser (black modules on white, a quiet zone of four modules). */
async function qrPicture(text: string, scale = 6): Promise<File> {
  const { Ecc, QrCode } = await import('@rc-component/qrcode/es/libs/qrcodegen.js');
  const qr = QrCode.encodeText(text, Ecc.MEDIUM);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = (qr.size + 8) * scale;
  const g = canvas.getContext('2d') as CanvasRenderingContext2D;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  for (let y = 0; y < qr.size; y++) for (let x = 0; x < qr.size; x++) if (qr.getModule(x, y)) g.fillRect((x + 4) * scale, (y + 4) * scale, scale, scale);
  const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b as Blob), 'image/png'));
  return new File([blob], 'label.png', { type: 'image/png' });
}

/** 扫码 without signal: a point not on the route is refused in the scanner at once, naming the point; nothing is sent. */
export const ScanRefusedOffline: Story = {
  args: { online: () => false, onScan: fn(async () => ({ pointId: 99, queued: true })) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(page.getByRole('button', { name: /扫\s*码/ }));
    await shows(() => body.getByText('扫描点位二维码'));
    await userEvent.upload(await body.findByTestId('scan-file'), await qrPicture('z1.1001.patrol-point.99.AAAAAAAAAAAAAAAAAAAAAA'));
    await shows(() => body.getByText('扫描的点位（ID 99）不在本次巡检的路线上，请扫描本路线点位的二维码'));
    await expect(args.onScan).not.toHaveBeenCalled();
  },
};
