// The inbox as GET /workflow/inbox and /workflow/inbox/count answer it (issue 14 item 7), for the workbench's
// 待办 card and the top bar's count.
import type { InboxItem } from '../../src/domain/inbox-item.ts';
import { fail, okData, PENDING, type MockRoutes } from './mock-http.ts';

const INBOX = 'GET /workflow/inbox';
const COUNT = 'GET /workflow/inbox/count';
const MIN = 60_000;

function item(over: Partial<InboxItem> & Pick<InboxItem, 'key' | 'module' | 'recordId' | 'title' | 'action'>, minutesAgo: number): InboxItem {
  return { kind: 'TRANSITION', summary: '', tags: [], link: `/${over.module}/list?detail=${over.recordId}`, since: new Date(Date.now() - minutesAgo * MIN).toISOString(), dueAt: null, ...over };
}

/** What waits for 赵主任 (cj01) across modules, newest first: permits, a three-simultaneous step, duty tasks, a notice. */
export const INBOX_ITEMS: InboxItem[] = [
  item({ key: 'zbgl:watch-record:3:fill', kind: 'TASK', module: 'zbgl', recordId: 3, title: '今日白班值班记录', action: '待完成：填写值班记录', tags: ['值班记录'], link: '/zbgl/watch-record?detail=3', dueAt: new Date(Date.now() + 90 * MIN).toISOString() }, 5),
  item({ key: 'tszy:permit:2', kind: 'PERMIT_APPROVAL', module: 'tszy', recordId: 2, title: '动火作业票 HJZA0000000000002', action: '待您审批：所在单位意见', summary: '一车间反应釜区，申请人 张伟', tags: ['动火', '二级'], link: '/tszy/detail/2', resource: 'permit' }, 30),
  item({ key: 'stsgl:three-simultaneous:1:submit', module: 'stsgl', recordId: 1, title: '一号扩建项目', action: '待您处理：提交预评价', tags: ['三同时项目'] }, 60),
  item({ key: 'basic:notice:4:publish', kind: 'OVERDUE', module: 'basic', recordId: 4, title: '春节安全生产通知', action: '已逾期：发布', tags: ['通知公告'], link: '/basic-security-manage/notice?detail=4', dueAt: new Date(Date.now() - 120 * MIN).toISOString() }, 90),
  item({ key: 'stsgl:design-stage:2:approval/approve', kind: 'APPROVAL', module: 'stsgl', recordId: 2, title: '二号项目设计审查', action: '待您审批：设计审查', tags: ['安全设施设计'], link: '/stsgl/design?detail=2' }, 120),
  item({ key: 'tszy:permit:4', kind: 'PERMIT_APPROVAL', module: 'tszy', recordId: 4, title: '高处作业票 HJZA0000000000004', action: '待您审批：所在单位意见', summary: '二车间精馏塔，申请人 张伟', tags: ['高处', 'Ⅱ级'], link: '/tszy/detail/4', resource: 'permit' }, 180),
  item({ key: 'zbgl:watch-record:5:fill', kind: 'TASK', module: 'zbgl', recordId: 5, title: '昨日夜班值班记录', action: '待完成：填写值班记录', tags: ['值班记录'], link: '/zbgl/watch-record?detail=5' }, 600),
];

/** The inbox over `items`, filtered by module and paged as the server does, with the counts per module. */
export function inboxApi(items: readonly InboxItem[]): MockRoutes {
  const byModule = () => items.reduce<Record<string, number>>((m, i) => ({ ...m, [i.module]: (m[i.module] ?? 0) + 1 }), {});
  return {
    [INBOX]: ({ query }) => {
      const pageIndex = Number(query.pageIndex ?? 1);
      const pageSize = Number(query.pageSize ?? 10);
      const module = typeof query.module === 'string' ? query.module : '';
      const list = items.filter((i) => !module || i.module === module);
      return okData({ dataList: list.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: list.length, byModule: byModule() });
    },
    [COUNT]: () => okData({ count: items.length }),
  };
}

export const inboxFails: MockRoutes = { [INBOX]: fail('服务器内部错误'), [COUNT]: fail('服务器内部错误') };
export const inboxLoading: MockRoutes = { [INBOX]: PENDING, [COUNT]: PENDING };
