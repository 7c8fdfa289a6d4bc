import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { shows } from '../support/play-helpers.ts';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { FormMissingField } from '../../src/runtime/formily-components.tsx';
import { MissingField, MissingFieldScope } from '../../src/runtime/missing-field.tsx';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

/** A designer tab that still names the removed custom field trainingHours. */
const TABBED: ResourceFile = {
  ...SAFETY_MANAGER,
  key: 'safety-manager-tabbed',
  layout: { tabs: [{ key: 'training', title: '培训信息', fields: ['certNo', 'trainingHours'] }] },
};

/** The placeholder inside a screen's scope; says when the screen was told to reload. */
function InScope({ canDesign, inForm = false }: { canDesign: boolean; inForm?: boolean }) {
  const [reloads, setReloads] = useState(0);
  return (
    <MissingFieldScope
      resourceKey={TABBED.key}
      tabs={TABBED.layout?.tabs ?? []}
      canDesign={canDesign}
      onCleared={() => setReloads((n) => n + 1)}
    >
      {inForm ? <FormMissingField name="trainingHours" /> : <MissingField name="trainingHours" clearable />}
      <div data-testid="reloads">重新加载 {reloads} 次</div>
    </MissingFieldScope>
  );
}

/** The placeholder of a name that no longer resolves to a field (a removed custom field). */
const meta = {
  title: 'Runtime/MissingField',
  component: MissingField,
  args: { name: 'trainingHours' },
  decorators: [withFakeClient({ resources: [TABBED] })],
} satisfies Meta<typeof MissingField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 字段 trainingHours 已不存在，请联系管理员 (outside a designer's screen). */
export const Default: Story = {
  play: async () => {
    await shows(() => screen.getByText(/字段 trainingHours 已不存在，请联系管理员/));
    await expect(screen.queryByRole('button')).toBeNull();
  },
};

/** A designer clears the name from its tab (confirmed); the screen reloads its schema. */
export const DesignerClears: Story = {
  render: () => <InScope canDesign />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '清除字段 trainingHours' }));
    await shows(() => screen.getByText('清除字段 trainingHours？'));
    // The confirmation's own 清除 (the trigger is named after the field).
    await userEvent.click(screen.getByRole('button', { name: /^清\s*除$/ }));
    await waitFor(() =>
      expect(currentFakeClient?.calls.find((c) => c.method === 'clearMissingField')?.args).toEqual([TABBED.key, 'training', 'trainingHours']),
    );
    await shows(() => screen.getByText('重新加载 1 次'));
  },
};

/** Someone who may not design sees the placeholder only. */
export const NotADesigner: Story = {
  render: () => <InScope canDesign={false} />,
  play: async () => {
    await shows(() => screen.getByText(/请联系管理员/));
    await expect(screen.queryByRole('button', { name: '清除字段 trainingHours' })).toBeNull();
  },
};

/** The form's placeholder (FormMissingField, what a tab pane renders) offers 清除 too. */
export const InFormTab: Story = {
  render: () => <InScope canDesign inForm />,
  play: async () => {
    await shows(() => screen.getByRole('button', { name: '清除字段 trainingHours' }));
  },
};
