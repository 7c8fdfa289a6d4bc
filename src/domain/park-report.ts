// 园区报送 (issue 17 item 6, docs/park-report.md): the hierarchy of dual prevention, the control tasks and the hidden
// dangers in the shape park platforms take: one envelope naming the enterprise by its unified social credit code
// (统一社会信用代码, GB 32100-2015, checked with its check character), each record carrying the code too
// (dual-prevention §1), risk levels and control levels by the ministry's numbers (1 重大 … 4 低; 1 公司级 … 4 岗位级).
// Pure: the server (src/server/fxfjgk/park-report.ts) reads the records and names, and logs what it sent.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { isControlLevel } from './fxfjgk-control.ts';
import type { PersonLevel } from './person-level.ts';
import { isRiskLevel, type RiskLevel } from './risk-levels.ts';

export const PARK_REPORT_VERSION = '1.0';
export const PARK_REPORT_KINDS = Object.freeze(['hierarchy', 'tasks', 'hidden-dangers'] as const);
export type ParkReportKind = (typeof PARK_REPORT_KINDS)[number];
/** At most this many records in one report (a longer range is refused: a smaller one is asked for). */
export const PARK_REPORT_MAX_RECORDS = 10_000;

export const isParkReportKind = (v: unknown): v is ParkReportKind => typeof v === 'string' && (PARK_REPORT_KINDS as readonly string[]).includes(v);

/** The ministry's numbering of the four risk levels. */
export const RISK_LEVEL_CODES: Readonly<Record<RiskLevel, string>> = Object.freeze({ major: '1', large: '2', general: '3', low: '4' });
/** The numbering of the control levels, highest first. */
export const CONTROL_LEVEL_CODES: Readonly<Record<PersonLevel, string>> = Object.freeze({ company: '1', workshop: '2', team: '3', post: '4' });

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Why a unified social credit code cannot be reported (none, not 18 characters of its alphabet, a wrong check character), or null. */
export function creditCodeRefusal(code: string | null | undefined): Text | null {
  const c = (code ?? '').trim().toUpperCase();
  if (c === '') return text('fxfjgk.report.noCreditCode');
  if (c.length !== 18 || [...c].some((ch) => !CREDIT_CHARS.includes(ch))) return text('fxfjgk.report.badCreditCode', { code: c });
  const sum = CREDIT_WEIGHTS.reduce((s, w, i) => s + CREDIT_CHARS.indexOf(c[i]) * w, 0);
  const check = CREDIT_CHARS[(31 - (sum % 31)) % 31];
  return c[17] === check ? null : text('fxfjgk.report.badCreditCheck', { code: c });
}

