// A checklist task of 张伟 (renYuanId 11) with three items, one filled; the mock API of the qing-dan stories.
import { fail, okData, type MockRequest, type MockRoutes } from '../support/mock-http.ts';

export const TASK = {
  id: 5,
  name: '聚合岗位工作清单',
  period: '2026-11-25',
  dueAt: '2026-11-25 23:59:59',
  assigneeId: 11,
  refLabels: { assigneeId: '张伟' },
  state: 'doing',
  missed: false,
  itemCount: 3,
  doneCount: 1,
  abnormalCount: 0,
};

export const ITEMS = [
  { id: 51, taskId: 5, seq: 1, content: '检查聚合釜压力在指标内', result: 'normal' },
  { id: 52, taskId: 5, seq: 2, content: '检查安全阀完好' },
  { id: 53, taskId: 5, seq: 3, content: '检查现场无泄漏' },
];

export const qingDanApi = (): MockRoutes => ({
  'GET /u-basic/checklist-task/5': okData(TASK),
  'GET /u-basic/checklist-task-item/list': okData({ rows: ITEMS, total: ITEMS.length }),
  'PUT /u-basic/checklist-task-item': (req: MockRequest) => {
    const body = (typeof req.body === 'string' ? JSON.parse(req.body) : req.body) as { id: number; result?: string; note?: string };
    if (body.result === 'abnormal' && !body.note) return fail('检查结果为异常，请填写异常说明', 400, 400);
    return okData({ ...ITEMS.find((i) => i.id === body.id), ...body, hiddenDangerId: body.result === 'abnormal' ? 88 : undefined });
  },
  'GET /u-basic/checklist-task/list': (req: MockRequest) => {
    const q = req.query;
    const rows = q.state === 'doing' ? [TASK] : q.state === 'pending' && String(q.missed) === 'false' ? [{ ...TASK, id: 6, state: 'pending', doneCount: 0, period: '2026-11-26' }] : [];
    return okData({ rows, total: q.state === 'done' ? 12 : q.state === 'pending' && String(q.missed) === 'true' ? 2 : rows.length });
  },
  'GET /qing-dan/completion': okData([
    { key: '11', label: '张伟', total: 20, done: 17, missed: 3, rate: '85.00' },
    { key: '12', label: '赵志强', total: 4, done: 4, missed: 0, rate: '100.00' },
  ]),
  'POST /user/data-service/token': fail('数据服务暂不可用', 503),
});
