// Workers' certificates on a permit (GB 30871 4.9; issue 16 item 4): the pure rule (ok / expired / voided / not yet
// valid / missing, the reason naming the person and the certificate), the requirement as data of each kind's form
// file (`form.x-certificates`) checked at load with the JSON pointer, and the registers' enums it draws on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REQUIRABLE_CERTIFICATES,
  certificateDay,
  typedCertificate,
  workerCertificate,
  type CertificateRecord,
  type CertificateRequirement,
} from '../../src/domain/permit-certificates.ts';
import { PERMIT_KINDS, type PermitKind } from '../../src/domain/permit-kinds.ts';
import { formatProblems } from '../../src/schema/meta-schema.ts';
import { checkPermitForm, permitCertificates, permitFormName } from '../../src/schema/permit-form.ts';
import { PERMIT_FORMS_DIR, loadPermitForms } from '../../src/server/permits/permit-form-files.ts';
import { say } from '../../src/server/http/say.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON mutated by the cases

const WELDING: CertificateRequirement[] = [{ register: 'special-operator', category: 'welding' }];
const CRANE: CertificateRequirement[] = [
  { register: 'special-equipment-operator', category: 'Q1' },
  { register: 'special-equipment-operator', category: 'Q2' },
];
const record = (extra: Partial<CertificateRecord>): CertificateRecord => ({
  register: 'special-operator',
  category: 'welding',
  certNo: 'T001',
  certStart: '2024-01-01',
  certEnd: '2027-01-31',
  voided: false,
  ...extra,
});
const zh = (t: Parameters<typeof say>[1] | undefined) => (t === undefined ? undefined : say('zh', t));

describe('workerCertificate: a worker named on a permit holds a required certificate valid on the day', () => {
  it('is ok with the valid record (the one valid longest), whose number fills the row', () => {
    const a = workerCertificate('张伟', WELDING, [record({ certNo: 'T-A', certEnd: '2026-12-31' }), record({ certNo: 'T-B', certEnd: '2028-05-01' })], '2026-11-29');
    expect(a).toEqual({ status: 'ok', record: expect.objectContaining({ certNo: 'T-B' }) });
  });

  it('refuses an expired certificate, naming the person, the certificate and its end', () => {
    const a = workerCertificate('张伟', WELDING, [record({ certEnd: '2026-01-31' })], '2026-11-29');
    expect(a.status).toBe('expired');
    expect(zh(a.reason)).toBe('作业人张伟的焊接与热切割作业证已过期（有效期至2026-01-31）');
    expect(say('en', a.reason!)).toBe("Worker 张伟's welding and thermal cutting certificate has expired (valid until 2026-01-31)");
  });

  it('counts a certificate ending on the day as valid, and one ending the day before as expired', () => {
    expect(workerCertificate('张伟', WELDING, [record({ certEnd: '2026-11-29' })], '2026-11-29').status).toBe('ok');
    expect(workerCertificate('张伟', WELDING, [record({ certEnd: '2026-11-28' })], '2026-11-29').status).toBe('expired');
  });

  it('refuses a voided certificate even when its dates are valid', () => {
    const a = workerCertificate('李四', WELDING, [record({ voided: true, certNo: 'T009' })], '2026-11-29');
    expect([a.status, zh(a.reason)]).toEqual(['voided', '作业人李四的焊接与热切割作业证（T009）已作废']);
  });

  it('refuses a certificate not yet valid on the day', () => {
    const a = workerCertificate('李四', WELDING, [record({ certStart: '2026-12-05' })], '2026-11-29');
    expect([a.status, zh(a.reason)]).toEqual(['notYetValid', '作业人李四的焊接与热切割作业证尚未生效（有效期自2026-12-05）']);
  });

  it('refuses a person with no record of the required category (another category does not count)', () => {
    const a = workerCertificate('王五', WELDING, [record({ category: 'electrician' })], '2026-11-29');
    expect([a.status, zh(a.reason)]).toEqual(['missing', '作业人王五没有在册的焊接与热切割作业证（特种作业人员、特种设备作业人员台账）']);
  });

  it('accepts any one of several accepted certificates (吊装: Q1 or Q2), and names them all when none is held', () => {
    const q2 = record({ register: 'special-equipment-operator', category: 'Q2', certNo: 'TS-Q2' });
    expect(workerCertificate('孙起重', CRANE, [q2], '2026-11-29').record?.certNo).toBe('TS-Q2');
    expect(zh(workerCertificate('孙起重', CRANE, [], '2026-11-29').reason)).toBe('作业人孙起重没有在册的特种设备作业人员证（Q1）或特种设备作业人员证（Q2）（特种作业人员、特种设备作业人员台账）');
  });

  it('names the expired record before a voided one when none is valid; a valid one wins over both', () => {
    const expired = record({ certNo: 'T-E', certEnd: '2026-02-01' });
    const voided = record({ certNo: 'T-V', voided: true });
    expect(workerCertificate('张伟', WELDING, [voided, expired], '2026-11-29').record?.certNo).toBe('T-E');
    expect(workerCertificate('张伟', WELDING, [voided, expired, record({ certNo: 'T-OK' })], '2026-11-29').status).toBe('ok');
  });

  it('requires nothing of a kind that declares no certificate', () => {
    expect(workerCertificate('张伟', [], [], '2026-11-29')).toEqual({ status: 'ok' });
  });
});

