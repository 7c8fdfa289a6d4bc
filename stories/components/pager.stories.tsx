import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Typography } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager, type PagerProps } from '../../src/client/components/pager.tsx';

/** The pager with its own page state, so the story can be clicked through. */
function LivePager(props: PagerProps) {
  const [state, setState] = useState({ page: props.page, size: props.pageSize ?? 20 });
  return (
    <div style={{ padding: 16 }}>
      <Typography.Text type="secondary" data-testid="pager-state">
        第 {state.page} 页，每页 {state.size} 条
      </Typography.Text>
      <Pager
        {...props}
        page={state.page}
        pageSize={state.size}
        onChange={(page, size) => {
          setState({ page, size });
          props.onChange(page, size);
        }}
      />
    </div>
  );
}

/** The shared pager (issue 3 item 11): default 20, sizes 10/20/30/50, 11 page buttons, jumper. */
const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { total: 1234, page: 1, onChange: fn(), autoScroll: false },
  render: (args) => <LivePager {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,234 rows, first page. */
export const ManyRows: Story = {};

/** In the middle: both ellipses. */
export const MiddlePage: Story = { args: { page: 30 } };

/** Changing the size returns to page 1. */
export const SizeChangeBackToFirst: Story = {
  args: { page: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '每页条数' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByText('50条/页'));
    await expect(args.onChange).toHaveBeenCalledWith(1, 50);
    await expect(canvas.getByTestId('pager-state')).toHaveTextContent('第 1 页，每页 50 条');
  },
};

/** A few rows: two pages. */
export const FewRows: Story = { args: { total: 35 } };

/** No rows. */
export const NoRows: Story = { args: { total: 0 } };

/** Disabled while a list loads. */
export const Disabled: Story = { args: { disabled: true, page: 3 } };
