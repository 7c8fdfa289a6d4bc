// Workers' certificates on a permit (GB 30871 4.9; issue 16 item 4; docs/permit-api.md "Workers' certificates"): a
// 作业人 row naming a staff member (`renYuan`) or a contractor worker (`chengBaoShangRenYuan`) must hold the certificate
// the kind's form file requires, valid on the later of today and the planned start. Saving refuses at the row's field
// (400), submitting with 409; each reason names the person and the certificate; nothing changes. A valid certificate's
// number fills an empty 证书编号; a typed number of an expired record is refused; a name-only row stays allowed.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, localDay } from '../../src/domain/schedule-calendar.ts';
import { tableName } from '../../src/server/resources/registry.ts';
import { createDraft, formFor, HOUR, kindUrl, permitApi, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const API = '/zax-cloud/u-basic';
const DAY = 24 * HOUR;
let t: TestApp;
let api: PermitApi;
let admin: string;

type Row = Record<string, unknown> & { id: number };

/** The site's date `days` from now. */
const dayFrom = (days: number) => dateOfDay(localDay(new Date(Date.now() + days * DAY)));

/** A valid 18-digit national id numbered `seq` (checksum of GB 11643). */
function nationalId(seq: number): string {
  const body = `32050119900101${String(seq).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + '10X98765432'[[...body].reduce((s, d, i) => s + Number(d) * w[i], 0) % 11];
}

async function post(key: string, payload: Record<string, unknown>, path = ''): Promise<Row> {
  const res = await t.call({ method: 'POST', url: `${API}/${key}${path}`, token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}

let seq = 100;
async function staffMember(name: string): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>('insert into staffinfo(tenant_id, name) values (1001, $1) returning id', [name]);
  return Number(id);
}
/** A certificate record of a register for a staff member or a contractor worker. */
async function certificate(register: 'special-operator' | 'special-equipment-operator', who: { staffId?: number; contractorUserId?: number }, name: string, over: Record<string, unknown>): Promise<Row> {
  const kind = register === 'special-operator' ? { operationCategory: 'welding', operationItem: '熔化焊接与热切割作业' } : { operationItem: 'Q2' };
  return post(register, { name, ...who, gender: 'male', idCard: nationalId(seq++), mobile: '13800002222', ...kind, certStart: dayFrom(-700), certEnd: dayFrom(400), ...over });
}

const permits = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from permit')).at(0)?.n);
const row = (extra: Record<string, unknown>) => ({ zuoYeRen: [{ xingMing: '本厂员工甲' }, extra] });

const people: Record<'valid' | 'expired' | 'voided' | 'none' | 'crane', number> = { valid: 0, expired: 0, voided: 0, none: 0, crane: 0 };
const EXPIRED_END = dayFrom(-30);
let contractorWorker: Row;

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  people.valid = await staffMember('焊工甲');
  people.expired = await staffMember('焊工乙');
  people.voided = await staffMember('焊工丙');
  people.none = await staffMember('焊工丁');
  people.crane = await staffMember('起重工戊');
  await certificate('special-operator', { staffId: people.valid }, '焊工甲', { certNo: 'T-WELD-OK' });
  await certificate('special-operator', { staffId: people.valid }, '焊工甲', { certNo: 'T-ELEC-OK', operationCategory: 'electrician', operationItem: '低压电工作业' });
  await certificate('special-operator', { staffId: people.expired }, '焊工乙', { certNo: 'T-WELD-OLD', certStart: dayFrom(-1500), certEnd: EXPIRED_END });
  await certificate('special-operator', { staffId: people.voided }, '焊工丙', { certNo: 'T-WELD-VOID', voided: true });
  await certificate('special-operator', { staffId: people.none }, '焊工丁', { certNo: 'T-ELEC-ONLY', operationCategory: 'electrician', operationItem: '低压电工作业' });
  await certificate('special-equipment-operator', { staffId: people.crane }, '起重工戊', { certNo: 'TS-Q2-OK', certEnd: dayFrom(5) });
  const c = await post('contractor-info', {
    name: '苏州持证检修工程有限公司', creditCode: '91320594MA1MHT9A1X', serviceType: 'construction', qualificationNo: 'D232099999', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001111',
  });
  await post('contractor-info', { id: c.id }, '/review');
  await post('contractor-info', { id: c.id, fields: { trainingPassedDate: '2026-11-20' } }, '/pass-training');
  await post('contractor-info', { id: c.id }, '/admit');
  contractorWorker = await post('contractor-user', { name: '冯焊工', contractorId: c.id, idCard: nationalId(seq++), mobile: '13800002222', gender: 'male', workType: '焊工', targetRole: 'special_operator', entryDate: '2026-11-01', trainingStatus: 'passed' });
});
afterAll(() => t?.close());

describe('saving a permit whose 作业人 rows name people', () => {
  it("fills an empty 证书编号 with the person's valid required certificate (not another category's) and submits", async () => {
    const draft = await createDraft(api, 'DONG_HUO', row({ xingMing: '焊工甲', renYuan: people.valid }));
    expect(draft.zuoYeRen).toEqual([{ xingMing: '本厂员工甲' }, { xingMing: '焊工甲', renYuan: people.valid, zhengShuHao: 'T-WELD-OK' }]);
    const submitted = await api.post('staff01', `${kindUrl('DONG_HUO')}/submit`, { id: draft.id });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const power = await createDraft(api, 'YONG_DIAN', row({ xingMing: '焊工甲', renYuan: people.valid }));
    expect(power.zuoYeRen[1].zhengShuHao).toBe('T-ELEC-OK');
  });

  it('keeps a number the applicant typed', async () => {
    const draft = await createDraft(api, 'DONG_HUO', row({ xingMing: '焊工甲', renYuan: people.valid, zhengShuHao: 'T-PAPER-7' }));
    expect(draft.zuoYeRen[1].zhengShuHao).toBe('T-PAPER-7');
  });

  it.each([
    ['an expired certificate', () => people.expired, () => `作业人焊工乙的焊接与热切割作业证已过期（有效期至${EXPIRED_END}）`],
    ['a voided certificate', () => people.voided, () => '作业人焊工丙的焊接与热切割作业证（T-WELD-VOID）已作废'],
    ['no certificate of the category on record', () => people.none, () => '作业人焊工丁没有在册的焊接与热切割作业证（特种作业人员、特种设备作业人员台账）'],
  ])('refuses %s at the row, naming the person; nothing saved', async (_name, person, message) => {
    const before = await permits();
    const res = await api.post('staff01', `${kindUrl('DONG_HUO')}/saveOrUpdate`, formFor('DONG_HUO', row({ xingMing: 'x', renYuan: person() })));
    expect(res.status, res.body.msg).toBe(400);
    expect(res.body.msg).toBe(message());
    expect(res.body.errors).toEqual([{ field: 'zuoYeRen.1.renYuan', message: message() }]);
    expect(await permits()).toBe(before);
  });

  it('refuses a contractor worker without the certificate at chengBaoShangRenYuan', async () => {
    const res = await api.post('staff01', `${kindUrl('DONG_HUO')}/saveOrUpdate`, formFor('DONG_HUO', row({ xingMing: '冯焊工', chengBaoShangRenYuan: contractorWorker.id })));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'zuoYeRen.1.chengBaoShangRenYuan', message: '作业人冯焊工没有在册的焊接与热切割作业证（特种作业人员、特种设备作业人员台账）' }]);
  });

  it("accepts a contractor worker holding the certificate, filling its number", async () => {
    await certificate('special-operator', { contractorUserId: contractorWorker.id }, '冯焊工', { certNo: 'T-FENG-OK' });
    const draft = await createDraft(api, 'DONG_HUO', row({ xingMing: '冯焊工', chengBaoShangRenYuan: contractorWorker.id }));
    expect(draft.zuoYeRen[1]).toEqual({ xingMing: '冯焊工', chengBaoShangRenYuan: contractorWorker.id, zhengShuHao: 'T-FENG-OK' });
  });

  it('checks against the planned start when it is later than today (吊装: Q1 or Q2)', async () => {
    const ok = await createDraft(api, 'DIAO_ZHUANG', row({ xingMing: '起重工戊', renYuan: people.crane }));
    expect(ok.zuoYeRen[1].zhengShuHao).toBe('TS-Q2-OK');
    const start = Date.now() + 10 * DAY;
    const later = formFor('DIAO_ZHUANG', { ...row({ xingMing: '起重工戊', renYuan: people.crane }), jiHuaKaiShiShiJian: new Date(start).toISOString(), jiHuaJieShuShiJian: new Date(start + 2 * HOUR).toISOString() });
    const res = await api.post('staff01', `${kindUrl('DIAO_ZHUANG')}/saveOrUpdate`, later);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`作业人起重工戊的特种设备作业人员证（Q2）已过期（有效期至${dayFrom(5)}）`);
  });

  it('refuses a typed number that is the number of an expired record, at 证书编号; a number on no record passes', async () => {
    const res = await api.post('staff01', `${kindUrl('SHOU_XIAN')}/saveOrUpdate`, formFor('SHOU_XIAN', { zuoYeRen: [{ xingMing: '刘某', zhengShuHao: 'T-WELD-OLD' }] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'zuoYeRen.0.zhengShuHao', message: `作业人刘某的焊接与热切割作业证已过期（有效期至${EXPIRED_END}）` }]);
    const paper = await createDraft(api, 'DONG_HUO', { zuoYeRen: [{ xingMing: '刘某', zhengShuHao: 'T-PAPER-1' }, { xingMing: '只写姓名' }] });
    expect(paper.zuoYeRen).toEqual([{ xingMing: '刘某', zhengShuHao: 'T-PAPER-1' }, { xingMing: '只写姓名' }]);
  });

  it('requires nothing of a kind without a certificate (受限空间); refuses an unknown staff id and a row naming two people', async () => {
    const confined = await createDraft(api, 'SHOU_XIAN', row({ xingMing: '焊工丁', renYuan: people.none }));
    expect(confined.zuoYeRen[1]).toEqual({ xingMing: '焊工丁', renYuan: people.none });
    const unknown = await api.post('staff01', `${kindUrl('SHOU_XIAN')}/saveOrUpdate`, formFor('SHOU_XIAN', row({ xingMing: 'x', renYuan: 99_999_999 })));
    expect([unknown.status, unknown.body.errors]).toEqual([400, [{ field: 'zuoYeRen.1.renYuan', message: '人员不存在或已删除：99999999' }]]);
    const two = await api.post('staff01', `${kindUrl('SHOU_XIAN')}/saveOrUpdate`, formFor('SHOU_XIAN', row({ xingMing: 'x', renYuan: people.valid, chengBaoShangRenYuan: contractorWorker.id })));
    expect([two.status, two.body.errors?.[0]?.field]).toEqual([400, 'zuoYeRen.1.renYuan']);
  });
});

describe('submitting when a certificate was voided after the draft was saved', () => {
  it('is refused with 409 naming the person; the permit stays a draft, unchanged', async () => {
    const holder = await staffMember('焊工己');
    const cert = await certificate('special-operator', { staffId: holder }, '焊工己', { certNo: 'T-WELD-LATE' });
    const draft = await createDraft(api, 'DONG_HUO', row({ xingMing: '焊工己', renYuan: holder }));
    await t.db.query(`update ${tableName('special-operator')} set data = data || '{"voided": true}'::jsonb where id = $1`, [cert.id]);
    const res = await api.post('staff01', `${kindUrl('DONG_HUO')}/submit`, { id: draft.id });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('作业人焊工己的焊接与热切割作业证（T-WELD-LATE）已作废');
    const detail = await api.get('staff01', `/zax-cloud/tszy/zuoYePiao/detail?id=${draft.id}`);
    expect(detail.e.zhuangTai).toBe('DRAFT');
    expect(detail.e.zuoYeRen).toEqual(draft.zuoYeRen);
    expect(detail.e.events.map((e: { action: string }) => e.action)).toEqual(['create']);
  });
});

describe('GET /{kind}/workerCertificate: what the form fills when a person is picked', () => {
  const ask = (query: string) => api.get('staff01', `${kindUrl('DONG_HUO')}/workerCertificate?${query}`);

  it("answers the person's name and valid certificate number, or the reason", async () => {
    expect((await ask(`renYuan=${people.valid}`)).e).toEqual({ name: '焊工甲', zhengShuHao: 'T-WELD-OK', refusal: null });
    expect((await ask(`renYuan=${people.expired}`)).e).toEqual({ name: '焊工乙', zhengShuHao: null, refusal: `作业人焊工乙的焊接与热切割作业证已过期（有效期至${EXPIRED_END}）` });
    expect((await ask(`chengBaoShangRenYuan=${contractorWorker.id}`)).e.name).toBe('冯焊工');
  });

  it('refuses a query naming nobody or an unknown person at the field', async () => {
    const none = await ask('');
    expect([none.status, none.body.errors?.[0]?.field]).toEqual([400, 'renYuan']);
    const unknown = await ask('renYuan=99999999');
    expect([unknown.status, unknown.body.msg]).toEqual([400, '人员不存在或已删除：99999999']);
  });
});
