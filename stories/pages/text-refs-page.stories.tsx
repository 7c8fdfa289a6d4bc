import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import TextRefsPage, { TextRefsView, type UnmatchedText } from '../../src/client/pages/text-refs-page.tsx';
import { httpResourceClient } from '../../src/client/api/resource-client-http.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const ROWS: UnmatchedText[] = [
  {
    id: 1, resource: 'camera', resourceTitle: '视频监控点', recordId: 12, field: 'areaId', fieldTitle: '所属区域',
    target: 'area-duty', targetTitle: '区域责任', text: '罐区', reason: 'many',
    candidates: [{ id: 3, label: '罐区' }, { id: 4, label: '罐区' }], canCreate: false,
  },
  {
    id: 2, resource: 'hazard-source', resourceTitle: '重大危险源', recordId: 7, field: 'responsiblePerson', fieldTitle: '责任人',
    target: 'staff', targetTitle: '人员', text: '王师傅', reason: 'none', candidates: [], canCreate: true,
  },
];

/** GET /u-basic/text-refs/unmatched and the two settling calls (docs/schema-engine.md, textRefs). */
function textRefsApi(): MockRoutes {
  let rows = [...ROWS];
  const settle = ({ body }: { body: unknown }) => {
    rows = rows.filter((r) => r.id !== (body as { id: number }).id);
    return okData(null, '已处理');
  };
  return {
    'GET /u-basic/text-refs/unmatched': () => okData({ rows, total: rows.length }),
    'POST /u-basic/text-refs/resolve': settle,
    'POST /u-basic/text-refs/create': settle,
  };
}

/** 系统管理 › 引用迁移待处理: the texts the migration could not match, for the enterprise administrator. */
const meta = {
  title: 'Pages/TextRefsPage',
  component: TextRefsPage,
  args: { title: '引用迁移待处理', viewKey: 'system/text-refs' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: textRefsApi, router: { path: '/system/text-refs' } }),
} satisfies Meta<typeof TextRefsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ambiguous area: the administrator picks one of the two candidates and confirms. */
export const PickACandidate: Story = {
  play: async () => {
    await shows(() => screen.getByText('罐区'));
    const row = screen.getByText('罐区').closest('tr') as HTMLElement;
    await expect(within(row).getByText('找到2条同名区域责任')).toBeVisible();
    await userEvent.click(within(row).getByRole('combobox'));
    await userEvent.click((await screen.findAllByText('罐区（ID 4）'))[0]);
    await userEvent.click(within(row).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/u-basic/text-refs/resolve')?.body).toEqual({ id: 1, targetId: 4 }));
  },
};

/** The view under the HTTP ResourceClient (the person picker searches through it). */
export const ViewOnly: Story = {
  render: () => (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <TextRefsView title="引用迁移待处理" />
    </ResourceClientContext.Provider>
  ),
  play: async () => {
    await shows(() => screen.getByText('王师傅'));
    await expect(screen.getByText('未找到人员')).toBeVisible();
  },
};
