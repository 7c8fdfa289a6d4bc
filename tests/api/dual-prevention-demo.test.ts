// The dual-prevention demo (issue 17 part 7, docs/hidden-danger.md and docs/risk.md "Demo data"): a 重大 hidden danger
// listed for supervision with its 五落实 plan and the criterion it matches, one awaiting acceptance, and a control task
// of the demo's schedule checked abnormal whose hidden danger (待登记) remembers the task and the area of its unit.
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from './helpers/signed-in-app.ts';
import type { TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
let t: TestApp;
let qyadmin: string;

useSignedInApp('qyadmin', (app, token) => {
  t = app;
  qyadmin = token;
});

async function list(resource: string, query: string): Promise<Json[]> {
  const res = await t.call({ url: `/zax-cloud/u-basic/${resource}/list?limit=100&${query}`, token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { rows: Json[] } }).data.rows;
}

describe('the dual-prevention demo', () => {
  it('has a 重大 hidden danger under supervision with its five-part plan and criterion', async () => {
    const [major] = await list('hidden-danger', 'level=major&supervised=true');
    expect(major).toMatchObject({ title: '液氯储罐紧急切断阀联锁被摘除', state: 'rectifying', supervised: true });
    for (const part of ['planResponsibility', 'planMeasures', 'planFunds', 'planTimeLimit', 'planContingency', 'criterionId']) expect(major[part], part).toBeTruthy();
  });

  it('has a hidden danger awaiting acceptance by someone other than its rectifier', async () => {
    const [accepting] = await list('hidden-danger', 'state=accepting');
    expect(accepting).toMatchObject({ title: '装卸区静电接地夹松脱', state: 'accepting' });
    expect(accepting.acceptor).not.toBe(accepting.rectifier);
  });

  it('has a control task checked abnormal whose hidden danger remembers it and its unit’s area', async () => {
    const [task] = await list('control-task', 'result=abnormal');
    expect(task).toMatchObject({ state: 'done', result: 'abnormal', controlLevel: 'company' });
    expect(task.hiddenDangerId).toEqual(expect.any(Number));
    const res = await t.call({ url: `/zax-cloud/u-basic/hidden-danger/${String(task.hiddenDangerId)}`, token: qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    const danger = (res.json() as { data: Json }).data;
    expect(danger).toMatchObject({ state: 'reported', sourceKind: 'control-task', sourceResource: 'control-task', sourceRecordId: task.id });
    const [area] = await t.db.query<{ id: string }>(
      `select u.data->>'areaId' as id from r_risk_event e join r_risk_unit u on u.id = (e.data->>'unitId')::bigint where e.id = $1`,
      [task.eventId as number],
    );
    expect(danger.areaId).toBe(Number(area.id));
    // The schedule's other tasks of the month are there, none generated twice.
    const [dup] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from (select data->>'measureId', data->>'period' from r_control_task where tenant_id = 1001 and not deleted group by 1, 2 having count(*) > 1) d`,
    );
    expect(dup.n).toBe(0);
  });

  it('has people of every level of its measures: each current task is checked by its assignee, a 班组 one refused to a 车间级 person', async () => {
    // The demo's departments are typed (公司 / 车间 / 班组 under its 车间): each measure's assignee is of its level.
    const tasks = await t.db.query<{ id: number; level: string; assignee: number; measure: string }>(
      `select distinct on (t.data->>'measureId') t.id::int as id, t.data->>'controlLevel' as level, (t.data->>'assigneeId')::int as assignee, t.data->>'name' as measure
         from r_control_task t
        where t.tenant_id = 1001 and not t.deleted and t.data->>'result' is null
        order by t.data->>'measureId', t.data->>'dueAt' desc`,
    );
    expect([...new Set(tasks.map((x) => x.level))].sort()).toEqual(['company', 'team', 'workshop']);
    const put = (id: number, checkerId: number) =>
      t.call({ method: 'PUT', url: '/zax-cloud/u-basic/control-task', token: qyadmin, payload: { id, result: 'normal', checkerId } });
    const team = tasks.find((x) => x.level === 'team')!;
    const [zhao] = await t.db.query<{ id: number }>(`select id::int as id from staffinfo where tenant_id = 1001 and name = '赵志强' and not deleted`);
    const wrong = await put(team.id, zhao!.id);
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ field: 'checkerId', message: '该管控任务为班组级，赵志强是车间级/部门级人员，不能执行' });
    const [unchanged] = await t.db.query<{ result: string | null }>(`select data->>'result' as result from r_control_task where id = $1`, [team.id]);
    expect(unchanged!.result).toBeNull();
    for (const task of tasks) {
      const res = await put(task.id, task.assignee);
      expect(res.statusCode, `${task.measure} (${task.level}): ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ state: 'done', result: 'normal', checkerId: task.assignee });
    }
  });
});
