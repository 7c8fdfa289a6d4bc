// The picker of the work a permit is raised for (permit-link-picker.tsx, permit-link-block.tsx):
// the overhaul items searched on the server a page at a time, and the runtime form's block that shows the stored link
// by its name.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createForm } from '@formily/core';
import { PermitLinkBlock } from '../../src/client/pages/tszy/permit-link-block.tsx';
import { PermitLinkPicker } from '../../src/client/pages/tszy/permit-link-picker.tsx';
import type { LinkPage } from '../../src/client/api/permit-link-api.ts';
import { shows } from '../support/play-helpers.ts';

const ITEMS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `氯碱装置年度大检修 · 检修项目 ${i + 1}` }));

/** A fake server: the items whose name contains the search, `pageSize` a page. */
async function pages(_kind: string, name: string, pageIndex: number, pageSize = 20): Promise<LinkPage> {
  const found = ITEMS.filter((o) => o.name.includes(name.trim()));
  return { options: found.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: found.length };
}

const meta = {
  title: 'Tszy/PermitLinkPicker',
  component: PermitLinkPicker,
  args: { link: 'overhaul-item', label: '关联大检修项目', load: fn(pages), onChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PermitLinkPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the first page, what more there is; a search asks the server again; a choice is the item's id. */
export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await shows(() => body.getByText('已显示 20 / 45 条，向下滚动加载更多'));
    await expect(args.load).toHaveBeenCalledWith('overhaul-item', '', 1, 20);
    await userEvent.type(within(canvasElement).getByRole('combobox'), '项目 44');
    await shows(() => body.getByTitle('氯碱装置年度大检修 · 检修项目 44'));
    await userEvent.click(body.getByTitle('氯碱装置年度大检修 · 检修项目 44'));
    await expect(args.onChange).toHaveBeenCalledWith(44);
  },
};

/** A stored link shows by the name the permit's detail carries, before any search. */
export const Stored: Story = {
  args: { value: 7, knownName: '氯碱装置年度大检修 · 压缩机解体检查' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('氯碱装置年度大检修 · 压缩机解体检查')).toBeVisible();
    await expect(args.load).not.toHaveBeenCalled();
  },
};

/** The runtime form's block (x-block tszy/permit-link on jianXiuXiangMu): the stored link named. */
export const AsFormBlock: StoryObj<typeof PermitLinkBlock> = {
  render: () => {
    const form = createForm({
      values: { jianXiuXiangMu: 7, jianXiuGuanLian: { kind: 'overhaul-item', field: 'jianXiuXiangMu', id: 7, name: '氯碱装置年度大检修 · 压缩机解体检查', planId: 2, path: '/zdjx/plan?detail=2' } },
    });
    const field = form.createField({ name: 'jianXiuXiangMu' });
    return <PermitLinkBlock value={7} onChange={fn()} field={field} form={form} props={{}} title="关联大检修项目" resourceKey="permit-dong-huo" />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('氯碱装置年度大检修 · 压缩机解体检查')).toBeVisible();
  },
};
