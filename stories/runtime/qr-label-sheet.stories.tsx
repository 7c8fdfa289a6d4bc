// 打印二维码 (issue 15 item 6): the sheet of QR code labels a `phone.qr` list opens, and the toolbar button.
import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { QrLabelSheet } from '../../src/runtime/phone/qr-label-sheet.tsx';
import { ResourceClientContext, type QrLabel, type ResourceClient } from '../../src/runtime/resource-client.ts';
import { SchemaToolbar } from '../../src/runtime/schema-toolbar.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../support/fake-resource-client.ts';
import { shows } from '../support/play-helpers.ts';
import { HAZARD_SOURCE } from '../support/resource-fixtures.ts';

const SIG = 'Q3vX9aLm2TzR7bKc1pWd_A';
const label = (id: number, title: string): QrLabel => {
  const code = `z1.1.hazard-source.${id}.${SIG}`;
  return { id, title, code, url: `https://zax.example.com/zax/m/q/${code}` };
};
const LABELS: QrLabel[] = [label(11, '1号液氯储罐'), label(12, '2号液氯储罐'), label(13, '氯气缓冲罐'), label(14, '汽化器'), label(15, '液氨储罐区（东）')];
const QR_SOURCE: ResourceFile = { ...HAZARD_SOURCE, phone: { qr: true } };

function Provider({ labels, fail, children }: { labels: QrLabel[]; fail?: boolean; children: ReactNode }) {
  const [client] = useState<ResourceClient>(() => ({
    ...createFakeResourceClient({ resources: [QR_SOURCE] }),
    qrLabels: async (_key, ids) => {
      if (fail) throw Object.assign(new Error('网络不可用'), { status: 0 });
      return labels.filter((l) => ids.includes(l.id));
    },
  }));
  return <ResourceClientContext.Provider value={client}>{children}</ResourceClientContext.Provider>;
}
const withLabels = (labels: QrLabel[], fail = false): Decorator => (Story) => (
  <Provider labels={labels} fail={fail}>
    <Story />
  </Provider>
);

const meta = {
  title: 'Runtime/QrLabelSheet',
  component: QrLabelSheet,
  args: { open: true, resourceKey: QR_SOURCE.key, resourceTitle: QR_SOURCE.title, ids: LABELS.map((l) => l.id), onClose: fn() },
  decorators: [withLabels(LABELS)],
} satisfies Meta<typeof QrLabelSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five labels: a QR code, the record's name and the code's text each; 打印 enabled. */
export const Sheet: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await shows(() => within(dialog).getByText('氯气缓冲罐'));
    await expect(within(dialog).getAllByTestId('qr-label')).toHaveLength(5);
    await expect(within(dialog).getByText(LABELS[0].code)).toBeVisible();
    await expect(within(dialog).getByText('共 5 个标签')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /打印/ })).toBeEnabled();
  },
};

/** The records were deleted meanwhile: nothing to print. */
export const Empty: Story = {
  decorators: [withLabels([])],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await shows(() => within(dialog).getByText('没有可打印的记录'));
    await expect(within(dialog).getByRole('button', { name: /打印/ })).toBeDisabled();
  },
};

/** The server cannot be reached. */
export const Failed: Story = {
  decorators: [withLabels(LABELS, true)],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await shows(() => within(dialog).getByText(/二维码生成失败/));
  },
};

/** The list toolbar of a `phone.qr` resource: 打印二维码 labels the current page's rows when none is selected. */
export const ToolbarButton: StoryObj<typeof SchemaToolbar> = {
  render: () => <SchemaToolbar resource={QR_SOURCE} canWrite={false} selectedCount={0} params={{}} qrIds={[11, 12]} />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /打印二维码/ }));
    const dialog = await screen.findByRole('dialog');
    await shows(() => within(dialog).getByText('2号液氯储罐'));
    await expect(within(dialog).getAllByTestId('qr-label')).toHaveLength(2);
  },
};
