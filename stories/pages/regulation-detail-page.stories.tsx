import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import RegulationDetailPage from '../../src/client/pages/fgcx/regulation-detail-page.tsx';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const LAW = {
  id: 1, shared: true, title: '中华人民共和国安全生产法', docNo: '主席令第八十八号', level: 'law', issuer: '全国人民代表大会常务委员会',
  publishDate: '2021-06-10', effectiveDate: '2021-09-01', timeliness: 'current', summary: '安全生产领域的基本法律。',
  body: '第一章 总则\n第一条 为了加强安全生产工作，制定本法。\n第二章 生产经营单位的安全生产保障\n第四十三条 生产经营单位进行爆破、吊装、动火、临时用电等危险作业，应当安排专门人员进行现场安全管理。',
};

function detailApi(): MockRoutes {
  return {
    'GET /u-basic/regulation/1': okData(LAW),
    // The clause cites the law by its text only: the by-reference list (basisRegulationId) has none.
    'GET /u-basic/check-clause/list': (req) => {
      const rows = req.query.basisRegulationId
        ? []
        : [{ id: 9, category: 'special-work', content: '动火等危险作业是否安排专人现场管理', basisNo: '中华人民共和国安全生产法', clauseNo: '第四十三条' }];
      return okData({ rows, total: rows.length, totalExact: true, page: 1, limit: 100 });
    },
  };
}

/** 法规查询 › 法规详情 (/fgcx/detail/:id), opened from a search hit of 动火 at its clause. */
const meta = {
  title: 'Pages/RegulationDetailPage',
  component: RegulationDetailPage,
  args: { title: '法规详情', viewKey: 'fgcx/regulation-detail' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: detailApi, router: { path: '/fgcx/detail/1?q=动火&clause=第四十三条', route: '/fgcx/detail/:id' } }),
} satisfies Meta<typeof RegulationDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromSearch: Story = {
  play: async () => {
    await shows(() => screen.getByText('主席令第八十八号'));
    await expect(document.querySelector('.kb-clause-active mark.kb-hit')?.textContent).toBe('动火');
    await expect(screen.getAllByText(/第四十三条/).length).toBeGreaterThan(0);
    await shows(() => screen.getByRole('link', { name: '动火等危险作业是否安排专人现场管理' }));
  },
};
