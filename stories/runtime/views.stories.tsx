import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ViewName } from '../../src/schema/resource-types.ts';
import { BoardView } from '../../src/runtime/board-view.tsx';
import { CalendarView } from '../../src/runtime/calendar-view.tsx';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import { ViewSwitcher, viewStorageKey } from '../../src/runtime/view-switcher.tsx';
import type { ResourceRecord } from '../../src/runtime/resource-client.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { LEAVE_VIEWS, dayOfThisMonth, leaveViewRows } from '../support/view-fixtures.ts';

const RECORDS = { [LEAVE_VIEWS.key]: leaveViewRows() };
const calendar = LEAVE_VIEWS.views.calendar;
const board = LEAVE_VIEWS.views.board;

interface ViewsStoryProps {
  show: 'calendar' | 'week' | 'board' | 'board-readonly' | 'switcher' | 'page';
}

/** What a click did (a day to create on, a record opened), shown under the view for the play functions. */
function ViewsStory({ show }: ViewsStoryProps) {
  const [said, say] = useState('');
  const [view, setView] = useState<ViewName>('table');
  const open = (r: ResourceRecord) => say(`打开：${String(r.name)}`);
  if (show === 'page') return <SchemaPage resourceKey={LEAVE_VIEWS.key} roles={['qyUser']} />;
  return (
    <div>
      {show === 'switcher' && (
        <>
          <ViewSwitcher views={['table', 'calendar', 'board']} value={view} onChange={setView} />
          <p data-testid="said">当前视图：{view}</p>
        </>
      )}
      {(show === 'calendar' || show === 'week') && (
        <CalendarView
          resource={{ ...LEAVE_VIEWS, views: { calendar: { ...calendar, modes: show === 'week' ? ['week', 'month'] : ['month', 'week'] } } }}
          spec={calendar}
          params={{}}
          version={0}
          initialDay={dayOfThisMonth(0)}
          onCreateOn={(day) => say(`新增：${day}`)}
          onOpen={open}
        />
      )}
      {(show === 'board' || show === 'board-readonly') && (
        <BoardView resource={LEAVE_VIEWS} spec={board} params={{}} version={0} canMove={() => show === 'board'} onOpen={open} />
      )}
      {show !== 'switcher' && <p data-testid="said">{said}</p>}
    </div>
  );
}

/** The calendar and board views of a resource (its `views`), and the switcher of the resource page. */
const meta = {
  title: 'Runtime/Views',
  component: ViewsStory,
  args: { show: 'calendar' },
  decorators: [withFakeClient({ resources: [LEAVE_VIEWS], records: RECORDS })],
} satisfies Meta<typeof ViewsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month: each record on its day or across its days; a click on a day or a record says what it would do. */
export const CalendarMonth: Story = {
  play: async () => {
    const first = await waitFor(() => {
      const cell = document.querySelector<HTMLElement>(`[data-testid="calendar-day-${dayOfThisMonth(0)}"]`);
      if (!cell?.textContent?.includes('张伟')) throw new Error('not placed yet');
      return cell;
    });
    // 王芳's leave spans three days.
    for (const d of [2, 3, 4]) await expect(document.querySelector(`[data-testid="calendar-day-${dayOfThisMonth(d)}"]`)).toHaveTextContent('王芳');
    await userEvent.click(within(first).getByText('张伟'));
    await expect(screen.getByTestId('said')).toHaveTextContent('打开：张伟');
    const empty = document.querySelector<HTMLElement>(`.ant-picker-cell[title="${dayOfThisMonth(1)}"]`);
    if (empty) await userEvent.click(empty);
    await expect(screen.getByTestId('said')).toHaveTextContent(`新增：${dayOfThisMonth(1)}`);
  },
};

/** A week grid, Monday to Sunday. */
export const CalendarWeek: Story = {
  args: { show: 'week' },
  play: async () => {
    await shows(() => screen.getByText('周一', { exact: false }));
    await waitFor(() => expect(document.querySelector(`[data-testid="calendar-day-${dayOfThisMonth(0)}"]`)).toHaveTextContent('张伟'));
    await userEvent.click(screen.getByRole('button', { name: `在${dayOfThisMonth(0)}新增` }));
    await expect(screen.getByTestId('said')).toHaveTextContent(`新增：${dayOfThisMonth(0)}`);
  },
};

/** Columns by 审批状态 in the enum's order and colours, with counts; cards can be dragged. */
export const Board: Story = {
  args: { show: 'board' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('board-count-pending')).toHaveTextContent('4'));
    await expect(screen.getByTestId('board-count-approved')).toHaveTextContent('2');
    await expect(screen.getByTestId('board-count-rejected')).toHaveTextContent('2');
    await expect(within(screen.getByTestId('board-column-pending')).getByText('张伟')).toBeVisible();
    await expect(screen.getByTestId('board-card-1').parentElement).toHaveAttribute('aria-roledescription', '可拖动的卡片');
    await userEvent.click(within(screen.getByTestId('board-card-2')).getByText('王芳'));
    await expect(screen.getByTestId('said')).toHaveTextContent('打开：王芳');
  },
};

/** For a reader (no update right): the same columns, the cards cannot be dragged. */
export const BoardReadOnly: Story = {
  args: { show: 'board-readonly' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('board-count-pending')).toHaveTextContent('4'));
    await expect(screen.getByTestId('board-card-1').parentElement).not.toHaveAttribute('aria-roledescription');
  },
};

/** The switcher alone: 表格 / 日历 / 看板. */
export const Switcher: Story = {
  args: { show: 'switcher' },
  play: async () => {
    await userEvent.click(screen.getByText('看板'));
    await expect(screen.getByTestId('said')).toHaveTextContent('当前视图：board');
  },
};

/** The resource page of a file with views: the switcher beside the title, the board in place of the table. */
export const OnTheResourcePage: Story = {
  args: { show: 'page' },
  // The page opens on the file's default (the table), whatever an earlier visit chose.
  beforeEach: () => localStorage.removeItem(viewStorageKey(LEAVE_VIEWS.key)),
  play: async () => {
    await shows(() => screen.getByText('共 8 条'));
    await userEvent.click(within(screen.getByTestId('view-switcher')).getByText('看板'));
    await waitFor(() => expect(screen.getByTestId('board-count-pending')).toHaveTextContent('4'));
    await expect(screen.queryByText('共 8 条')).toBeNull();
    await userEvent.click(within(screen.getByTestId('view-switcher')).getByText('日历'));
    await shows(() => screen.getByTestId('calendar-view'));
  },
};
