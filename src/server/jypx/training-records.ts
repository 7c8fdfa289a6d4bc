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

/** Writes the passed exam's training record through the resource's record pipeline (rules, references, hooks). */
export async function writeExamRecord(
  tx: Queryable,
  auth: AuthContext,
  exam: ExamRow,
  staffId: number,
  score: number,
  at: Date,
): Promise<number> {
  const base = resourceRegistry().byKey.get('training-record')!;
  const merged = await tenantResource(tx, auth.tenantId, base);
  const s = { tx, c: compileResource(merged.resource), merged };
  // The plan whose final exam this is (training-plan.examId).
  const planRow = (
    await tx.query<{ id: number; data: Record<string, unknown> }>(
      "select id, data from r_training_plan where tenant_id = $1 and not deleted and (data->>'examId')::bigint = $2 order by id limit 1",
      [auth.tenantId, exam.id],
    )
  )[0];
  const plan = planRow?.data;
  const dept = await tx.query<{ department_id: number | null }>('select department_id from staffinfo where tenant_id = $1 and id = $2', [auth.tenantId, staffId]);
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
  if (dept[0]?.department_id != null) body.department = Number(dept[0].department_id);
  const w = recordWrite(s, auth, body, null);
  const values = payloadValues(s.c.resource, w.body) ?? {};
  await prepareRecord(w, values);
  assertValid(s, values);
  await checkRecord(w, values);
  [w.id] = await insertRecords(tx, s.c, auth.tenantId, auth.userId, [values]);
  await recordSaved(w, values);
  return w.id;
}
