import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EnterpriseOption } from '../../src/client/api/login-api.ts';
import { LoginEnterpriseField } from '../../src/client/pages/login-enterprise-field.tsx';
import '../../src/client/pages/login-page.css';
import { okData } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';

const SEARCH = 'GET /user/qyxx/likeQymc';

/** The field with its label and the chosen enterprise shown under it. */
function Field({ initial = null }: { initial?: EnterpriseOption | null }) {
  const [value, setValue] = useState<EnterpriseOption | null>(initial);
  return (
    <div style={{ width: 352, padding: 24 }}>
      <label className="zl-label" htmlFor="story-enterprise">
        企业
      </label>
      <LoginEnterpriseField id="story-enterprise" value={value} onChange={setValue} />
      <p data-testid="chosen">{value ? `${value.id} ${value.qymc}` : '未选择'}</p>
    </div>
  );
}

/** The login page's enterprise combobox (plain markup: the login page loads no antd). */
const meta = {
  title: 'Pages/LoginEnterpriseField',
  component: Field,
  parameters: shell({
    layout: 'padded',
    api: {
      [SEARCH]: okData([
        { id: 1001, qymc: '示例化工有限公司' },
        { id: 1002, qymc: '示例化工二厂' },
      ]),
    },
  }),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Default: Story = {};

/** One character: the hint to type two. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '企业' }), '示');
    await expect(await canvas.findByText('请输入至少2个字')).toBeVisible();
  },
};

/** Two characters: the matches; ArrowDown and Enter choose the first. */
export const ChooseWithKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '企业' });
    await userEvent.type(input, '示例');
    await canvas.findByRole('option', { name: '示例化工二厂' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByTestId('chosen')).toHaveTextContent('1001 示例化工有限公司'));
    await expect(input).toHaveValue('示例化工有限公司');
  },
};

/** No match. */
export const NoMatch: Story = {
  parameters: shell({ api: { [SEARCH]: okData([]) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '企业' }), '不存在的企业');
    await expect(await canvas.findByText('未找到匹配的企业')).toBeVisible();
  },
};

/** An enterprise chosen: 清除 empties it. */
export const Chosen: Story = {
  args: { initial: { id: 1002, qymc: '示例化工二厂' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清除企业' }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('未选择');
    await expect(canvas.getByRole('combobox', { name: '企业' })).toHaveValue('');
  },
};
