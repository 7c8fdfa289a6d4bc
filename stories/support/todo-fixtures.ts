// Waiting work as GET /tszy/zuoYePiao/todo answers it (docs/permit-api.md "Inbox"), for the workbench stories.
import type { TodoItem } from '../../src/client/api/permit-api.ts';
import { fail, ok, PENDING, type MockRoutes } from './mock-http.ts';

const TODO = 'GET /tszy/zuoYePiao/todo';
const MIN = 60_000;

function item(id: number, kind: 'DONG_HUO' | 'GAO_CHU', grade: string, slot: string, site: string, minutesAgo: number): TodoItem {
  const short = kind === 'DONG_HUO' ? '动火' : '高处';
  const no = `HJZA${String(id).padStart(13, '0')}`;
  return {
    kind: 'PERMIT_APPROVAL',
    key: `tszy:permit:${id}`,
    module: 'tszy',
    recordId: id,
    title: `${short}作业票 ${no}`,
    action: `待您审批：${slot}`,
    summary: `${site}，申请人 张伟`,
    tags: [short, grade],
    link: `/tszy/detail/${id}`,
    since: new Date(Date.now() - minutesAgo * MIN).toISOString(),
    zuoYeBianHao: no,
    zuoYeLeiXing: kind,
    zuoYeJiBie: grade,
    zuoYeDiDian: site,
    shenQingRen: '张伟',
    dangQianHuanJie: slot,
  };
}

/** Seven permits awaiting 赵主任 (车间主任), the longest waiting first. */
export const TODO_ITEMS: TodoItem[] = [
  item(2, 'DONG_HUO', '二级', '所在单位意见', '一车间反应釜区', 180),
  item(4, 'GAO_CHU', 'Ⅱ级', '所在单位意见', '二车间精馏塔', 95),
  item(5, 'DONG_HUO', '一级', '动火审批人意见', '罐区 T-102', 60),
  item(6, 'GAO_CHU', 'Ⅰ级', '所在单位意见', '仓库屋面', 42),
  item(7, 'DONG_HUO', '二级', '所在单位意见', '机修间', 20),
  item(8, 'GAO_CHU', 'Ⅲ级', '所在单位意见', '锅炉房', 8),
  item(9, 'DONG_HUO', '二级', '所在单位意见', '一车间管廊', 1),
];

/** The todo call over `items`, paged as the server pages. */
export function todoApi(items: readonly TodoItem[]): MockRoutes {
  return {
    [TODO]: ({ query }) => {
      const pageIndex = Number(query.pageIndex ?? 1);
      const pageSize = Number(query.pageSize ?? 5);
      return ok({ dataList: items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: items.length });
    },
  };
}

export const todoFails: MockRoutes = { [TODO]: fail('服务器内部错误') };
export const todoLoading: MockRoutes = { [TODO]: PENDING };
