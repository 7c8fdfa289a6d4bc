import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import KbSearchPage, { Highlighted } from '../../src/client/pages/fgcx/kb-search-page.tsx';
import type { KbSearchAnswer } from '../../src/domain/kb-entries.ts';
import { highlight } from '../../src/domain/kb-search.ts';
import { okData, type MockAnswer, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const ANSWER: KbSearchAnswer = {
  terms: ['动火'],
  total: 2,
  page: 1,
  limit: 10,
  rows: [
    {
      kind: 'regulation', id: 1, part: 9, clauseNo: '第四十三条', clausePath: '第二章 生产经营单位的安全生产保障',
      title: highlight('中华人民共和国安全生产法', ['动火']),
      snippet: highlight('生产经营单位进行爆破、吊装、动火、临时用电以及其他危险作业，应当安排专门人员进行现场安全管理。', ['动火']),
      industry: 'general', issuer: '全国人民代表大会常务委员会', status: 'current', shared: true, score: 0.3,
    },
    {
      kind: 'standard', id: 2, part: 7, clauseNo: '5.3.1', clausePath: null,
      title: highlight('GB 30871—2022 危险化学品企业特殊作业安全规范', ['动火']),
      snippet: highlight('动火作业前应进行气体分析，取样点应有代表性。', ['动火']),
      industry: 'chemical', issuer: '国家市场监督管理总局', status: 'current', shared: true, score: 0.2,
    },
  ],
};

/** POST /kb/search: the two hits for any words but an empty query. */
function searchApi(): MockRoutes {
  return {
    'POST /kb/search': (): MockAnswer => okData(ANSWER),
  };
}

/** 法规查询 › 法规检索 (/fgcx/search): the hits of 动火 with the word marked. */
const meta = {
  title: 'Pages/KbSearchPage',
  component: KbSearchPage,
  args: { title: '法规检索', viewKey: 'fgcx/search' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: searchApi, router: { path: '/fgcx/search?q=动火' } }),
} satisfies Meta<typeof KbSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async () => {
    await shows(() => screen.getByText('中华人民共和国安全生产法'));
    await expect(document.querySelectorAll('mark.kb-hit').length).toBeGreaterThan(0);
    await expect(screen.getByText('第二章 生产经营单位的安全生产保障 · 第四十三条')).toBeVisible();
  },
};

/** 智能检索结果 before a query: the hint. */
export const Empty: Story = {
  args: { title: '智能检索结果', viewKey: 'aqbz/search-result' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: searchApi, router: { path: '/aqbz/search-result' } }),
  play: async () => {
    await shows(() => screen.getByText(/输入关键词检索法律法规/));
  },
};

/** The marked words alone. */
export const Marked: StoryObj<typeof Highlighted> = {
  render: () => <Highlighted parts={highlight('动火前进行气体分析，动火中设监火人', ['动火'])} />,
  play: async () => {
    await expect(document.querySelectorAll('mark.kb-hit').length).toBe(2);
  },
};
