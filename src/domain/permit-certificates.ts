// The certificates a permit's workers must hold (GB 30871-2022 4.9; issue 16 item 4; docs/permits.md
// "Workers' certificates"). Which certificate a kind requires is data of the kind's form file (`x-certificates`,
// checked by src/schema/permit-form.ts); this rule answers, for one worker, whether the records on file give a
// valid one on the day the work needs it. Pure: the records are read by src/server/permits/permit-worker-certificates.ts.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

/** The registers of certificates (the basic-data resources): 特种作业人员 and 特种设备作业人员. */
export const CERTIFICATE_REGISTERS = ['special-operator', 'special-equipment-operator'] as const;
export type CertificateRegister = (typeof CERTIFICATE_REGISTERS)[number];

/**
 * The certificates a permit may require, per register: the special-operator's `operationCategory` values (应急管理部
 * 特种作业目录) and the special-equipment-operator's `operationItem` values (TSG Z6001), 'other' left out (it names
 * no certificate). The unit test keeps them equal to the resources' enums.
 */
export const REQUIRABLE_CERTIFICATES: Readonly<Record<CertificateRegister, readonly string[]>> = {
  'special-operator': ['electrician', 'welding', 'height', 'refrigeration', 'hazchem', 'oil_gas', 'metallurgy', 'fireworks'],
  'special-equipment-operator': ['A', 'G1', 'G3', 'R1', 'R2', 'P', 'Q1', 'Q2', 'N1', 'T'],
};

/** One certificate a kind accepts: a category (special operator) or an item (special equipment) of a register. */
export interface CertificateRequirement {
  register: CertificateRegister;
  category: string;
}

/** A certificate record of a person (a row of one register). */
export interface CertificateRecord {
  register: CertificateRegister;
  /** operationCategory (special operator) or operationItem (special equipment). */
  category: string;
  certNo: string;
  /** Local dates `YYYY-MM-DD`; a missing start counts as valid from always. */
  certStart: string | null;
  certEnd: string | null;
  voided: boolean;
}

export type CertificateStatus = 'ok' | 'expired' | 'voided' | 'notYetValid' | 'missing';

/** The answer for one worker: the status, the record it is about (when there is one) and the reason naming the person. */
export interface CertificateAnswer {
  status: CertificateStatus;
  record?: CertificateRecord;
  /** The refusal (not for 'ok'). */
  reason?: Text;
}

/** The name of a required certificate, in the reader's language. */
export function certificateName(r: { register: CertificateRegister; category: string }): Text {
  return r.register === 'special-operator' ? text('permits.cert.operator', { category: text(`permits.cert.category.${r.category}` as 'permits.cert.category.welding') }) : text('permits.cert.equipment', { item: r.category });
}

/** The names of the accepted certificates, joined (`焊接与热切割作业证` or `…（Q1）或…（Q2）`). */
function acceptedNames(required: readonly CertificateRequirement[]): Text {
  return required.slice(1).reduce<Text>((acc, r) => text('permits.cert.or', { a: acc, b: certificateName(r) }), certificateName(required[0]));
}

/** The day a worker's certificate must still be valid on: the later of today and the planned start's day. */
export function certificateDay(today: string, plannedStartDay: string | null): string {
  return plannedStartDay && plannedStartDay > today ? plannedStartDay : today;
}

const statusOf = (r: CertificateRecord, day: string): CertificateStatus =>
  r.voided ? 'voided' : r.certEnd !== null && r.certEnd < day ? 'expired' : r.certStart !== null && r.certStart > day ? 'notYetValid' : 'ok';

/** Of several records none of which is valid, the one the reason names: an expired one (latest end) before a not yet valid one before a voided one. */
function worstOf(records: readonly CertificateRecord[], day: string): CertificateRecord {
  const rank: Record<CertificateStatus, number> = { ok: 0, expired: 1, notYetValid: 2, voided: 3, missing: 4 };
  return [...records].sort((a, b) => rank[statusOf(a, day)] - rank[statusOf(b, day)] || String(b.certEnd).localeCompare(String(a.certEnd)))[0];
}

function refusal(worker: string, record: CertificateRecord, status: CertificateStatus, name: Text): Text {
  if (status === 'expired') return text('permits.cert.expired', { worker, certificate: name, end: record.certEnd ?? '' });
  if (status === 'notYetValid') return text('permits.cert.notYetValid', { worker, certificate: name, start: record.certStart ?? '' });
  return text('permits.cert.voided', { worker, certificate: name, certNo: record.certNo });
}

/**
 * Whether `worker` (the name the reason gives) holds one of the `required` certificates, valid on `day` (see
 * certificateDay), among `records` (the person's records of both registers). No requirement: 'ok'. Several valid
 * records: the one valid longest.
 */
export function workerCertificate(worker: string, required: readonly CertificateRequirement[], records: readonly CertificateRecord[], day: string): CertificateAnswer {
  if (required.length === 0) return { status: 'ok' };
  const matching = records.filter((r) => required.some((q) => q.register === r.register && q.category === r.category));
  const valid = matching.filter((r) => statusOf(r, day) === 'ok').sort((a, b) => String(b.certEnd ?? '9999').localeCompare(String(a.certEnd ?? '9999')));
  if (valid.length) return { status: 'ok', record: valid[0] };
  if (!matching.length) return { status: 'missing', reason: text('permits.cert.missing', { worker, certificate: acceptedNames(required) }) };
  const record = worstOf(matching, day);
  const status = statusOf(record, day);
  return { status, record, reason: refusal(worker, record, status, certificateName(record)) };
}

/**
 * A certificate number typed on a row that names no person: refused when it is the number of records of the
 * enterprise none of which is valid on `day` (expired, voided, not yet valid); a number on no record is allowed
 * (a certificate of another register, a paper one).
 */
export function typedCertificate(worker: string, certNo: string, records: readonly CertificateRecord[], day: string): CertificateAnswer {
  const same = records.filter((r) => r.certNo === certNo);
  if (!same.length) return { status: 'ok' };
  const valid = same.find((r) => statusOf(r, day) === 'ok');
  if (valid) return { status: 'ok', record: valid };
  const record = worstOf(same, day);
  const status = statusOf(record, day);
  return { status, record, reason: refusal(worker, record, status, certificateName(record)) };
}
