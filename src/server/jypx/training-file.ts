// Training files (issue 19 item 5, docs/training.md "Training files"): a person's hours, courses completed, exams
// passed and failed, by plan; a department's and the enterprise's completion over the live plans' trainees; the
// figures of the statistics source `training` (stats.json). Every query runs in the caller's tenant transaction.
import {
  completionByDepartment,
  completionOf,
  planCompleted,
  planOverdue,
  type DepartmentCompletion,
  type TraineeStanding,
  type TrainingFile,
} from '../../domain/jypx-training-file.ts';
import { requiredSeconds, studyProgress } from '../../domain/jypx-study.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { chineseOf, conflict, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { staffOfUser } from '../workflow/who.ts';
import { contractorNames, contractorProfile, contractorSessionRecords } from './contractor-sessions.ts';
import { recordLine } from './record-line.ts';

const LIVE_STATES = ['approved', 'finished'];
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);

function siteDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
function fmt(d: Date | string | null): string | null {
  return d === null ? null : new Date(new Date(d).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

interface PlanRow {
  id: number;
  data: Record<string, unknown>;
}

/** Hours and an exam passed per (plan, person), from the training records. */
async function planRecords(tx: Queryable, tenantId: number, staffId?: number): Promise<Map<string, { hours: number; passed: boolean }>> {
  const rows = await tx.query<{ plan_id: number; staff_id: number; hours: number; passed: boolean }>(
    `select (data->>'planId')::bigint as plan_id, (data->>'staffId')::bigint as staff_id,
            coalesce(sum((data->>'hours')::numeric), 0)::float8 as hours,
            coalesce(bool_or(coalesce((data->>'passed')::boolean, false) and coalesce(data->>'source', 'manual') <> 'study'), false) as passed
       from r_training_record
      where tenant_id = $1 and not deleted and data->>'planId' is not null ${staffId === undefined ? '' : "and (data->>'staffId')::bigint = $2"}
      group by 1, 2`,
    staffId === undefined ? [tenantId] : [tenantId, staffId],
  );
  return new Map(rows.map((r) => [`${r.plan_id}:${r.staff_id}`, { hours: num(r.hours), passed: r.passed }]));
}

function standing(plan: PlanRow, rec: { hours: number; passed: boolean } | undefined): { hours: number; completed: boolean } {
  const hours = rec?.hours ?? 0;
  return { hours, completed: planCompleted({ requiredHours: num(plan.data.hours), hours, hasExam: plan.data.examId != null, examPassed: rec?.passed ?? false }) };
}

/** The live plans (approved or finished) with their trainees' departments. */
async function livePlans(tx: Queryable, tenantId: number): Promise<{ plan: PlanRow; trainees: { staffId: number; department: number | null }[] }[]> {
  const plans = await tx.query<PlanRow>(`select id, data from r_training_plan where tenant_id = $1 and not deleted and data->>'state' = any($2::text[]) order by id`, [
    tenantId,
    LIVE_STATES,
  ]);
  const staff = await tx.query<{ id: number; department_id: number | null }>('select id, department_id from staffinfo where tenant_id = $1 and not deleted', [tenantId]);
  const dept = new Map(staff.map((s) => [Number(s.id), s.department_id === null ? null : Number(s.department_id)]));
  return plans.map((p) => ({
    plan: { id: Number(p.id), data: p.data },
    trainees: ids(p.data.trainees)
      .filter((id) => dept.has(id))
      .map((id) => ({ staffId: id, department: dept.get(id) ?? null })),
  }));
}

/** Every (live plan, trainee) with whether it is completed. */
export async function traineeStandings(tx: Queryable, tenantId: number): Promise<(TraineeStanding & { planId: number; staffId: number })[]> {
  const [plans, records] = await Promise.all([livePlans(tx, tenantId), planRecords(tx, tenantId)]);
  return plans.flatMap(({ plan, trainees }) =>
    trainees.map((t) => ({ planId: plan.id, staffId: t.staffId, department: t.department, completed: standing(plan, records.get(`${plan.id}:${t.staffId}`)).completed })),
  );
}

/** A department's completion and hours, every department with a trainee (and 未分配部门 for people without one). */
export async function departmentCompletion(tx: Queryable, tenantId: number): Promise<{ enterprise: ReturnType<typeof completionOf>; departments: DepartmentCompletion[] }> {
  const items = await traineeStandings(tx, tenantId);
  const names = new Map(
    (await tx.query<{ id: number; name: string }>('select id, name from departmentinfo where tenant_id = $1', [tenantId])).map((d) => [Number(d.id), d.name]),
  );
  const hours = new Map(
    (
      await tx.query<{ department: number | null; hours: number }>(
        `select (data->>'department')::bigint as department, coalesce(sum((data->>'hours')::numeric), 0)::float8 as hours
           from r_training_record where tenant_id = $1 and not deleted group by 1`,
        [tenantId],
      )
    ).map((r) => [r.department === null ? null : Number(r.department), num(r.hours)]),
  );
  const departments = [...completionByDepartment(items)].map(([department, c]) => ({
    department,
    name: department === null ? chineseOf(text('jypx.file.noDepartment')) : (names.get(department) ?? String(department)),
    hours: hours.get(department) ?? 0,
    ...c,
  }));
  departments.sort((a, b) => a.percent - b.percent || b.due - a.due || a.name.localeCompare(b.name));
  return { enterprise: completionOf(items), departments };
}

/** Plans approved (not finished) past their end date with a trainee not completed. */
export async function overduePlans(tx: Queryable, tenantId: number, now = new Date()): Promise<{ id: number; name: string }[]> {
  const items = await traineeStandings(tx, tenantId);
  const plans = await tx.query<PlanRow>(`select id, data from r_training_plan where tenant_id = $1 and not deleted and data->>'state' = 'approved'`, [tenantId]);
  const today = siteDay(now);
  return plans
    .filter((p) => {
      const mine = items.filter((i) => i.planId === Number(p.id));
      return planOverdue({ state: String(p.data.state), endDate: typeof p.data.endDate === 'string' ? p.data.endDate : null }, today, mine.every((i) => i.completed));
    })
    .map((p) => ({ id: Number(p.id), name: String(p.data.name ?? '') }));
}

/** Pass rate per exam over the submitted attempts (percent of attempts passed). */
export async function examPassRates(tx: Queryable, tenantId: number): Promise<{ examId: number; name: string; attempts: number; passed: number; percent: number }[]> {
  const rows = await tx.query<{ exam_id: number; name: string | null; attempts: number; passed: number }>(
    `select a.exam_id, e.data->>'name' as name, count(*)::int as attempts, count(*) filter (where a.passed)::int as passed
       from jypx_attempt a left join r_exam e on e.tenant_id = a.tenant_id and e.id = a.exam_id
      where a.tenant_id = $1 and a.submitted_at is not null group by 1, 2 order by 1`,
    [tenantId],
  );
  return rows.map((r) => ({
    examId: Number(r.exam_id),
    name: r.name ?? String(r.exam_id),
    attempts: r.attempts,
    passed: r.passed,
    percent: r.attempts === 0 ? 0 : Math.round((r.passed / r.attempts) * 100),
  }));
}

/** Hours of the contractors' training sessions (承包商培训记录, module 承包商管理) per contractor, most first. */
export async function contractorHours(tx: Queryable, tenantId: number): Promise<{ contractorId: number | null; name: string | null; hours: number }[]> {
  const rows = await tx.query<{ contractor_id: number | null; name: string | null; hours: number }>(
    `select (t.data->>'contractorId')::bigint as contractor_id, c.data->>'name' as name, coalesce(sum((t.data->>'hours')::numeric), 0)::float8 as hours
       from r_contractor_training t
       left join r_contractor_info c on c.tenant_id = t.tenant_id and c.id = (t.data->>'contractorId')::bigint and not c.deleted
      where t.tenant_id = $1 and not t.deleted group by 1, 2 order by 3 desc, 1`,
    [tenantId],
  );
  return rows.map((r) => ({ contractorId: r.contractor_id === null ? null : Number(r.contractor_id), name: r.name, hours: num(r.hours) }));
}

/**
 * The contractors' pass rate (承包商培训记录: 考核合格人数 over 参训人数 of their live sessions, counted from the
 * trainees where a session lists them), whole percent per contractor, lowest first.
 */
export async function contractorPassRates(tx: Queryable, tenantId: number): Promise<{ contractorId: number | null; name: string | null; trainees: number; passed: number; percent: number }[]> {
  const rows = await tx.query<{ contractor_id: number | null; name: string | null; trainees: number; passed: number }>(
    `select (t.data->>'contractorId')::bigint as contractor_id, c.data->>'name' as name,
            coalesce(sum((t.data->>'traineeCount')::numeric), 0)::float8 as trainees, coalesce(sum((t.data->>'passCount')::numeric), 0)::float8 as passed
       from r_contractor_training t
       left join r_contractor_info c on c.tenant_id = t.tenant_id and c.id = (t.data->>'contractorId')::bigint and not c.deleted
      where t.tenant_id = $1 and not t.deleted group by 1, 2`,
    [tenantId],
  );
  return rows
    .map((r) => ({
      contractorId: r.contractor_id === null ? null : Number(r.contractor_id),
      name: r.name,
      trainees: num(r.trainees),
      passed: num(r.passed),
      percent: num(r.trainees) === 0 ? 0 : Math.floor((num(r.passed) / num(r.trainees)) * 100),
    }))
    .sort((a, b) => a.percent - b.percent || (a.contractorId ?? 0) - (b.contractorId ?? 0));
}

/** The staff id a file is asked for: the one named, else the signed-in person's. */
export async function fileStaffId(tx: Queryable, auth: AuthContext, staffId: number | undefined): Promise<number> {
  if (staffId !== undefined) return staffId;
  const mine = await staffOfUser(tx, auth.tenantId, auth.userId);
  if (mine === null) throw conflict(text('jypx.file.noStaff'));
  return Number(mine);
}

/** A person's training file. */
export async function trainingFile(tx: Queryable, tenantId: number, staffId: number): Promise<TrainingFile> {
  const [person] = await tx.query<{ id: number; name: string; department: string | null }>(
    `select s.id, s.name, d.name as department from staffinfo s left join departmentinfo d on d.tenant_id = s.tenant_id and d.id = s.department_id
      where s.tenant_id = $1 and s.id = $2 and not s.deleted`,
    [tenantId, staffId],
  );
  if (!person) throw notFound(text('jypx.file.personNotFound'));
  const records = await tx.query<{ id: number; data: Record<string, unknown> }>(
    `select id, data from r_training_record where tenant_id = $1 and not deleted and (data->>'staffId')::bigint = $2
      order by data->>'trainingDate' desc nulls last, id desc`,
    [tenantId, staffId],
  );
  const attempts = await tx.query<{ exam_id: number; name: string | null; attempt_no: number; submitted_at: Date | null; score: number | null; passed: boolean | null }>(
    `select a.exam_id, e.data->>'name' as name, a.attempt_no, a.submitted_at, a.score, a.passed
       from jypx_attempt a left join r_exam e on e.tenant_id = a.tenant_id and e.id = a.exam_id
      where a.tenant_id = $1 and a.staff_id = $2 order by a.started_at desc, a.id desc`,
    [tenantId, staffId],
  );
  const studies = await tx.query<{ course_id: number; seconds: number; completed_at: Date | null; data: Record<string, unknown> | null }>(
    `select s.course_id, s.seconds, s.completed_at, c.data from jypx_study s
       left join r_training_course c on c.tenant_id = s.tenant_id and c.id = s.course_id and not c.deleted
      where s.tenant_id = $1 and s.staff_id = $2`,
    [tenantId, staffId],
  );
  const studyOf = new Map(studies.map((s) => [Number(s.course_id), s]));
  const plans = await tx.query<PlanRow>(
    `select id, data from r_training_plan where tenant_id = $1 and not deleted and coalesce(data->'trainees', '[]'::jsonb) @> to_jsonb($2::bigint) order by id`,
    [tenantId, staffId],
  );
  const byPlan = await planRecords(tx, tenantId, staffId);
  const courseIds = [...new Set(plans.flatMap((p) => ids(p.data.courses)))];
  const courses = new Map(
    (
      courseIds.length
        ? await tx.query<{ id: number; data: Record<string, unknown> }>('select id, data from r_training_course where tenant_id = $1 and id = any($2::bigint[]) and not deleted', [
            tenantId,
            courseIds,
          ])
        : []
    ).map((c) => [Number(c.id), c.data]),
  );
  const planLines = plans.map((p) => {
    const plan = { id: Number(p.id), data: p.data };
    const st = standing(plan, byPlan.get(`${plan.id}:${staffId}`));
    const examId = p.data.examId == null ? null : Number(p.data.examId);
    const mine = attempts.filter((a) => examId !== null && Number(a.exam_id) === examId && a.submitted_at !== null);
    const scores = mine.map((a) => num(a.score));
    return {
      id: plan.id,
      name: String(p.data.name ?? ''),
      state: String(p.data.state ?? ''),
      requiredHours: num(p.data.hours),
      hours: st.hours,
      completed: st.completed,
      exam:
        examId === null
          ? null
          : {
              id: examId,
              name: mine[0]?.name ?? String(examId),
              attempts: mine.length,
              passed: mine.some((a) => a.passed === true) || (byPlan.get(`${plan.id}:${staffId}`)?.passed ?? false),
              bestScore: scores.length ? Math.max(...scores) : null,
            },
      courses: ids(p.data.courses).flatMap((cid) => {
        const c = courses.get(cid);
        if (!c) return [];
        const s = studyOf.get(cid);
        const progress = studyProgress(num(s?.seconds), requiredSeconds({ hours: num(c.hours), studyMinutes: typeof c.studyMinutes === 'number' ? c.studyMinutes : null }));
        return [{ id: cid, name: String(c.name ?? ''), percent: progress.percent, completed: s?.completed_at != null }];
      }),
    };
  });
  const submitted = attempts.filter((a) => a.submitted_at !== null);
  const contractor = await contractorProfile(tx, tenantId, staffId);
  const sessions = contractor ? await contractorSessionRecords(tx, tenantId, staffId) : [];
  const lines = [...records.map(recordLine), ...sessions].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return {
    person: { id: Number(person.id), name: person.name, department: person.department },
    contractor,
    totals: {
      hours: Math.round(lines.reduce((n, r) => n + r.hours, 0) * 100) / 100,
      coursesCompleted: studies.filter((s) => s.completed_at !== null).length,
      examsPassed: submitted.filter((a) => a.passed === true).length,
      examsFailed: submitted.filter((a) => a.passed === false).length,
      plansCompleted: planLines.filter((p) => p.completed).length,
      plans: planLines.length,
    },
    plans: planLines,
    records: lines,
    attempts: attempts.map((a) => ({
      examName: a.name ?? String(a.exam_id),
      attemptNo: Number(a.attempt_no),
      submittedAt: fmt(a.submitted_at),
      score: a.score === null ? null : num(a.score),
      passed: a.passed,
    })),
  };
}

/** The people of the enterprise a file may be opened for (the page's person picker); a contractor worker with its contractor. */
export async function filePeople(tx: Queryable, tenantId: number): Promise<{ id: number; name: string; department: string | null; contractor: string | null }[]> {
  const rows = await tx.query<{ id: number; name: string; department: string | null }>(
    `select s.id, s.name, d.name as department from staffinfo s left join departmentinfo d on d.tenant_id = s.tenant_id and d.id = s.department_id
      where s.tenant_id = $1 and not s.deleted order by s.id limit 5000`,
    [tenantId],
  );
  const contractors = await contractorNames(tx, tenantId);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, department: r.department, contractor: contractors.get(Number(r.id)) ?? null }));
}
