// 企业数据管理 (issue 24 item 2, docs/enterprise.md): the enterprise list and detail, a module switched by the
// platform administrator, and the review of 入驻申请 as a workflow of the platform (submitted by an enterprise,
// in the admin's inbox, approve enables the module and sends the SMS, reject needs a reason, a second review is
// refused, the history shows each step, row security keeps each enterprise to its own applications). Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';

const E = '/zax-cloud/enterprise';
const ADMIN_ONLY = '仅平台管理员可以管理企业数据';

let t: TestApp;
let admin: string;
let qyadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
});
afterAll(() => t?.close());

const modulesOf = async (qyId: number) =>
  (await t.db.query<{ have_model: string[] }>('select have_model from qyxx where tenant_id = $1', [qyId]))[0].have_model;
const newApply = async (qyId: number, module: string | null, mobile: string) =>
  (
    await t.db.query<{ id: number }>(
      `insert into applyinfo(tenant_id, name, mobile, module) values ($1, '申请人', $2, $3) returning id::int as id`,
      [qyId, mobile, module],
    )
  )[0].id;
const applyRow = async (id: number) =>
  (await t.db.query<{ status: number; reject_reason: string | null; reviewed_by: number | null }>(
    'select status, reject_reason, reviewed_by::int as reviewed_by from applyinfo where id = $1',
    [id],
  ))[0];

