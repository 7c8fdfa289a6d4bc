// A data service in memory for stories and unit tests (src/runtime/stats/data-service-client.ts): blocks by
// module, answers by `module/block`, an optional failure (e.g. the first calls) and a delay.
import { DataServiceError, type DataServiceClient, type StatsAnswer, type StatsBlockInfo } from '../../src/runtime/stats/data-service-client.ts';
import type { ChartDrawer } from '../../src/runtime/stats/stats-chart.tsx';

export interface FakeDataServiceOptions {
  blocks: Record<string, StatsBlockInfo[]>;
  answers: Record<string, StatsAnswer>;
  /** Calls of rows() that fail before answers come (default 0); -1: every call fails. */
  failures?: number;
  failMessage?: string;
  delayMs?: number;
}

export interface FakeDataService extends DataServiceClient {
  calls: string[];
}

export function createFakeDataService(o: FakeDataServiceOptions): FakeDataService {
  let failures = o.failures ?? 0;
  const calls: string[] = [];
  const wait = () => new Promise((r) => setTimeout(r, o.delayMs ?? 0));
  return {
    calls,
    async blocks(module) {
      calls.push(module);
      await wait();
      const list = o.blocks[module];
      if (!list) throw new DataServiceError('not found', 404);
      return list;
    },
    async rows(module, block, filters = {}) {
      const q = new URLSearchParams(filters).toString();
      calls.push(`${module}/${block}${q ? `?${q}` : ''}`);
      await wait();
      if (failures !== 0) {
        failures -= 1;
        throw new DataServiceError(o.failMessage ?? '服务器繁忙', 503);
      }
      const answer = o.answers[`${module}/${block}`];
      if (!answer) throw new DataServiceError('not found', 404);
      return answer;
    },
  };
}

/** A chart drawer that draws nothing but records what it was asked (jsdom has no canvas). */
export function recordingDrawer(drawn: Record<string, unknown>[] = []): ChartDrawer {
  return async (el, option) => {
    drawn.push(option);
    el.setAttribute('data-drawn', 'true');
    return { resize: () => undefined, dispose: () => undefined };
  };
}

const answer = (rows: [string, string, number][]): StatsAnswer => ({
  rows: rows.map(([key, label, value]) => ({ key, label, value })),
  total: rows.reduce((n, r) => n + r[2], 0),
});

/** The tszy blocks and figures the stories and tests show. */
export const PERMIT_BLOCKS: StatsBlockInfo[] = [
  { key: 'by-kind', title: '按作业类型', chart: 'bar', source: 'permits' },
  { key: 'by-state', title: '按状态', chart: 'pie', source: 'permits' },
  { key: 'by-month', title: '近 12 个月', chart: 'line', source: 'permits' },
];

export const PERMIT_ANSWERS: Record<string, StatsAnswer> = {
  'tszy/by-kind': answer([['DONG_HUO', '动火', 5], ['GAO_CHU', '高处', 3], ['SHOU_XIAN', '受限空间', 1]]),
  'tszy/by-state': answer([['APPROVING', '审批中', 4], ['FINISHED', '已完工', 3], ['DRAFT', '草稿', 2]]),
  'tszy/by-month': answer([['2025-12', '2025-12', 2], ['2026-01', '2026-01', 7]]),
};

export const CAMERA_BLOCKS: StatsBlockInfo[] = [
  { key: 'by-type', title: '摄像头按类型', chart: 'pie', resource: 'camera' },
  { key: 'total', title: '摄像头总数', chart: 'number', resource: 'camera' },
];

export const CAMERA_ANSWERS: Record<string, StatsAnswer> = {
  'spjk/by-type': answer([['dome', '球机', 3], ['bullet', '枪机', 1], ['thermal', '热成像', 0]]),
  'spjk/total': answer([['true', '是', 2], ['false', '否', 2]]),
};
