import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../src/client/api/http.ts';
import type { ParkReportApi, ParkReportAsk } from '../../src/client/api/park-report-api.ts';
import { ParkReportDialog } from '../../src/client/pages/fxfjgk/park-report-dialog.tsx';

const CODE = '91320500MA1X2Y3T4E';

/** A park-report API answering from memory: 12 records of every kind, the send logged as report 7. */
function fakeApi(refusal?: ApiError): ParkReportApi {
  const count = (ask: ParkReportAsk) => (ask.kind === 'hierarchy' ? 12 : 3);
  return {
    preview: async (ask) => {
      if (refusal) throw refusal;
      return { creditCode: CODE, enterpriseName: '示例化工有限公司', dataType: ask.kind, range: ask.from && ask.to ? { from: ask.from, to: ask.to } : null, count: count(ask), generatedAt: '2026-11-30 10:05:00' };
    },
    send: async (ask) => {
      if (refusal) throw refusal;
      return { id: 7, dataType: ask.kind, recordCount: count(ask), generatedAt: '2026-11-30 10:05:00', creditCode: CODE, fileName: `${CODE}_${ask.kind}_20261130100500.json`, size: 5321, sha256: 'a'.repeat(64) };
    },
    download: fn(async () => undefined),
  };
}

/** 向园区报送 (issue 17 item 6, docs/park-report.md): what to report, its preview, the report sent and its file. */
const meta = {
  title: 'Fxfjgk/ParkReportDialog',
  component: ParkReportDialog,
  args: { onClose: fn(), onSent: fn(), api: fakeApi() },
} satisfies Meta<typeof ParkReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hierarchy, previewed then sent: the file, its size and digest, 下载文件. */
export const SendHierarchy: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /预\s*览/ }));
    await screen.findByText(`示例化工有限公司（${CODE}）本次将报送 12 条记录`);
    await userEvent.click(screen.getByRole('button', { name: '确认报送' }));
    await screen.findByText('已报送 12 条记录');
    await expect(args.onSent).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(args.api?.download).toHaveBeenCalledWith(7, `${CODE}_hierarchy_20261130100500.json`));
  },
};

/** Hidden dangers ask for their dates first. */
export const DatesRequired: Story = {
  play: async () => {
    await userEvent.click(await screen.findByText('隐患'));
    await userEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    await screen.findByText('请选择时间范围');
  },
};

/** The enterprise has no credit code: the server's reason, nothing sent. */
export const NoCreditCode: Story = {
  args: { api: fakeApi(new ApiError('企业基本信息未填写统一社会信用代码，无法向园区报送', 409, 409, [{ field: 'creditCode', message: '企业基本信息未填写统一社会信用代码，无法向园区报送' }])) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '确认报送' }));
    // The hierarchy's hint is an alert too: the refusal is found by its words.
    await screen.findByText('企业基本信息未填写统一社会信用代码，无法向园区报送');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
