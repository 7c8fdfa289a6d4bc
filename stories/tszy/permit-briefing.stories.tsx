import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { PermitView } from '../../src/client/api/permit-api.ts';
import { BriefingPrintRows } from '../../src/client/pages/tszy/permit-briefing-print.tsx';
import { BriefingSignatures, PermitBriefingBlock, PermitHazardList } from '../../src/client/pages/tszy/permit-briefing-form.tsx';
import { BriefingSignatureItem, legacyBriefingText, PermitBriefingView, PermitHazardsView } from '../../src/client/pages/tszy/permit-briefing-view.tsx';
import { withFakeSite } from '../support/fake-site-client.tsx';
import { okData } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { APPROVING_PERMIT } from './permit-fixtures.ts';

/** A hot work with its job hazard analysis and a briefing signed by one of its two workers. */
const BRIEFED: PermitView = {
  ...APPROVING_PERMIT,
  zuoYeRen: [{ xingMing: '刘强', zhengShuHao: 'T3201-0001' }, { xingMing: '王五' }],
  fengXianFenXi: [
    { buZhou: '动火前准备', weiHai: '可燃物引燃', kongZhi: '清理10米内可燃物，封堵地漏', fenXiRen: '张伟' },
    { buZhou: '焊接', weiHai: '火花飞溅、触电', kongZhi: '设接火盆，焊机接地', fenXiRen: '李安全' },
  ],
  anQuanJiaoDi: {
    jiaoDiRen: '赵志强',
    jiaoDiShiJian: '2026-01-08T00:30:00.000Z',
    jiaoDiNeiRong: '动火风险、安全措施与应急处置',
    qianZi: [{ xingMing: '刘强', qianMing: 71, shiJian: '2026-01-08T00:40:00.000Z' }],
  },
};

/** 工作危害分析 and 安全交底 of the permit form (issue 16 item 5, GB 30871 4.1 and 4.4). */
const meta = {
  title: 'Tszy/PermitBriefing',
  component: PermitBriefingBlock,
  args: { signatures: BRIEFED.anQuanJiaoDi?.qianZi ?? [] },
  render: (args) => (
    <Form layout="vertical" initialValues={{ zuoYeRen: BRIEFED.zuoYeRen, fengXianFenXi: BRIEFED.fengXianFenXi, anQuanJiaoDi: { jiaoDiRen: '赵志强', jiaoDiNeiRong: '动火风险' } }}>
      <Form.Item name="zuoYeRen" hidden>
        <input />
      </Form.Item>
      <PermitHazardList />
      <PermitBriefingBlock {...args} />
    </Form>
  ),
  parameters: shell({ api: { 'POST /user/staffinfo/list': okData({ rows: [{ id: 6, name: '刘洋', departmentName: '生产二车间', post: '班长' }], total: 1 }) } }),
} satisfies Meta<typeof PermitBriefingBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: two steps, a third added; the briefing with one worker signed and one waiting. */
export const OnTheForm: Story = {
  play: async () => {
    await expect(screen.getByRole('textbox', { name: '作业步骤 2' })).toHaveValue('焊接');
    await userEvent.click(screen.getByRole('button', { name: /添加分析步骤/ }));
    await shows(() => screen.getByRole('textbox', { name: '作业步骤 3' }));
    await expect(screen.getByText(/刘强：.*签字/)).toBeVisible();
    await expect(screen.getByText('王五：未签字')).toBeVisible();
    await expect(screen.getByText('还有1名作业人未签字')).toBeVisible();
  },
};

/** A draft not saved yet: nobody can sign before it exists. */
export const NotSavedYet: Story = {
  args: { signatures: null },
  play: async () => {
    await shows(() => screen.getByText('保存草稿后，作业人即可在作业票的手机页面签字。'));
  },
};

/** Every worker has signed. */
export const AllSigned: StoryObj<typeof BriefingSignatures> = {
  render: () => <BriefingSignatures workers={[{ xingMing: '刘强' }]} signatures={[{ xingMing: '刘强', qianMing: 71 }]} />,
  play: async () => {
    await shows(() => screen.getByText('作业人已全部签字'));
  },
};

/** The detail: the analysis as a table, the briefing and the signature image. */
export const OnTheDetail: StoryObj<typeof PermitBriefingView> = {
  decorators: [withFakeSite()],
  render: () => (
    <>
      <PermitHazardsView permit={BRIEFED} />
      <PermitBriefingView permit={BRIEFED} />
    </>
  ),
  play: async () => {
    await shows(() => screen.getByText('火花飞溅、触电'));
    await expect(screen.getByText('动火风险、安全措施与应急处置')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('img', { name: '刘强的交底签字' })).toBeVisible());
  },
};

/** A permit of the former form: its free texts shown in place of the briefing. */
export const FormerPermit: StoryObj<typeof PermitBriefingView> = {
  render: () => (
    <>
      <PermitHazardsView permit={{ ...APPROVING_PERMIT, jiaoDiRen: '赵志强', jieShouRen: '刘强、王五' }} />
      <PermitBriefingView permit={{ ...APPROVING_PERMIT, jiaoDiRen: '赵志强', jieShouRen: '刘强、王五' }} />
    </>
  ),
  play: async () => {
    await shows(() => screen.getByText(legacyBriefingText({ jiaoDiRen: '赵志强', jieShouRen: '刘强、王五' }) ?? ''));
    await expect(screen.getByText('尚未进行工作危害分析')).toBeVisible();
  },
};

/** One signature with its name and time. */
export const OneSignature: StoryObj<typeof BriefingSignatureItem> = {
  decorators: [withFakeSite()],
  render: () => <BriefingSignatureItem s={{ xingMing: '刘强', qianMing: 71, shiJian: '2026-01-08T00:40:00.000Z' }} />,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('img', { name: '刘强的交底签字' })).toBeVisible());
  },
};

/** The rows of the Annex A sheet. */
export const Printed: StoryObj<typeof BriefingPrintRows> = {
  decorators: [withFakeSite()],
  render: () => (
    <table className="permit-print">
      <tbody>
        <BriefingPrintRows permit={BRIEFED} />
      </tbody>
    </table>
  ),
  play: async () => {
    await shows(() => screen.getByText('设接火盆，焊机接地'));
    await waitFor(() => expect(screen.getByRole('img', { name: '刘强的交底签字' })).toBeVisible());
  },
};
