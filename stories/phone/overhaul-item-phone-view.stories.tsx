import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../src/client/phone/phone.css';
import type { OverhaulItemView } from '../../src/client/phone/modules/zdjx/overhaul-item-phone-load.ts';
import { OverhaulItemPhoneView } from '../../src/client/phone/modules/zdjx/overhaul-item-phone-view.tsx';
import { FakeWorkflowProvider } from '../support/fake-workflow-provider.tsx';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const labels = { planId: '液碱储罐专项检修', equipmentId: '液碱储罐', responsible: '赵志强' };
const todo: OverhaulItemView = {
  record: { id: 4, content: '更换出料阀，罐体测厚', itemState: 'todo', planStartDate: '2026-12-20', planEndDate: '2026-12-24' },
  labels,
};
const done: OverhaulItemView = {
  record: { ...todo.record, itemState: 'done', siteNote: '出料阀已更换，试压合格', siteAt: '2026-12-21 16:30:00', siteBy: 7 },
  labels: { ...labels, siteBy: '赵志强' },
};

/** An overhaul item's site step on the phone (docs/patrol.md "重点检修 on the phone"). */
const meta = {
  title: 'Phone/OverhaulItem',
  component: OverhaulItemPhoneView,
  args: { view: todo, onComplete: fn(async () => undefined), onBlock: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <FakeWorkflowProvider options={{ client: { resources: [], records: {} } }}>
        <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>
      </FakeWorkflowProvider>
    ),
  ],
  parameters: shell({ seed: { user: STAFF }, router: { path: '/x/zdjx/item/4' }, layout: 'centered' }),
} satisfies Meta<typeof OverhaulItemPhoneView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 待施工: 确认完成 waits for a photo and a note; 报告受阻 sends the reason after its confirmation. */
export const ToDo: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('待施工'));
    await expect(page.getByRole('button', { name: /确认完成/ })).toBeDisabled();
    await userEvent.type(page.getByRole('textbox', { name: '受阻原因' }), '备件未到货');
    await userEvent.click(page.getByRole('button', { name: /报告受阻/ }));
    const confirm = within(document.body);
    await shows(() => confirm.getByText('确认报告该检修项目受阻？'));
    const buttons = confirm.getAllByRole('button', { name: /报告受阻/ });
    await userEvent.click(buttons[buttons.length - 1]);
    await expect(args.onBlock).toHaveBeenCalledWith('备件未到货');
  },
};

/** 已完成: who confirmed it and when, the note; no more steps. */
export const Done: Story = {
  args: { view: done },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('赵志强 于 2026-12-21 16:30:00 确认'));
    await expect(page.getByText('出料阀已更换，试压合格')).toBeVisible();
    await expect(page.queryByRole('button', { name: /确认完成/ })).toBeNull();
  },
};
