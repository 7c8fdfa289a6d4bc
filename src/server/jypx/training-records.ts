// Training records written by the exam routes, and the question other modules ask: has a person passed a
// plan's training? (A permit's qualification check names a contractor worker who has not: issue 16 calls
// `hasPassedPlanTraining`.)
import { text } from '../../domain/i18n/text.ts';
import { chineseOf } from '../http/app-error.ts';
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { checkRecord, prepareRecord, recordSaved, recordWrite } from '../resources/record-hooks.ts';
import { payloadValues } from '../resources/record-shape.ts';
import { insertRecords } from '../resources/record-store.ts';
import { compileResource, resourceRegistry } from '../resources/registry.ts';
import { assertValid, tenantResource } from '../resources/resource-context.ts';
import type { ExamRow } from './exam-paper.ts';

/** Whether the person has a passed training record of the plan (a record written by a passed exam, or by hand). */
export async function hasPassedPlanTraining(tx: Queryable, tenantId: number, staffId: number, planId: number): Promise<boolean> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from r_training_record where tenant_id = $1 and not deleted
       and (data->>'staffId')::bigint = $2 and (data->>'planId')::bigint = $3 and (data->>'passed')::boolean`,
    [tenantId, staffId, planId],
  );
  return (rows[0]?.n ?? 0) > 0;
}

/** The day of an instant at the sites (UTC+8), as a date field holds it. */
function siteDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The person's department (for the record), or null. */
async function departmentOf(tx: Queryable, tenantId: number, staffId: number): Promise<number | null> {
  const rows = await tx.query<{ department_id: number | null }>('select department_id from staffinfo where tenant_id = $1 and id = $2', [tenantId, staffId]);
  return rows[0]?.department_id == null ? null : Number(rows[0].department_id);
}

/** Inserts a training record through the resource's record pipeline (rules, references, hooks); its id. */
async function insertTrainingRecord(tx: Queryable, auth: AuthContext, body: Record<string, unknown>): Promise<number> {
  const base = resourceRegistry().byKey.get('training-record')!;
  const merged = await tenantResource(tx, auth.tenantId, base);
  const s = { tx, c: compileResource(merged.resource), merged };
  const w = recordWrite(s, auth, body, null);
  const values = payloadValues(s.c.resource, w.body) ?? {};
  await prepareRecord(w, values);
  assertValid(s, values);
  await checkRecord(w, values);
  [w.id] = await insertRecords(tx, s.c, auth.tenantId, auth.userId, [values]);
  await recordSaved(w, values);
  return w.id;
}

/** Writes the passed exam's training record. */
export async function writeExamRecord(
  tx: Queryable,
  auth: AuthContext,
  exam: ExamRow,
  staffId: number,
  score: number,
  at: Date,
): Promise<number> {
  // The plan whose final exam this is (training-plan.examId).
  const planRow = (
    await tx.query<{ id: number; data: Record<string, unknown> }>(
      "select id, data from r_training_plan where tenant_id = $1 and not deleted and (data->>'examId')::bigint = $2 order by id limit 1",
      [auth.tenantId, exam.id],
    )
  )[0];
  const plan = planRow?.data;
  const hours = exam.hours ?? (typeof plan?.hours === 'number' ? plan.hours : 0);
  const body: Record<string, unknown> = {
    staffId,
    trainingName: chineseOf(text('jypx.take.recordName', { name: exam.name })).slice(0, 100),
    trainingDate: siteDay(at),
    hours,
    score,
    passed: true,
    source: 'exam',
    examId: exam.id,
  };
  if (planRow) body.planId = Number(planRow.id);
  if (typeof plan?.level === 'string') body.level = plan.level;
  const department = await departmentOf(tx, auth.tenantId, staffId);
  if (department !== null) body.department = department;
  return insertTrainingRecord(tx, auth, body);
}

/** The course studied to its required time: the training record of its hours, on the person's plan naming the course. */
export async function writeStudyRecord(
  tx: Queryable,
  auth: AuthContext,
  course: { id: number; name: string; hours: number; level: string | null },
  staffId: number,
  at: Date,
): Promise<number> {
  // The plan naming the course (training-plan.courses) with the person among its trainees; an approved or finished one first.
  const planRow = (
    await tx.query<{ id: number; data: Record<string, unknown> }>(
      `select id, data from r_training_plan where tenant_id = $1 and not deleted
          and coalesce(data->'courses', '[]'::jsonb) @> to_jsonb($2::bigint) and coalesce(data->'trainees', '[]'::jsonb) @> to_jsonb($3::bigint)
        order by (data->>'state' in ('approved', 'finished')) desc, id limit 1`,
      [auth.tenantId, course.id, staffId],
    )
  )[0];
  const body: Record<string, unknown> = {
    staffId,
    trainingName: chineseOf(text('jypx.study.recordName', { name: course.name })).slice(0, 100),
    trainingDate: siteDay(at),
    hours: course.hours,
    passed: true,
    source: 'study',
    courseId: course.id,
  };
  if (planRow) body.planId = Number(planRow.id);
  const level = typeof planRow?.data.level === 'string' ? planRow.data.level : course.level;
  if (level) body.level = level;
  const department = await departmentOf(tx, auth.tenantId, staffId);
  if (department !== null) body.department = department;
  return insertTrainingRecord(tx, auth, body);
}
