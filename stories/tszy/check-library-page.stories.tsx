import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import checkClauseFile from '../../schemas/modules/aqbz/resources/check-clause.json';
import { ClauseImportDialog } from '../../src/client/pages/tszy/clause-import-dialog.tsx';
import CheckLibraryPage from '../../src/client/pages/tszy/check-library-page.tsx';
import { httpResourceClient } from '../../src/client/api/resource-client-http.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { CHECK_ITEM, CHECK_LIBRARY, HOT_WORK_LIBRARY } from '../support/children-fixtures.ts';
import { QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const CHECK_CLAUSE = checkClauseFile as unknown as ResourceFile;
const CLAUSES = [
  { id: 11, category: 'special-work', content: '动火作业前是否清除周围易燃物品并配备消防器材', basisNo: 'GB 30871—2022', clauseNo: '5.2.1', industry: 'chemical', shared: true },
  { id: 12, category: 'special-work', content: '动火作业前是否进行气体分析，中断超过60分钟是否重新分析', basisNo: 'GB 30871—2022', clauseNo: '5.3.1', industry: 'chemical', shared: true },
  { id: 13, category: 'management', content: '从业人员是否经安全生产教育和培训合格后上岗', basisNo: '中华人民共和国安全生产法', clauseNo: '第二十八条', industry: 'chemical', shared: true },
];
const LIBRARY = { ...HOT_WORK_LIBRARY, items: undefined };

/** 作业检查库's list and 检查条款库's clauses as the server answers them; the import answers one added, one already there. */
function api(importAnswer: MockRoutes[string] = () => okData({ libraryId: 7, added: 1, already: 1, itemIds: [90], alreadyClauseIds: [11] })): () => MockRoutes {
  return () => ({
    'GET /u-basic/resource-schema/check-library': okData({ resource: CHECK_LIBRARY, hiddenFields: [], warnings: [] }),
    'GET /tszy/check-library/list': okData({ rows: [LIBRARY], total: 1, totalExact: true, page: 1, limit: 20 }),
    'GET /u-basic/resource-schema/check-item': okData({ resource: CHECK_ITEM, hiddenFields: [], warnings: [] }),
    'GET /u-basic/resource-schema/check-clause': okData({ resource: CHECK_CLAUSE, hiddenFields: [], warnings: [] }),
    'GET /u-basic/check-clause/list': ({ query }) => {
      const content = typeof query.content === 'string' ? query.content : '';
      const category = typeof query.category === 'string' ? query.category : '';
      const rows = CLAUSES.filter((c) => c.content.includes(content) && (!category || c.category === category));
      return okData({ rows, total: rows.length, totalExact: true, page: 1, limit: 10 });
    },
    'GET /user/sysuserdataconfig/getByType': () => okData(null),
    'POST /tszy/check-library/import-clauses': importAnswer,
  });
}

/** 作业检查库 with 从检查条款库导入 on each row for those who write it (checks items taken from 检查条款库). */
const meta = {
  title: 'Tszy/CheckLibraryPage',
  component: CheckLibraryPage,
  args: { title: '作业检查库', viewKey: 'tszy/check-library', resource: 'check-library' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: api(), router: { path: '/tszy/check-library' } }),
} satisfies Meta<typeof CheckLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two 动火 clauses searched and picked; the answer says one was added and one was already there. */
export const ImportTwoClauses: Story = {
  play: async () => {
    await userEvent.click(await screen.findByTestId('clause-import-7'));
    const dialog = within(await screen.findByRole('dialog'));
    await shows(() => dialog.getByText('从业人员是否经安全生产教育和培训合格后上岗'));
    await userEvent.type(dialog.getByPlaceholderText('检查内容'), '动火{enter}');
    await waitFor(() => expect(dialog.queryByText('从业人员是否经安全生产教育和培训合格后上岗')).toBeNull());
    for (const box of dialog.getAllByRole('checkbox').slice(1)) await userEvent.click(box);
    await shows(() => dialog.getByText('已选2条'));
    await userEvent.click(dialog.getByTestId('clause-import-ok'));
    await shows(() => screen.getByText('已导入1条，1条已在检查库中'));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/tszy/check-library/import-clauses')?.body).toEqual({ libraryId: 7, clauseIds: [11, 12] }));
  },
};

/** Nothing picked: said in the dialog, nothing sent. */
export const NothingChosen: Story = {
  play: async () => {
    await userEvent.click(await screen.findByTestId('clause-import-7'));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(await dialog.findByTestId('clause-import-ok'));
    await shows(() => dialog.getByText('请选择要导入的检查条款'));
    await expect(mockCalls.some((c) => c.path === '/tszy/check-library/import-clauses')).toBe(false);
  },
};

/** The server refuses (a clause deleted meanwhile): its message stays in the dialog. */
export const Refused: Story = {
  parameters: shell({ api: api(fail('检查条款不存在或已删除：编号12', 400)) }),
  play: async () => {
    await userEvent.click(await screen.findByTestId('clause-import-7'));
    const dialog = within(await screen.findByRole('dialog'));
    await shows(() => dialog.getByText('动火作业前是否进行气体分析，中断超过60分钟是否重新分析'));
    await userEvent.click(dialog.getAllByRole('checkbox')[2]);
    await userEvent.click(dialog.getByTestId('clause-import-ok'));
    await shows(() => dialog.getByText('检查条款不存在或已删除：编号12'));
  },
};

/** A reader: no import on the rows. */
export const Reader: Story = {
  parameters: shell({ seed: { user: VIEWER } }),
  play: async () => {
    await shows(() => screen.getByText('动火作业检查库'));
    await expect(screen.queryByTestId('clause-import-7')).toBeNull();
  },
};

/** The dialog alone (its own story for the component). */
export const DialogAlone: Story = {
  render: () => (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <ClauseImportDialog library={{ id: 7, name: '动火作业检查库' }} onClose={() => undefined} />
    </ResourceClientContext.Provider>
  ),
  play: async () => {
    await shows(() => screen.getByText('从检查条款库导入：动火作业检查库'));
  },
};
