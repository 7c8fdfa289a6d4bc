// Simultaneous designer changes (issue 11 item 9): calls that publish at once (custom-field, comp-tab,
// comp-tab-field, comp-field saveBatch) sent at the same moment each build on the version the previous
// one made, so every acknowledged change is in the version in force; and two first saves of a
// single-record resource (saveBatchValue) make one record. On PostgreSQL the calls go through two app
// instances over one database, as two API processes would; PGlite has one connection, so there the
// calls interleave at their await points.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/db.ts';
import { createPgDb } from '../../src/server/db/pg-db.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const RES = 'safety-manager';
const N = 15;
let t: TestApp;
let second: { app: FastifyInstance; db: Db } | null = null;
let qyadmin: string;
let qyadmin2: string;

const keys = (prefix: string) => Array.from({ length: N }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);

/** The i-th call goes to one app instance or the other (only one instance on PGlite). */
function call(i: number, token: string, opts: InjectOptions): Promise<LightMyRequestResponse> {
  const app = second && i % 2 === 1 ? second.app : t.app;
  return app.inject({ ...opts, headers: { authorization: token, ...opts.headers } });
}

async function overlay(): Promise<{ version: number; overlay: { fields: { key: string; enabled: boolean }[]; tabs: { key: string; fields: string[] }[] } }> {
  const res = await t.call({ url: `${U}/designer/overlay/${RES}`, token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Sends the calls at once and expects every one acknowledged with consecutive versions after `before`. */
async function allAcknowledged(before: number, calls: Promise<LightMyRequestResponse>[]): Promise<void> {
  const answers = await Promise.all(calls);
  for (const a of answers) expect(a.statusCode, a.body).toBe(200);
  const versions = answers.map((a) => a.json().data.version as number).sort((a, b) => a - b);
  expect(versions).toEqual(Array.from({ length: calls.length }, (_, i) => before + i + 1));
}

beforeAll(async () => {
  t = await createTestApp();
  if (t.db.kind === 'postgres' && t.config.databaseUrl) {
    const db = await createPgDb(t.config.databaseUrl, { timeZone: t.config.timeZone });
    const app = await buildApp({ config: t.config, db, logger: false });
    await app.ready();
    second = { app, db };
  }
  [qyadmin, qyadmin2] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('qyadmin2', PASSWORDS.qyadmin2)]);
});
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.db.close();
  }
  await t.close();
});

describe('simultaneous publishes keep every acknowledged change', () => {
  it(`${N} custom fields added at once are all in the version in force`, async () => {
    const before = (await overlay()).version;
    await allAcknowledged(
      before,
      keys('cf').map((key, i) => call(i, qyadmin, { method: 'POST', url: `${U}/custom-field`, payload: { resourceKey: RES, key, type: 'text', title: `字段${key}` } })),
    );
    const now = await overlay();
    expect(now.version).toBe(before + N);
    expect(now.overlay.fields.map((f) => f.key).sort()).toEqual(keys('cf'));
  });

  it(`${N} comp-tabs added at once are all in the version in force`, async () => {
    const before = (await overlay()).version;
    await allAcknowledged(
      before,
      keys('tab').map((key, i) => call(i, qyadmin, { method: 'POST', url: `${U}/comp-tab`, payload: { resourceKey: RES, key, title: `页签${key}` } })),
    );
    const now = await overlay();
    expect(now.overlay.tabs.map((tab) => tab.key).sort()).toEqual(keys('tab'));
  });

  it(`${N} comp-tab-field calls at once each leave their field in their tab`, async () => {
    const before = (await overlay()).version;
    const fields = keys('cf');
    await allAcknowledged(
      before,
      keys('tab').map((tabKey, i) => call(i, qyadmin, { method: 'POST', url: `${U}/comp-tab-field`, payload: { resourceKey: RES, tabKey, fields: [fields[i]] } })),
    );
    const tabs = new Map((await overlay()).overlay.tabs.map((tab) => [tab.key, tab.fields]));
    keys('tab').forEach((tabKey, i) => expect(tabs.get(tabKey), tabKey).toEqual([fields[i]]));
  });

  it('saveBatch calls and disables at once: every batch field is there and every disabled field is off', async () => {
    const before = (await overlay()).version;
    const batches = [0, 1, 2, 3, 4].map((b) => [1, 2, 3].map((j) => ({ key: `sb${b}x${j}`, type: 'text', title: `批量${b}-${j}` })));
    const disabled = keys('cf').slice(0, 5);
    await allAcknowledged(before, [
      ...batches.map((fields, i) => call(i, qyadmin, { method: 'POST', url: `${U}/comp-field/saveBatch`, payload: { resourceKey: RES, fields } })),
      ...disabled.map((key, i) => call(i + 1, qyadmin, { method: 'POST', url: `${U}/custom-field/disable`, payload: { resourceKey: RES, keys: [key] } })),
    ]);
    const fields = new Map((await overlay()).overlay.fields.map((f) => [f.key, f]));
    for (const f of batches.flat()) expect(fields.has(f.key), f.key).toBe(true);
    for (const key of keys('cf')) expect(fields.get(key)?.enabled, key).toBe(!disabled.includes(key));
  });
});

describe('simultaneous first saves of a single-record resource', () => {
  const required = {
    enterpriseName: '另一化工企业',
    creditCode: '91320500MA1X2Y3T4K',
    legalRepresentative: '周法人',
    industryCategory: 'chemical-use',
    registeredAddress: '江苏省南京市化工园区 1 号',
    principalName: '周法人',
    principalPhone: '13912340099',
  };
  const optional: Record<string, string>[] = [
    { productionAddress: '生产地址甲' },
    { safetyDepartment: '安全部' },
    { safetyDirectorName: '吴安全' },
    { safetyLicenseNo: '(苏)WH安许证字〔2025〕-0001' },
    { tradeLicenseNo: '苏危化经字〔2025〕-0002' },
  ];

  it('make one record holding every call\'s values', async () => {
    const list = async () => (await t.call({ url: `${U}/enterprise-info/list`, token: qyadmin2 })).json().data;
    expect((await list()).total).toBe(0);
    const answers = await Promise.all(
      optional.map((values, i) => call(i, qyadmin2, { method: 'POST', url: `${U}/comp-field/saveBatchValue`, payload: { resourceKey: 'enterprise-info', values: { ...required, ...values } } })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const after = await list();
    expect(after.total).toBe(1);
    expect(after.rows[0]).toMatchObject(Object.assign({}, required, ...optional));
  });
});
