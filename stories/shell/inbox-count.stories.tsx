import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { InboxCount } from '../../src/client/shell/inbox-count.tsx';
import { APPROVER } from '../support/fixtures.ts';
import { INBOX_ITEMS, inboxApi, inboxFails } from '../support/inbox-fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** The inbox's count beside the bell (issue 14 item 7); a click opens the workbench's 待办 card. */
const meta = {
  title: 'Shell/InboxCount',
  component: InboxCount,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  parameters: shell({ seed: { user: APPROVER }, api: inboxApi(INBOX_ITEMS) }),
} satisfies Meta<typeof InboxCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven items wait for 赵主任. */
export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    await shows(() => within(canvasElement).getByRole('button', { name: '待办事项，7项' }));
  },
};

/** Nothing waits: a bare icon. */
export const Nothing: Story = { parameters: shell({ api: inboxApi([]) }) };

/** The count failed: the badge stays empty until the next refresh. */
export const Failed: Story = { parameters: shell({ api: inboxFails }) };
