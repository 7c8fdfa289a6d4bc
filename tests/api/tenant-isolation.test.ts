import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/app.ts';
import { KIND_PATHS } from '../../src/server/permits/permit-kind-paths.ts';
import { resourceRegistry, tableName } from '../../src/server/resources/registry.ts';
import { storeFile } from '../../src/server/services/file-store.ts';
import { build, toQuery, type JsonSchemaLike } from './helpers/schema-payload.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * A user of 1001 tries to read, list, update and delete 2001's rows through every route of the API
 * that is not public: once by forging `Ent-ID: 2001`, once by passing 2001's ids in every id field.
 * Every attempt fails, no answer carries 2001's data, and 2001's rows are unchanged.
 */
const VICTIM = 2001;
const MARK = 'ISO2001';

let t: TestApp;
let routes: RouteEntry[];
const victimIds = new Map<string, number>();

/** Routes that end or reshape the caller's own session: they touch no enterprise data and ignore Ent-ID. */
const endsOwnSession = new Set(['POST /zax-cloud/user/sysuser/logout', 'POST /zax-cloud/user/sysuser/switchRole']);

async function snapshot(): Promise<string> {
  const tables = await t.db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where column_name = 'tenant_id' and table_schema = 'public' and table_name <> 'audit_log' order by 1`,
  );
  const out: Record<string, unknown> = {};
  for (const { table_name } of tables) {
    out[table_name] = await t.db.query(`select * from ${table_name} where tenant_id = $1 order by 1, 2`, [VICTIM]);
  }
  return JSON.stringify(out);
}

async function seedVictim(): Promise<void> {
  const one = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ id: number }>(sql, params as never[]))[0]?.id;
  const dept = await one(`insert into departmentinfo(tenant_id, name) values ($1, '${MARK}部门') returning id`, [VICTIM]);
  const staff = await one(`insert into staffinfo(tenant_id, name, department_id, mobile) values ($1, '${MARK}人员', $2, '13700009999') returning id`, [VICTIM, dept]);
  const contractor = await one(`insert into contractorinfo(tenant_id, name) values ($1, '${MARK}承包商') returning id`, [VICTIM]);
  const duty = await one(`insert into dutyinfo(tenant_id, department_id, name, staff_ids) values ($1, $2, '${MARK}职责', $3) returning id`, [VICTIM, dept, [staff]]);
  const config = await one(`insert into configinfo(tenant_id, type, config_key, config_value) values ($1, 'iso', 'k', '${MARK}') returning id`, [VICTIM]);
  const user = await one(`select id from sysuser where login_name = 'qyadmin2'`);
  await t.db.query(`update sysuser set user_name = '${MARK}管理员', ren_yuan_id = $1 where id = $2`, [staff, user]);
  const warning = await one(`insert into risk_warning(tenant_id, staff_id, risk, model) values ($1, $2, '${MARK}预警', 'tszy') returning id`, [VICTIM, staff]);
  const apply = await one(`insert into applyinfo(tenant_id, name, mobile) values ($1, '${MARK}', '13700009999') returning id`, [VICTIM]);
  const ocr = await one(`insert into ocrpersoninfo(tenant_id, user_id, name) values ($1, $2, '${MARK}') returning id`, [VICTIM, user]);
  const file = (await storeFile(t.db, { tenantId: VICTIM, userId: null }, { name: `${MARK}.pdf`, buffer: Buffer.from(`%PDF-1.4 ${MARK}\n%%EOF\n`) })).id;
  await t.db.query(`insert into sysuserdataconfig(tenant_id, user_id, type, value) values ($1, $2, 'iso', '{"v": "${MARK}"}')`, [VICTIM, user]);
  await t.db.query('insert into sysroledepartment(tenant_id, role_code, department_id) values ($1, $2, $3)', [VICTIM, 'qyStaff', dept]);
  // The victim's designer overlay (published and draft): a marked custom field and tab.
  const overlay = JSON.stringify({
    fields: [{ key: 'isoMark', schema: { type: 'string', title: MARK }, enabled: true, sort: 0 }],
    tabs: [{ key: 'iso', title: MARK, fields: ['isoMark'], enabled: true, sort: 0 }],
  });
  for (const key of resourceRegistry().all.map((r) => r.key)) {
    await t.db.query('insert into overlay_version(tenant_id, resource_key, version, overlay, note) values ($1, $2, 1, $3, $4)', [VICTIM, key, overlay, MARK]);
    await t.db.query('insert into overlay_draft(tenant_id, resource_key, overlay, base_version) values ($1, $2, $3, 1)', [VICTIM, key, overlay]);
  }
  // A marked permit of 2001 (submitted, so that every action could apply to it), with an event, an analysis
  // and the weather of its site.
  const permit = await one(
    `insert into permit(tenant_id, kind, state, slot_index, slots, data, zuo_ye_di_dian, department, planned_start, planned_end)
     values ($1, 'DONG_HUO', 'APPROVING', 1, $2, $3, '${MARK}', '${MARK}', now() - interval '1 minute', now() + interval '1 hour') returning id`,
    [VICTIM, JSON.stringify([{ key: 'suoZaiDanWei', title: MARK, phase: 'approve', roles: ['qyUser'] }]), JSON.stringify({ zuoYeNeiRong: MARK, dongHuoJiBie: '二级' })],
  );
  await t.db.query(`insert into permit_event(tenant_id, permit_id, action, by_name, at, to_state) values ($1, $2, 'create', '${MARK}', now(), 'DRAFT')`, [VICTIM, permit]);
  const analysis = await one(
    `insert into gas_analysis(tenant_id, permit_id, qi_ti_ming_cheng, nong_du, taken_at, pass, rule, vm)
     values ($1, $2, '${MARK}', 0.1, now(), true, '${MARK}', 24.45) returning id`,
    [VICTIM, permit],
  );
  const weather = await one(`insert into weather_record(tenant_id, site, wind_level, weather) values ($1, '${MARK}', 3, '${MARK}') returning id`, [VICTIM]);
  // 2001's permit configuration, a marked work activity naming its permit, and a raised sweep alert.
  await t.db.query(
    `insert into permit_config(tenant_id, approval, caps, holidays, activity_audit_roles) values ($1, $2, '{"GAO_CHU": {"II": 60}}', '{2026-01-01}', '{${MARK}}')`,
    [VICTIM, JSON.stringify({ GAO_CHU: { slots: { suoZaiDanWei: [MARK] } } })],
  );
  const activity = await one(
    `insert into work_activity(tenant_id, name, place, leader, she_ji, kinds, permit_ids, state)
     values ($1, '${MARK}', '${MARK}', '${MARK}', true, '{DONG_HUO}', $2, 'SUBMITTED') returning id`,
    [VICTIM, [permit]],
  );
  await t.db.query(`insert into permit_alert(tenant_id, permit_id, alert_key) values ($1, $2, '${MARK}')`, [VICTIM, permit]);
  const ids: Record<string, number | undefined> = {
    departmentinfo: dept, staffinfo: staff, contractorinfo: contractor, dutyinfo: duty, configinfo: config,
    sysuser: user, risk_warning: warning, applyinfo: apply, ocrpersoninfo: ocr, qyxx: VICTIM, asset_file: file,
    permit, gas_analysis: analysis, weather_record: weather, work_activity: activity,
  };
  for (const [k, v] of Object.entries(ids)) if (v !== undefined) victimIds.set(k, v);
  // One marked record in every resource table (every text field holds the mark).
  for (const r of resourceRegistry().all) {
    const data = Object.fromEntries(Object.entries(r.form.properties).filter(([, f]) => f.type === 'string' && !f.enum && !f.format).map(([k]) => [k, MARK]));
    victimIds.set(tableName(r.key), await one(`insert into ${tableName(r.key)}(tenant_id, data) values ($1, $2) returning id`, [VICTIM, data]));
  }
}

/** The resource table behind a generic resource route (docs/resource-api.md). */
function resourceTableOf(url: string): string | undefined {
  const r = resourceRegistry().all.find((x) => url === `/zax-cloud${x.endpoint}` || url.startsWith(`/zax-cloud${x.endpoint}/`));
  return r && tableName(r.key);
}

/** The table an `id` of a route refers to, from its path. */
function tableOfRoute(url: string): string | undefined {
  const seg = url.split('/')[3] ?? '';
  const map: Record<string, string> = {
    sysuser: 'sysuser', sysuserrole: 'sysuser', departmentinfo: 'departmentinfo', staffinfo: 'staffinfo',
    dutyinfo: 'dutyinfo', contractorinfo: 'contractorinfo', configinfo: 'configinfo', ocrpersoninfo: 'ocrpersoninfo',
    riskWarning: 'risk_warning', applyinfo: 'applyinfo', qyxx: 'qyxx', zuoYePiao: 'permit', file: 'asset_file',
    'zuo-ye-piao': 'work_activity',
  };
  // The permit calls of each kind (/tszy/dongHuo/...) take the permit's id.
  if (KIND_PATHS.some((k) => k.path === seg)) return 'permit';
  return map[seg] ?? resourceTableOf(url);
}

function idsFor(route: RouteEntry) {
  return (field: string): number | undefined => {
    const byName: Record<string, string> = {
      userId: 'sysuser', sysUserId: 'sysuser', friendId: 'sysuser', staffId: 'staffinfo', renYuanId: 'staffinfo',
      departmentId: 'departmentinfo', departmentIds: 'departmentinfo', contractorId: 'contractorinfo',
      qyId: 'qyxx', qyIds: 'qyxx', compBizId: 'qyxx', tenantId: 'qyxx',
    };
    if (field === 'id' || field === 'ids') {
      const table = resourceTableOf(route.url);
      if (table) return victimIds.get(table);
    }
    const table = byName[field] ?? (field === 'parentId' && tableOfRoute(route.url) === 'departmentinfo' ? 'departmentinfo' : undefined) ?? tableOfRoute(route.url);
    return table ? victimIds.get(table) : undefined;
  };
}

function request(route: RouteEntry, ids: (f: string) => number | undefined) {
  const s = route.schema ?? {};
  const params = build(s.params as JsonSchemaLike, ids);
  let url = route.url.replace(/:(\w+)/g, (_m, name: string) => String(params[name] ?? '1'));
  const query = build(s.querystring as JsonSchemaLike, ids);
  url += toQuery(query);
  const body = route.method === 'GET' ? undefined : build(s.body as JsonSchemaLike, ids);
  return { method: route.method as 'GET' | 'POST', url, payload: body };
}

let token: string;
async function freshToken(): Promise<string> {
  token = await t.login('qyadmin', PASSWORDS.qyadmin);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedVictim();
  await freshToken();
  routes = t.app.routeTable.filter(
    (r) => r.url.startsWith('/zax-cloud/') && !r.url.startsWith('/zax-cloud/docs') && r.access !== 'public' && r.url !== '/zax-cloud/health',
  );
});
afterAll(() => t?.close());

describe('tenant isolation across every route', () => {
  it('walks a meaningful number of routes', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it('refuses a forged Ent-ID on every route and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      if (endsOwnSession.has(`${route.method} ${route.url}`)) continue;
      const res = await t.call({ ...request(route, idsFor(route)), token, entId: VICTIM });
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('never reads, changes or deletes another enterprise’s rows through their ids', async () => {
    const before = await snapshot();
    const leaks: string[] = [];
    const succeededWrites: string[] = [];
    for (const route of routes) {
      if (endsOwnSession.has(`${route.method} ${route.url}`)) continue;
      let res = await t.call({ ...request(route, idsFor(route)), token });
      if (res.statusCode === 401) {
        await freshToken();
        res = await t.call({ ...request(route, idsFor(route)), token });
      }
      const text = res.body;
      if (process.env.DEBUG_ISOLATION) console.log(res.statusCode, route.method, route.url, text.slice(0, 100));
      if (text.includes(MARK) || text.includes('另一化工企业') || text.includes('qyadmin2')) {
        leaks.push(`${route.method} ${route.url} → ${res.statusCode}: ${text.slice(0, 160)}`);
      }
      if (res.statusCode >= 500) leaks.push(`${route.method} ${route.url} → ${res.statusCode}`);
      if (res.statusCode < 300 && /delete|update|remove/i.test(route.url)) succeededWrites.push(`${route.method} ${route.url}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
    // Writes addressed at 2001's ids found nothing to change (the snapshot proves it); note which answered 2xx.
    expect(succeededWrites.every((r) => !r.includes('deleteById'))).toBe(true);
  });

  it('lets a session end itself whatever Ent-ID it sends, touching nothing of 2001', async () => {
    const before = await snapshot();
    const own = await t.login('qyadmin', PASSWORDS.qyadmin);
    const out = await t.call({ method: 'POST', url: '/zax-cloud/user/sysuser/logout', token: own, entId: VICTIM });
    expect(out.statusCode).toBe(200);
    const after = await t.call({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', token: own });
    expect(after.statusCode).toBe(401);
    expect(await snapshot()).toBe(before);
  });
});
