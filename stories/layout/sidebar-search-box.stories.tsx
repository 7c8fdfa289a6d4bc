import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MatchText, SidebarSearchBox } from '../../src/client/layout/sidebar-search-box.tsx';
import { sidebarEntries } from '../../src/client/layout/sidebar-items.ts';
import { searchSidebar } from '../../src/client/layout/sidebar-search.ts';
import { resolveMenu } from '../../src/client/router/menu-paths.ts';
import { FULL_MENU } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const ENTRIES = sidebarEntries(resolveMenu(FULL_MENU));

/** The box with the platform admin's menu; the matches and the last opened entry listed beside it. */
function Box({ collapsed = false, initial = '' }: { collapsed?: boolean; initial?: string }) {
  const [query, setQuery] = useState(initial);
  const [opened, setOpened] = useState('');
  const found = useMemo(() => searchSidebar(ENTRIES, query), [query]);
  return (
    <div style={{ display: 'flex', gap: 24 }}>
      <div className="app-sidebar-inner" style={{ width: collapsed ? 64 : 210, background: '#304156', minHeight: 240 }}>
        <SidebarSearchBox query={query} onQuery={setQuery} found={found} onOpen={setOpened} collapsed={collapsed} />
      </div>
      <div>
        <p data-testid="opened">{opened ? `已打开：${opened}` : '未打开'}</p>
        <ul aria-label="匹配">
          {found.leaves.map((l) => (
            <li key={l.key}>
              <MatchText text={l.title} query={query} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The sidebar's search over the menu titles (issue 11 item 16). */
const meta = {
  title: 'Layout/SidebarSearchBox',
  component: Box,
  parameters: shell({ layout: 'padded' }),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Default: Story = {};

/** Typing 作业票 lists the matches with the match marked; Enter opens the first. */
export const TypeAndEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '搜索菜单' });
    await userEvent.type(box, '作业票');
    await expect(canvas.getAllByText('作业票', { selector: 'mark' }).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('opened')).toHaveTextContent('已打开：/tszy/list');
  },
};

/** Esc clears the box. */
export const EscClears: Story = {
  args: { initial: '巡检' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '搜索菜单' });
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** Collapsed sidebar: a search button; the box, the matches and 无匹配菜单 in a popover. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索菜单' }));
    const pop = await screen.findByTestId('sidebar-search-pop');
    await userEvent.type(within(pop).getByRole('textbox', { name: '搜索菜单' }), '不存在');
    // The popover fades in: wait until the empty state is visible.
    await shows(() => within(pop).getByText('无匹配菜单'));
  },
};
