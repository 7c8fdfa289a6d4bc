// 园区报送 (docs/park-report.md): builds a report in the park platforms' shape (src/domain/park-report.ts) from the
// enterprise's records, and sends it: the file is kept byte for byte (park_report_file, migration 045) and the report
// is a `park-report` record written through the record pipeline, so the audit trail has who and when and the
// 填报台账 (docs/operations.md) lists it. Inside the caller's tenant transaction: a refusal writes nothing.
import crypto from 'node:crypto';
import {
  creditCodeRefusal,
  hiddenDangerData,
  hierarchyData,
  parkReport,
  reportFileName,
  reportSizeRefusal,
  taskData,
  type ParkNames,
  type ParkRange,
  type ParkReport,
  type ParkReportKind,
  type SentReport,
  type StoredRecord,
} from '../../domain/park-report.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, fieldProblem, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { createThroughPipeline } from '../resources/create-record.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { listDepartments } from '../routes/user/department-store.ts';
import { text } from '../../domain/i18n/text.ts';

export const PARK_REPORT = 'park-report';

/** Now on the sites' clock (UTC+8), as a date-time field holds it. */
function siteNow(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The enterprise as reported: its information page's code and name, else the enterprise's own row. */
async function enterpriseOf(tx: Queryable, tenantId: number): Promise<{ creditCode: string; name: string }> {
  const [info] = await tx.query<{ code: string | null; name: string | null }>(
    `select data->>'creditCode' as code, data->>'enterpriseName' as name from ${tableName('enterprise-info')} where tenant_id = $1 and not deleted order by id desc limit 1`,
    [tenantId],
  );
  const [qy] = await tx.query<{ code: string | null; name: string }>('select credit_code as code, qymc as name from qyxx where tenant_id = $1', [tenantId]);
  const creditCode = (info?.code?.trim() || qy?.code?.trim() || '').toUpperCase();
  const refusal = creditCodeRefusal(creditCode);
  if (refusal) throw new AppError(409, refusal, [fieldProblem('creditCode', refusal)]);
  return { creditCode, name: info?.name?.trim() || qy?.name || '' };
}

async function records(tx: Queryable, tenantId: number, key: string, where = '', params: string[] = []): Promise<StoredRecord[]> {
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(`select id, data from ${tableName(key)} where tenant_id = $1 and not deleted ${where} order by id`, [tenantId, ...params]);
  return rows.map((r) => ({ id: Number(r.id), data: r.data }));
}

async function namesOf(tx: Queryable, tenantId: number): Promise<ParkNames> {
  const people = await tx.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = $1', [tenantId]);
  return {
    people: new Map(people.map((p) => [Number(p.id), p.name])),
    departments: new Map((await listDepartments(tx, tenantId)).map((d) => [Number(d.id), d.name])),
  };
}

/** Refuses a report over the size limit at `from` (its range is what to shorten). */
function assertSize(count: number): void {
  const refusal = reportSizeRefusal(count);
  if (refusal) throw new AppError(400, refusal, [fieldProblem('from', refusal)]);
}

/**
 * The report of `kind` as it stands now: the whole hierarchy; the control tasks due in the range (their 截止时间's
 * date); the hidden dangers found or changed in the range (发现日期, or the record's last change, on the sites' clock).
 */
export async function buildParkReport(tx: Queryable, auth: AuthContext, kind: ParkReportKind, range: ParkRange | null): Promise<ParkReport> {
  const tenantId = auth.tenantId;
  const enterprise = await enterpriseOf(tx, tenantId);
  const names = await namesOf(tx, tenantId);
  const at = siteNow();
  if (kind === 'hierarchy') {
    const rec = {
      objects: await records(tx, tenantId, 'risk-object'),
      units: await records(tx, tenantId, 'risk-unit'),
      events: await records(tx, tenantId, 'risk-event'),
      measures: await records(tx, tenantId, 'control-measure'),
    };
    assertSize(rec.objects.length + rec.units.length + rec.events.length + rec.measures.length);
    return parkReport(enterprise, kind, null, at, hierarchyData(enterprise.creditCode, rec, names));
  }
  const r = range as ParkRange;
  if (kind === 'tasks') {
    const [{ n }] = await tx.query<{ n: number }>(
      `select count(*)::int as n from ${tableName('control-task')} where tenant_id = $1 and not deleted and left(data->>'dueAt', 10) between $2 and $3`,
      [tenantId, r.from, r.to],
    );
    assertSize(Number(n));
    const tasks = await records(tx, tenantId, 'control-task', `and left(data->>'dueAt', 10) between $2 and $3`, [r.from, r.to]);
    return parkReport(enterprise, kind, r, at, taskData(enterprise.creditCode, tasks, names));
  }
  const changed = `and (data->>'foundDate' between $2 and $3 or to_char(updated_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') between $2 and $3)`;
  const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from ${tableName('hidden-danger')} where tenant_id = $1 and not deleted ${changed}`, [tenantId, r.from, r.to]);
  assertSize(Number(n));
  const dangers = await records(tx, tenantId, 'hidden-danger', changed, [r.from, r.to]);
  return parkReport(enterprise, kind, r, at, hiddenDangerData(enterprise.creditCode, dangers, names));
}

/** Sends a report: builds it, keeps its file and logs it as a `park-report` record. */
export async function sendParkReport(tx: Queryable, auth: AuthContext, kind: ParkReportKind, range: ParkRange | null): Promise<SentReport> {
  const report = await buildParkReport(tx, auth, kind, range);
  const body = JSON.stringify(report);
  const bytes = Buffer.byteLength(body, 'utf8');
  const sha256 = crypto.createHash('sha256').update(body, 'utf8').digest('hex');
  const fileName = reportFileName(report);
  const values = {
    dataType: kind,
    ...(range ? { fromDate: range.from, toDate: range.to } : {}),
    creditCode: report.creditCode,
    enterpriseName: report.enterpriseName.slice(0, 200),
    recordCount: report.count,
    generatedAt: report.generatedAt,
    fileName,
    size: bytes,
    sha256,
  };
  const id = await createThroughPipeline(tx, auth, PARK_REPORT, values);
  await tx.query('insert into park_report_file(tenant_id, report_id, body, sha256) values ($1, $2, $3, $4)', [auth.tenantId, id, body, sha256]);
  return { id, dataType: kind, recordCount: report.count, generatedAt: report.generatedAt, creditCode: report.creditCode, fileName, size: bytes, sha256 };
}

/** The file of a report, as it was sent; 404 for a report of another enterprise or none. */
export async function reportFile(tx: Queryable, tenantId: number, id: number): Promise<{ body: string; fileName: string }> {
  const [row] = await tx.query<{ body: string; fileName: string | null }>(
    `select f.body, r.data->>'fileName' as "fileName" from park_report_file f join ${tableName(PARK_REPORT)} r on r.tenant_id = f.tenant_id and r.id = f.report_id
      where f.tenant_id = $1 and f.report_id = $2 and not r.deleted`,
    [tenantId, id],
  );
  if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: resourceRegistry().byKey.get(PARK_REPORT)?.title ?? PARK_REPORT }));
  return { body: row.body, fileName: row.fileName ?? `park-report-${id}.json` };
}