describe('GET /enterprise/list and /enterprise/detail/:id', () => {
  it('lists the enterprises with group, parent, modules and configuration flags, paged and searched', async () => {
    const res = await t.call({ method: 'GET', url: `${E}/list?page=1&limit=2`, token: admin });
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(rows).toHaveLength(2);
    expect(rows.map((r: { id: number }) => r.id)).not.toContain(0);
    expect(rows[0]).toMatchObject({
      id: 1001,
      qymc: '示例化工有限公司',
      qyGroup: '示例化工集团',
      parentId: null,
      qdglVersion: '2',
      riskVersion: '2',
      useLocationPlatform: true,
      parkPrefix: 'demo-park',
      subCount: 1,
      violationSuspendThreshold: 3,
      violationWindowDays: 365,
    });
    expect(rows[0].haveModel).toContain('tszy');
    const second = await t.call({ method: 'GET', url: `${E}/list?page=2&limit=2`, token: admin });
    expect(second.json().data.rows[0].id).toBe(2001);

    const found = await t.call({ method: 'GET', url: `${E}/list?qymc=${encodeURIComponent('二厂')}`, token: admin });
    expect(found.json().data).toMatchObject({ total: 1, rows: [{ id: 1002, parentId: 1001, parentName: '示例化工有限公司', useLocationPlatform: false }] });
    const group = await t.call({ method: 'GET', url: `${E}/list?group=${encodeURIComponent('集团')}`, token: admin });
    expect(group.json().data.rows.map((r: { id: number }) => r.id)).toEqual([1001, 1002]);
  });

  it('answers the detail with its sub-enterprises, and 404 for an unknown one', async () => {
    const res = await t.call({ method: 'GET', url: `${E}/detail/1001`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 1001, subs: [{ id: 1002, qymc: '示例化工二厂', parentId: 1001 }] });
    const missing = await t.call({ method: 'GET', url: `${E}/detail/99999`, token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, msg: '企业不存在' });
  });

  it('refuses everyone but the platform administrator with 403 and a Chinese message', async () => {
    const viewer = await t.login('viewer', PASSWORDS.viewer);
    for (const token of [qyadmin, viewer]) {
      for (const url of [`${E}/list`, `${E}/detail/1001`, `${E}/apply/list`]) {
        const res = await t.call({ method: 'GET', url, token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403, msg: ADMIN_ONLY });
      }
    }
    const before = await modulesOf(1001);
    const res = await t.call({ method: 'POST', url: `${E}/module`, token: qyadmin, payload: { qyId: 1001, module: 'tszy', enabled: false } });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(ADMIN_ONLY);
    expect(await modulesOf(1001)).toEqual(before);
  });

  it('answers the platform administrator acting for an enterprise (Ent-ID) too', async () => {
    const res = await t.call({ method: 'GET', url: `${E}/list`, token: admin, entId: 1001 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /enterprise/module', () => {
  it('disables and enables a module, idempotent, and refuses an unknown module or the platform', async () => {
    const off = await t.call({ method: 'POST', url: `${E}/module`, token: admin, payload: { qyId: 1002, module: 'wdk', enabled: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ code: 0, msg: '已停用“文档库”' });
    expect(await modulesOf(1002)).not.toContain('wdk');
    for (let i = 0; i < 2; i += 1) {
      const on = await t.call({ method: 'POST', url: `${E}/module`, token: admin, payload: { qyId: 1002, module: 'wdk', enabled: true } });
      expect(on.statusCode).toBe(200);
    }
    expect((await modulesOf(1002)).filter((m) => m === 'wdk')).toHaveLength(1);

    const before = await modulesOf(1002);
    const unknown = await t.call({ method: 'POST', url: `${E}/module`, token: admin, payload: { qyId: 1002, module: 'nope', enabled: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, msg: '未知的模块：nope', errors: [{ field: 'module' }] });
    const platform = await t.call({ method: 'POST', url: `${E}/module`, token: admin, payload: { qyId: 0, module: 'wdk', enabled: false } });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().errors).toEqual([expect.objectContaining({ field: 'qyId' })]);
    const missing = await t.call({ method: 'POST', url: `${E}/module`, token: admin, payload: { qyId: 99999, module: 'wdk', enabled: true } });
    expect(missing.statusCode).toBe(404);
    expect(await modulesOf(1002)).toEqual(before);
  });
});

describe('POST /enterprise/settings', () => {
  const settingsOf = async (qyId: number) =>
    (
      await t.db.query<{ qy_group: string | null; contact_name: string | null; contact_mobile: string | null; config: Record<string, unknown> }>(
        'select qy_group, contact_name, contact_mobile, config from qyxx where tenant_id = $1',
        [qyId],
      )
    )[0];

  it('changes only the fields sent, merges the flags into the configuration and answers the row the detail shows', async () => {
    const before = await settingsOf(1002);
    const res = await t.call({
      method: 'POST',
      url: `${E}/settings`,
      token: admin,
      payload: { qyId: 1002, qdglVersion: '2', useLocationPlatform: true, parkPrefix: 'park-2', contactMobile: '13912345678', violationSuspendThreshold: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: '已保存“示例化工二厂”的配置',
      data: { id: 1002, qdglVersion: '2', useLocationPlatform: true, parkPrefix: 'park-2', contactMobile: '13912345678', violationSuspendThreshold: 5, violationWindowDays: 365 },
    });
    const after = await settingsOf(1002);
    expect(after.qy_group).toBe(before.qy_group);
    expect(after.contact_name).toBe(before.contact_name);
    expect(after.config).toEqual({ ...before.config, qdglVersion: '2', useLocationPlatform: true, parkPrefix: 'park-2', violationSuspendThreshold: 5 });

    // null clears a text setting; the list reads the new flags.
    const cleared = await t.call({ method: 'POST', url: `${E}/settings`, token: admin, payload: { qyId: 1002, contactMobile: null, qyGroup: '  ' } });
    expect(cleared.json().data).toMatchObject({ contactMobile: null, qyGroup: null });
    const listed = await t.call({ method: 'GET', url: `${E}/list?qymc=${encodeURIComponent('二厂')}`, token: admin });
    expect(listed.json().data.rows[0]).toMatchObject({ qdglVersion: '2', useLocationPlatform: true });
  });

  it('refuses a bad value naming the field, the platform, an unknown enterprise and anyone but the admin, changing nothing', async () => {
    const before = await settingsOf(1001);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ qyId: 1001, qdglVersion: '3' }, 400, 'qdglVersion'],
      [{ qyId: 1001, contactMobile: '12345' }, 400, 'contactMobile'],
      [{ qyId: 1001, parkPrefix: '园区 前缀' }, 400, 'parkPrefix'],
      [{ qyId: 0, riskVersion: '1' }, 400, 'qyId'],
      [{ qyId: 1001, violationSuspendThreshold: 0 }, 400, 'violationSuspendThreshold'],
      [{ qyId: 1001, violationSuspendThreshold: 2.5 }, 400, 'violationSuspendThreshold'],
      [{ qyId: 1001, violationWindowDays: 4000 }, 400, 'violationWindowDays'],
      [{ qyId: 1001, violationWindowDays: '三十' }, 400, 'violationWindowDays'],
    ];
    for (const [payload, status, field] of cases) {
      const res = await t.call({ method: 'POST', url: `${E}/settings`, token: admin, payload });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors, res.body).toEqual([expect.objectContaining({ field })]);
      expect(res.json().msg).toEqual(res.json().errors[0].message);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const missing = await t.call({ method: 'POST', url: `${E}/settings`, token: admin, payload: { qyId: 99999, riskVersion: '1' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('企业不存在');
    const notAdmin = await t.call({ method: 'POST', url: `${E}/settings`, token: qyadmin, payload: { qyId: 1001, riskVersion: '1' } });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().msg).toBe(ADMIN_ONLY);
    expect(await settingsOf(1001)).toEqual(before);
  });
});

describe('入驻申请: a workflow of the platform (enterprise-apply)', () => {
  const U = '/zax-cloud/user';
  /** Submits an application through spec 000's own call (a code sent to the mobile first); answers its id. */
  const submit = async (token: string, mobile: string, module: string) => {
    const sent = await t.call({ method: 'GET', url: `${U}/qyxx/sendSmsToTelphone/${mobile}` });
    expect(sent.statusCode).toBe(200);
    const pinCode = [...t.sms].reverse().find((m) => m.mobile === mobile)?.content.match(/\d{6}/)?.[0];
    const res = await t.call({ method: 'POST', url: `${U}/applyinfo/save`, token, payload: { name: '周申请', mobile, pinCode, module } });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as number;
  };
  const inboxIds = async (token: string) => {
    const res = await t.call({ method: 'GET', url: '/zax-cloud/workflow/inbox?pageIndex=1&pageSize=50', token });
    expect(res.statusCode).toBe(200);
    return (res.json().data.dataList as { resource: string; recordId: number; action: string; link: string }[]).filter((i) => i.resource === 'enterprise-apply');
  };
  const history = async (id: number) => {
    const res = await t.call({ method: 'GET', url: `${E}/apply/history?id=${id}`, token: admin });
    expect(res.statusCode).toBe(200);
    return res.json().data as { action: string; actorName: string | null; opinion: string | null; toState: string; at: string }[];
  };
  /** What an enterprise's own transaction reads of the applications, under its row security. */
  const seenBy = (tenantId: number) =>
    inTenant(t.db, { tenantId, userId: null }, async (tx) => ({
      view: (await tx.query<{ id: number }>('select id::int as id from applyinfo order by id')).map((r) => r.id),
      records: (await tx.query<{ id: number }>('select id::int as id from r_enterprise_apply order by id')).map((r) => r.id),
    }));

  it('lists the demo application of 2001 for 特殊作业, pending first', async () => {
    const res = await t.call({ method: 'GET', url: `${E}/apply/list?status=0`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ qyId: 2001, qymc: '另一化工企业', module: 'tszy', moduleTitle: '特殊作业', status: 0 })]),
    );
  });

  it('an application submitted by 2001 is a platform record: in the admin inbox, read by 2001 alone, out of reach of enterprises', async () => {
    const qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const id = await submit(qyadmin2, '13912348810', 'zdjx');
    const [rec] = await t.db.query<{ tenant_id: number; data: Record<string, unknown> }>('select tenant_id::int as tenant_id, data from r_enterprise_apply where id = $1', [id]);
    expect(rec).toMatchObject({ tenant_id: 0, data: { qyId: 2001, module: 'zdjx', reviewStatus: 'pending', mobile: '13912348810' } });

    const items = await inboxIds(admin);
    expect(items.filter((i) => i.recordId === id).map((i) => i.action).sort()).toEqual(['待您处理：批准', '待您处理：驳回']);
    expect(items.find((i) => i.recordId === id)?.link).toBe(`/dashboard?resource=enterprise-apply&detail=${id}`);
    expect(await inboxIds(qyadmin2)).toEqual([]);
    expect((await history(id)).map((h) => [h.action, h.toState])).toEqual([['create', 'pending']]);
    const detail = await t.call({ method: 'GET', url: `${E}/apply/${id}`, token: admin });
    expect(detail.json().data).toMatchObject({ id, qyId: 2001, reviewStatus: 'pending' });

    // Row security: 2001 reads its own application, 1001 none of 2001's, and neither changes one.
    const own = await seenBy(2001);
    expect(own.view).toContain(id);
    expect(own.records).toContain(id);
    const other = await seenBy(1001);
    expect(other.view).not.toContain(id);
    expect(other.records).not.toContain(id);
    const changed = await inTenant(t.db, { tenantId: 2001, userId: null }, (tx) =>
      tx.query(`update r_enterprise_apply set data = data || '{"reviewStatus":"approved"}' where id = $1 returning id`, [id]),
    );
    expect(changed).toEqual([]);
    const mine = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId`, token: qyadmin2 });
    expect(mine.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const theirs = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId`, token: qyadmin });
    expect(theirs.json().data.map((r: { id: number }) => r.id)).not.toContain(id);

    // The engine's routes of the resource are the platform administrator's.
    for (const token of [qyadmin, qyadmin2]) {
      for (const req of [
        { method: 'GET' as const, url: `${E}/apply/${id}` },
        { method: 'GET' as const, url: `${E}/apply/history?id=${id}` },
        { method: 'POST' as const, url: `${E}/apply/approve`, payload: { id } },
      ]) {
        expect((await t.call({ ...req, token })).statusCode).toBe(403);
      }
    }
    expect(await applyRow(id)).toMatchObject({ status: 0 });
  });

  it('流程配置 of the application workflow is the platform’s: an enterprise neither lists nor saves it', async () => {
    const keys = async (token: string) =>
      ((await t.call({ method: 'GET', url: '/zax-cloud/workflow/config', token })).json().data as { resource: string }[]).map((c) => c.resource);
    expect(await keys(admin)).toContain('enterprise-apply');
    expect(await keys(qyadmin)).not.toContain('enterprise-apply');
    const put = await t.call({ method: 'PUT', url: '/zax-cloud/workflow/config/enterprise-apply', token: qyadmin, payload: { version: 0, who: { approve: [{ role: 'qyUser' }] }, slots: {} } });
    expect(put.statusCode).toBe(404);
    const versions = await t.call({ method: 'GET', url: '/zax-cloud/workflow/config/enterprise-apply/versions', token: qyadmin });
    expect(versions.statusCode).toBe(404);
    expect(await t.db.query("select 1 from wf_config where resource = 'enterprise-apply'")).toEqual([]);
  });

  it('approve enables the module and sends the applicant an SMS; the history shows it; a second review is refused, nothing changed', async () => {
    const qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    await t.db.query(`update qyxx set have_model = array_remove(have_model, 'zdjx') where tenant_id = 2001`);
    const id = await submit(qyadmin2, '13912348801', 'zdjx');
    const sent = t.sms.length;
    const res = await t.call({ method: 'POST', url: `${E}/apply/approve`, token: admin, payload: { id, opinion: '资料齐全' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { id, qyId: 2001, reviewStatus: 'approved' } });
    expect(await modulesOf(2001)).toContain('zdjx');
    expect(t.sms.slice(sent)).toEqual([{ mobile: '13912348801', content: expect.stringContaining('“重点检修”模块已审核通过') }]);
    expect(await applyRow(id)).toMatchObject({ status: 1, reject_reason: null, reviewed_by: expect.any(Number) });
    const steps = await history(id);
    expect(steps.map((h) => [h.action, h.toState, h.opinion])).toEqual([
      ['create', 'pending', null],
      ['approve', 'approved', '资料齐全'],
    ]);
    expect(steps[1].actorName).toBeTruthy();
    expect((await inboxIds(admin)).filter((i) => i.recordId === id)).toEqual([]);

    const sms = t.sms.length;
    for (const [url, payload, action] of [
      [`${E}/apply/approve`, { id }, '批准'],
      [`${E}/apply/reject`, { id, reason: '重复' }, '驳回'],
    ] as const) {
      const again = await t.call({ method: 'POST', url, token: admin, payload });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 409, msg: `当前状态为“已批准”，不能执行“${action}”` });
    }
    expect(t.sms.length).toBe(sms);
    expect(await applyRow(id)).toMatchObject({ status: 1, reject_reason: null });
    expect(await history(id)).toHaveLength(2);
  });

  it('reject requires a reason, stores it (the applicant reads it) and sends it by SMS; nothing changes without it', async () => {
    const qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const id = await submit(qyadmin2, '13912348802', 'tszy');
    const before = await modulesOf(2001);
    const sent = t.sms.length;
    for (const payload of [{ id }, { id, reason: '   ' }, { id, opinion: '' }]) {
      const res = await t.call({ method: 'POST', url: `${E}/apply/reject`, token: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: '请填写驳回意见', errors: [{ field: 'reason' }] });
    }
    const long = await t.call({ method: 'POST', url: `${E}/apply/reject`, token: admin, payload: { id, reason: '长'.repeat(201) } });
    expect(long.statusCode).toBe(400);
    expect(await applyRow(id)).toMatchObject({ status: 0 });
    expect(t.sms.length).toBe(sent);
    expect(await history(id)).toHaveLength(1);

    const res = await t.call({ method: 'POST', url: `${E}/apply/reject`, token: admin, payload: { id, reason: '资料不全' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { reviewStatus: 'rejected', reason: '资料不全' } });
    expect(await applyRow(id)).toMatchObject({ status: 2, reject_reason: '资料不全' });
    expect(await modulesOf(2001)).toEqual(before);
    expect(t.sms.slice(sent)).toEqual([{ mobile: '13912348802', content: expect.stringContaining('“特殊作业”模块未通过审核：资料不全') }]);
    const mine = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId`, token: qyadmin2 });
    expect(mine.json().data.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 2, rejectReason: '资料不全' });
    expect((await history(id)).map((h) => [h.action, h.opinion])).toEqual([
      ['create', null],
      ['reject', '资料不全'],
    ]);
    const again = await t.call({ method: 'POST', url: `${E}/apply/approve`, token: admin, payload: { id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('当前状态为“已驳回”，不能执行“批准”');
    expect(await modulesOf(2001)).toEqual(before);
  });

  it('refuses an application without a module, an unknown one, and anyone but the admin', async () => {
    const id = await newApply(2001, null, '13912348803');
    const none = await t.call({ method: 'POST', url: `${E}/apply/approve`, token: admin, payload: { id } });
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe('该申请没有指明模块，不能批准');
    expect(await applyRow(id)).toMatchObject({ status: 0 });
    const unknown = await t.call({ method: 'POST', url: `${E}/apply/approve`, token: admin, payload: { id: 987654 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('入驻申请不存在或已删除');

    const pending = await newApply(2001, 'tszy', '13912348804');
    const qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const sent = t.sms.length;
    for (const token of [qyadmin, qyadmin2]) {
      const res = await t.call({ method: 'POST', url: `${E}/apply/approve`, token, payload: { id: pending } });
      expect(res.statusCode).toBe(403);
    }
    expect(await applyRow(pending)).toMatchObject({ status: 0 });
    expect(t.sms.length).toBe(sent);
  });
});