describe('certificateDay and typedCertificate', () => {
  it('checks on the later of today and the planned start', () => {
    expect(certificateDay('2026-11-29', '2026-12-03')).toBe('2026-12-03');
    expect(certificateDay('2026-11-29', '2026-11-20')).toBe('2026-11-29');
    expect(certificateDay('2026-11-29', null)).toBe('2026-11-29');
  });

  it('refuses a typed number that is the number of an expired or voided record only', () => {
    const records = [record({ certNo: 'T-E', certEnd: '2026-02-01' }), record({ certNo: 'T-OK' })];
    expect(zh(typedCertificate('刘洋', 'T-E', records, '2026-11-29').reason)).toBe('作业人刘洋的焊接与热切割作业证已过期（有效期至2026-02-01）');
    expect(typedCertificate('刘洋', 'T-OK', records, '2026-11-29').status).toBe('ok');
    expect(typedCertificate('刘洋', 'PAPER-1', records, '2026-11-29')).toEqual({ status: 'ok' });
  });
});

const read = (kind: PermitKind): Json => JSON.parse(readFileSync(path.join(PERMIT_FORMS_DIR, `${permitFormName(kind)}.json`), 'utf8')) as Json;

describe('the requirement as data of the form files (form.x-certificates)', () => {
  it('declares the certificates of GB 30871 per kind, and none for the others', () => {
    const forms = loadPermitForms();
    const declared = Object.fromEntries(PERMIT_KINDS.map((k) => [k, permitCertificates(forms.get(k)!).map((r) => r.category)]));
    expect(declared).toEqual({
      DONG_HUO: ['welding'],
      YONG_DIAN: ['electrician'],
      GAO_CHU: ['height'],
      DIAO_ZHUANG: ['Q1', 'Q2'],
      SHOU_XIAN: [],
      MANG_BAN: [],
      DONG_TU: [],
      DUAN_LU: [],
      YI_BAN_SHI_GONG: [],
      DIAN_QI_GE_LI: [],
    });
  });

  it.each([
    ['an unknown category', (j: Json) => (j.form['x-certificates'] = [{ register: 'special-operator', category: 'juggling' }]), '/form/x-certificates/0/category: “juggling”不是special-operator可要求的证书'],
    ['an unknown register', (j: Json) => (j.form['x-certificates'] = [{ register: 'driver', category: 'welding' }]), '/form/x-certificates/0/register: 台账必须是'],
    ['a category of the other register', (j: Json) => (j.form['x-certificates'] = [{ register: 'special-equipment-operator', category: 'welding' }]), '/form/x-certificates/0/category'],
    ['a missing keyword', (j: Json) => delete j.form['x-certificates'], '/form/x-certificates: 必须是所要求证书的数组'],
    ['a certificate twice', (j: Json) => (j.form['x-certificates'] = [...j.form['x-certificates'], ...j.form['x-certificates']]), '/form/x-certificates/1: 同一证书重复列出'],
  ])('refuses %s with the JSON pointer', (_name, change, problem) => {
    const json = read('DONG_HUO');
    change(json);
    const r = checkPermitForm('DONG_HUO', json);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : formatProblems(r.errors)).toContain(problem);
  });

  it("offers exactly the registers' certificates (their enums, 'other' left out)", () => {
    const values = (file: string, field: string) =>
      (JSON.parse(readFileSync(path.resolve(PERMIT_FORMS_DIR, '../../../resources', file), 'utf8')) as Json).form.properties[field].enum.map((o: { value: string }) => o.value).filter((v: string) => v !== 'other');
    expect(REQUIRABLE_CERTIFICATES['special-operator']).toEqual(values('special-operator.json', 'operationCategory'));
    expect(REQUIRABLE_CERTIFICATES['special-equipment-operator']).toEqual(values('special-equipment-operator.json', 'operationItem'));
  });

  it('names every special-operator category in both languages', () => {
    for (const category of [...REQUIRABLE_CERTIFICATES['special-operator'], 'other']) {
      const a = workerCertificate('X', [{ register: 'special-operator', category }], [], '2026-11-29');
      expect(say('zh', a.reason!)).not.toContain('permits.cert');
      expect(say('en', a.reason!)).not.toContain('permits.cert');
    }
  });
});
