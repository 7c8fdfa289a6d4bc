import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import ConfinedEntryBlock from '../../src/client/pages/rydw/confined-entry-block.tsx';
import type { ConfinedEntry } from '../../src/client/pages/rydw/rydw-api.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** Block `rydw/confined-entry`: a confined-space permit's entry and exit record checked against the location tags. */
const ENTRY: ConfinedEntry = {
  permitId: 7,
  number: 'HJZA0000000000007',
  state: 'IN_PROGRESS',
  site: { id: 3, name: '罐区' },
  lines: [
    { id: 1, person: '刘洋', direction: 'in', at: '2026-11-28T08:00:00.000Z', byName: '陈明' },
    { id: 2, person: '王建国', direction: 'in', at: '2026-11-28T08:05:00.000Z', byName: '陈明' },
  ],
  inside: ['刘洋', '王建国'],
  mismatches: [
    { person: '张伟', kind: 'unrecorded', tagCode: 'TAG-0001' },
    { person: '王建国', kind: 'absent', tagCode: null },
  ],
};

const routes = (entry: ConfinedEntry): MockRoutes => ({
  'GET /rydw/confined-entry': () => okData(entry),
  'POST /rydw/confined-entry': ({ body }) => {
    const b = body as { person: string; direction: 'in' | 'out' };
    return okData({ ...entry, lines: [...entry.lines, { id: 3, person: b.person, direction: b.direction, at: '2026-11-28T08:10:00.000Z', byName: '企业管理员' }], inside: [...entry.inside, b.person].sort(), mismatches: entry.mismatches.filter((m) => m.person !== b.person) });
  },
});

const meta = {
  title: 'Rydw/ConfinedEntryBlock',
  component: ConfinedEntryBlock,
  args: { record: { id: 7, zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '张伟' }] }, props: {}, title: '受限空间出入记录' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: () => routes(ENTRY) }),
} satisfies Meta<typeof ConfinedEntryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record disagrees with the tags: a worker in the site not recorded in, a person recorded in whose tag is not seen; 张伟 is recorded in. */
export const Disagreeing: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('confined-entry-mismatches'));
    await expect(screen.getByTestId('confined-entry-mismatches')).toHaveTextContent('张伟：定位标签在现场，但未登记进入');
    await expect(screen.getByTestId('confined-entry-mismatches')).toHaveTextContent('王建国：已登记进入，但近 5 分钟未收到其定位标签');
    await userEvent.type(screen.getByRole('combobox'), '张伟');
    await userEvent.click(screen.getByRole('button', { name: '登记进入' }));
    await shows(() => screen.getByText('记录在内 3 人'));
    await expect(mockCalls.find((c) => c.method === 'POST' && c.path === '/rydw/confined-entry')?.body).toEqual({ permitId: 7, person: '张伟', direction: 'in' });
  },
};

/** Agreeing, on a finished permit: no recording any more. */
export const Finished: Story = {
  parameters: shell({ api: () => routes({ ...ENTRY, state: 'FINISHED', mismatches: [] }) }),
};

/** A work place that is no location area: the record is kept but cannot be checked. */
export const NoSite: Story = {
  parameters: shell({ api: () => routes({ ...ENTRY, site: null, mismatches: [] }) }),
};

/** The location module is not enabled. */
export const Unavailable: Story = {
  parameters: shell({ api: () => ({ 'GET /rydw/confined-entry': fail('未开通人员定位', 403) }) }),
};
