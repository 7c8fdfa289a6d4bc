// Computed fields and rules (issue 12 item 6) through the real routes: the server computes x-compute again
// before it validates (a forged value is replaced), refuses a failing x-rule with its message at the field
// and saves nothing; a registered function (lecLevel) reads the enterprise's own configuration (configinfo),
// never another's; the schema editor refuses an expression naming a missing field at its pointer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
let t: TestApp;
let qyadmin: string;
let qyadmin2: string;

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  const [dept] = await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = 1001 and not deleted order by id limit 1');
  LEAVE.department = Number(dept.id);
  const [contractor] = await t.db.query<{ id: number }>('select id from r_contractor_info where tenant_id = 1001 and not deleted order by id limit 1');
  CONTRACTOR_ID = Number(contractor.id);
});
let CONTRACTOR_ID = 0;
afterAll(() => t.close());

const LEAVE: Record<string, unknown> = {
  name: '张三',
  department: 0, // a department of 1001 (a reference), set in beforeAll
  leaveType: 'personal',
  startDate: '2026-03-01',
  endDate: '2026-03-03',
  reason: '家中有事',
};

async function rows(path: string, token = qyadmin): Promise<Record<string, unknown>[]> {
  const res = await t.call({ url: `${U}/${path}/list?limit=100`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows;
}

describe('x-compute: leave-record days from its dates', () => {
  it('computes days on create, replacing a forged value, and again on update', async () => {
    const res = await t.call({ method: 'POST', url: `${U}/leave-record`, token: qyadmin, payload: { ...LEAVE, days: 99 } });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created.days).toBe(3);

    const moved = await t.call({ method: 'PUT', url: `${U}/leave-record`, token: qyadmin, payload: { id: created.id, endDate: '2026-03-10' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.days).toBe(10);

    const forged = await t.call({ method: 'PUT', url: `${U}/leave-record`, token: qyadmin, payload: { id: created.id, days: 1 } });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json().data.days).toBe(10);
    const detail = await t.call({ url: `${U}/leave-record/${created.id}`, token: qyadmin });
    expect(detail.json().data.days).toBe(10);
  });

  it('refuses an end before the start with the rule message at the end field, saving nothing', async () => {
    const before = await rows('leave-record');
    const res = await t.call({ method: 'POST', url: `${U}/leave-record`, token: qyadmin, payload: { ...LEAVE, endDate: '2026-02-27', days: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期', errors: [{ field: 'endDate', message: '结束日期不能早于开始日期' }] });
    expect(await rows('leave-record')).toEqual(before);
  });
});

describe('x-compute and x-rules: contractor-training pass rate', () => {
  const TRAINING: Record<string, unknown> = { contractorId: 0, trainingName: '入厂三级教育', trainingLevel: 'company', trainingType: 'entry', trainingDate: '2026-03-05', hours: 4, trainer: '李四', traineeCount: 3, passCount: 2 };

  it('computes the pass rate (rounded to one decimal) whatever the client sends', async () => {
    const res = await t.call({ method: 'POST', url: `${U}/contractor-training`, token: qyadmin, payload: { ...TRAINING, contractorId: CONTRACTOR_ID, passRate: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.passRate).toBe(66.7);
    const listed = (await rows('contractor-training')).find((r) => r.id === res.json().data.id);
    expect(listed?.passRate).toBe(66.7);
  });

  it('leaves the rate out when it cannot be computed (no pass count yet: a blank operand)', async () => {
    const { passCount: _n, ...rest } = TRAINING;
    const res = await t.call({ method: 'POST', url: `${U}/contractor-training`, token: qyadmin, payload: { ...rest, contractorId: CONTRACTOR_ID, passRate: 50 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.passRate ?? null).toBeNull();
  });

  it('refuses more passes than trainees at passCount, saving nothing', async () => {
    const before = await rows('contractor-training');
    const res = await t.call({ method: 'POST', url: `${U}/contractor-training`, token: qyadmin, payload: { ...TRAINING, contractorId: CONTRACTOR_ID, passCount: 4 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'passCount', message: '考核合格人数不能多于参训人数' }]);
    expect(await rows('contractor-training')).toEqual(before);
  });
});

describe('a registered function with the enterprise configuration (lecLevel), added by the schema editor', () => {
  const schemaUrl = `${U}/designer/schema/contractor-training`;

  async function openFile(): Promise<{ version: number; file: Record<string, unknown> & { form: { properties: Record<string, unknown> } } }> {
    const res = await t.call({ url: schemaUrl, token: qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const factor = (title: string) => ({ type: 'number', title, minimum: 0, 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' });

  it('refuses an expression naming a missing field at its pointer, and an unknown function', async () => {
    const open = await openFile();
    const file = structuredClone(open.file);
    file.form.properties.riskScore = { ...factor('风险值'), 'x-compute': '{{ L * E * C }}' };
    const res = await t.call({ method: 'PUT', url: schemaUrl, token: qyadmin, payload: { file, baseVersion: open.version } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: '/form/properties/riskScore/x-compute', message: '表达式无效：“L”不是表单的字段' });

    file.form.properties.riskScore = { ...factor('风险值'), 'x-compute': '{{ eval(passCount) }}' };
    const call = await t.call({ method: 'PUT', url: schemaUrl, token: qyadmin, payload: { file, baseVersion: open.version } });
    expect(call.statusCode).toBe(400);
    expect(call.json().errors[0]).toMatchObject({ field: '/form/properties/riskScore/x-compute', message: expect.stringContaining('不支持函数「eval」') });
    expect((await openFile()).version).toBe(open.version);
  });

  it('computes D = L×E×C and its level with this enterprise’s bands, not another’s', async () => {
    const open = await openFile();
    const file = structuredClone(open.file);
    Object.assign(file.form.properties, {
      L: factor('可能性L'),
      E: factor('暴露频率E'),
      C: factor('后果C'),
      riskScore: { ...factor('风险值D'), 'x-compute': '{{ L * E * C }}' },
      riskLevel: {
        type: 'string',
        title: '风险等级',
        enum: [
          { label: '重大风险', value: 'major' },
          { label: '较大风险', value: 'large' },
          { label: '一般风险', value: 'general' },
          { label: '低风险', value: 'low' },
        ],
        'x-decorator': 'FormItem',
        'x-component': 'Select',
        'x-compute': { fn: 'lecLevel', args: ['L', 'E', 'C'] },
      },
    });
    const save = await t.call({ method: 'PUT', url: schemaUrl, token: qyadmin, payload: { file, baseVersion: open.version } });
    expect(save.statusCode, save.body).toBe(200);

    const record = { contractorId: CONTRACTOR_ID, trainingName: 'LEC 评估', trainingLevel: 'company', trainingType: 'entry', trainingDate: '2026-03-05', hours: 2, trainer: '李四', traineeCount: 10, L: 3, E: 6, C: 7, riskLevel: 'low', riskScore: 1 };
    const create = () => t.call({ method: 'POST', url: `${U}/contractor-training`, token: qyadmin, payload: record });

    // 3 × 6 × 7 = 126: 一般风险 with the method's usual bands (above 70).
    const first = await create();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ riskScore: 126, riskLevel: 'general' });

    // Another enterprise's bands change nothing here.
    const other = await t.call({ method: 'POST', url: '/zax-cloud/user/configinfo/save', token: qyadmin2, payload: { type: 'lecBands', configKey: 'major', configValue: '10' } });
    expect(other.statusCode, other.body).toBe(200);
    expect((await create()).json().data.riskLevel).toBe('general');

    // This enterprise's own bands do: D above 100 is 重大风险 here.
    const own = await t.call({ method: 'POST', url: '/zax-cloud/user/configinfo/save', token: qyadmin, payload: { type: 'lecBands', configKey: 'major', configValue: '100' } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await create()).json().data).toMatchObject({ riskScore: 126, riskLevel: 'major' });
  });
});