export interface ParkRange {
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/**
 * The range of a report of tasks or hidden dangers (dates, both included), or the refusal at its field; the
 * hierarchy is reported whole, as it stands, and takes no range.
 */
export function reportRange(kind: ParkReportKind, from: unknown, to: unknown): { ok: true; range: ParkRange | null } | { ok: false; field: 'from' | 'to'; message: Text } {
  if (kind === 'hierarchy') return { ok: true, range: null };
  for (const [field, v] of [['from', from], ['to', to]] as const) {
    if (typeof v !== 'string' || !validDate(v)) return { ok: false, field, message: text(field === 'from' ? 'fxfjgk.report.badFrom' : 'fxfjgk.report.badTo') };
  }
  if ((to as string) < (from as string)) return { ok: false, field: 'to', message: text('fxfjgk.report.rangeReversed') };
  return { ok: true, range: { from: from as string, to: to as string } };
}

/** The names the records' references point to: people (staff ids) and departments. */
export interface ParkNames {
  people: ReadonlyMap<number, string>;
  departments: ReadonlyMap<number, string>;
}

/** A record as stored: its id and its data. */
export interface StoredRecord {
  id: number;
  data: Readonly<Record<string, unknown>>;
}

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const riskCode = (v: unknown): string | null => (isRiskLevel(v) ? RISK_LEVEL_CODES[v] : null);
const controlCode = (v: unknown): string | null => (isControlLevel(v) ? CONTROL_LEVEL_CODES[v] : null);
const nameOf = (m: ReadonlyMap<number, string>, v: unknown): string | null => {
  const id = idOf(v);
  return id === null ? null : (m.get(id) ?? null);
};

/** What a park platform takes for the hierarchy: four tables, each row naming its parent's id. */
export interface ParkHierarchy {
  objects: Record<string, unknown>[];
  units: Record<string, unknown>[];
  events: Record<string, unknown>[];
  measures: Record<string, unknown>[];
}

export function hierarchyData(
  creditCode: string,
  rec: { objects: readonly StoredRecord[]; units: readonly StoredRecord[]; events: readonly StoredRecord[]; measures: readonly StoredRecord[] },
  names: ParkNames,
): ParkHierarchy {
  const byId = (rows: readonly StoredRecord[]) => [...rows].sort((a, b) => a.id - b.id);
  const owner = (d: Readonly<Record<string, unknown>>) => ({ deptName: nameOf(names.departments, d.deptId), personName: nameOf(names.people, d.personId) });
  return {
    objects: byId(rec.objects).map(({ id, data: d }) => ({
      creditCode, id, code: str(d.code), name: str(d.name), objectType: str(d.objectType), majorHazard: d.objectType === 'major-hazard' ? '1' : '0',
      riskLevel: riskCode(d.riskLevel), ...owner(d),
    })),
    units: byId(rec.units).map(({ id, data: d }) => ({
      creditCode, id, objectId: idOf(d.objectId), code: str(d.code), name: str(d.name), unitKind: str(d.unitKind), riskLevel: riskCode(d.riskLevel), ...owner(d),
    })),
    events: byId(rec.events).map(({ id, data: d }) => ({
      creditCode, id, unitId: idOf(d.unitId), name: str(d.name), eventType: str(d.eventType), method: str(d.method), riskValue: num(d.riskValue),
      riskLevel: riskCode(d.riskLevel), ...owner(d),
    })),
    measures: byId(rec.measures).map(({ id, data: d }) => ({
      creditCode, id, eventId: idOf(d.eventId), name: str(d.name), classify1: str(d.classify1), classify2: str(d.classify2),
      controlLevel: controlCode(d.controlLevel), checkContent: str(d.checkContent), checkPeriod: str(d.frequency), deptName: nameOf(names.departments, d.deptId),
      personName: nameOf(names.people, d.assigneeId), active: d.active !== false,
    })),
  };
}

/** The control tasks (隐患排查任务) as a platform takes them: the result 0 normal, 1 abnormal, null while not checked. */
export function taskData(creditCode: string, tasks: readonly StoredRecord[], names: ParkNames): Record<string, unknown>[] {
  return [...tasks].sort((a, b) => a.id - b.id).map(({ id, data: d }) => ({
    creditCode, id, measureId: idOf(d.measureId), eventId: idOf(d.eventId), name: str(d.name), controlLevel: controlCode(d.controlLevel),
    checkContent: str(d.checkContent), period: str(d.period), dueAt: str(d.dueAt), state: str(d.state), overdue: d.missed === true ? '1' : '0',
    result: d.result === 'abnormal' ? '1' : d.result === 'normal' ? '0' : null, abnormalDesc: str(d.abnormalDesc),
    assigneeName: nameOf(names.people, d.assigneeId), checkerName: nameOf(names.people, d.checkerId), checkedAt: str(d.checkedAt),
    hiddenDangerId: idOf(d.hiddenDangerId),
  }));
}

/** The hidden dangers as a platform takes them: level 0 一般, 1 重大; its source; the closed loop's dates. */
export function hiddenDangerData(creditCode: string, dangers: readonly StoredRecord[], names: ParkNames): Record<string, unknown>[] {
  return [...dangers].sort((a, b) => a.id - b.id).map(({ id, data: d }) => ({
    creditCode, id, title: str(d.title), description: str(d.description), level: d.level === 'major' ? '1' : d.level === 'general' ? '0' : null,
    state: str(d.state), category: str(d.category), sourceKind: str(d.sourceKind), sourceResource: str(d.sourceResource), sourceRecordId: idOf(d.sourceRecordId),
    foundDate: str(d.foundDate), location: str(d.location), rectifyDeptName: nameOf(names.departments, d.rectifyDept), rectifierName: nameOf(names.people, d.rectifier),
    acceptorName: nameOf(names.people, d.acceptor), rectifyDeadline: str(d.rectifyDeadline), dueDate: str(d.dueDate), measures: str(d.measures), funds: num(d.funds),
    rectifiedDate: str(d.rectifiedDate), closedDate: str(d.closedDate), onTime: d.onTime === true ? '1' : d.onTime === false ? '0' : null,
    supervised: d.supervised === true ? '1' : '0', fixedOnSite: d.fixedOnSite === true ? '1' : '0',
  }));
}

/** The envelope of one report. */
export interface ParkReport {
  version: string;
  creditCode: string;
  enterpriseName: string;
  dataType: ParkReportKind;
  range: ParkRange | null;
  generatedAt: string;
  count: number;
  data: ParkHierarchy | Record<string, unknown>[];
}

/** The number of records a report's data holds. */
export function recordCount(data: ParkHierarchy | readonly unknown[]): number {
  return Array.isArray(data) ? data.length : Object.values(data as ParkHierarchy).reduce((n, rows) => n + rows.length, 0);
}

export function parkReport(e: { creditCode: string; name: string }, kind: ParkReportKind, range: ParkRange | null, generatedAt: string, data: ParkReport['data']): ParkReport {
  return { version: PARK_REPORT_VERSION, creditCode: e.creditCode, enterpriseName: e.name, dataType: kind, range, generatedAt, count: recordCount(data), data };
}

/** The file's name: the code, the kind, the time (digits only), `.json`. */
export function reportFileName(r: Pick<ParkReport, 'creditCode' | 'dataType' | 'generatedAt'>): string {
  return `${r.creditCode}_${r.dataType}_${r.generatedAt.replace(/\D/g, '')}.json`;
}

/** Why a report is too large to send at once, or null. */
export function reportSizeRefusal(count: number): Text | null {
  return count > PARK_REPORT_MAX_RECORDS ? text('fxfjgk.report.tooMany', { count, max: PARK_REPORT_MAX_RECORDS }) : null;
}

/** A report sent (the answer of POST /fxfjgk/park-report): its log record and its file. */
export interface SentReport {
  id: number;
  dataType: ParkReportKind;
  recordCount: number;
  generatedAt: string;
  creditCode: string;
  fileName: string;
  size: number;
  sha256: string;
}
