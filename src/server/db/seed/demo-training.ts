// A demo database's training history (docs/training.md "Demo"): staff01 (张伟) failed the demo plan 危险化学品安全培训's
// exam once (40 points) and passed it on the second attempt (80 points, with its training record), and has studied
// part of the course 动火作业安全要点 (20 of its 45 minutes). Once per database (seed_applied); written as the exam
// and study routes would have written them, after the module folders' demo records.
import type { Db } from '../db.ts';
import { demoSeedPending, markDemoSeeded } from '../../modules/demo-seed-once.ts';
import { tableName } from '../../resources/registry.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'jypx/staff01-history';
const DAY = 86_400_000;

export async function seedDemoTraining(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY))) return;
    const [staff] = await tx.query<{ id: number; department_id: number | null }>("select id, department_id from staffinfo where tenant_id = $1 and name = '张伟' and not deleted", [DEMO_ENTERPRISE]);
    const [exam] = await tx.query<{ id: number }>(`select id from ${tableName('exam')} where tenant_id = $1 and not deleted and data->>'name' = '危险化学品安全知识考试'`, [DEMO_ENTERPRISE]);
    const [plan] = await tx.query<{ id: number }>(`select id from ${tableName('training-plan')} where tenant_id = $1 and not deleted and data->>'name' = '危险化学品安全培训'`, [DEMO_ENTERPRISE]);
    const [course] = await tx.query<{ id: number }>(`select id from ${tableName('training-course')} where tenant_id = $1 and not deleted and data->>'name' = '动火作业安全要点'`, [DEMO_ENTERPRISE]);
    if (!staff || !exam || !plan || !course) return;
    const questions = await tx.query<{ question_id: number; points: number }>(
      `select (data->>'questionId')::bigint as question_id, (data->>'points')::float8 as points from ${tableName('exam-question')}
        where tenant_id = $1 and not deleted and (data->>'examId')::bigint = $2 order by sort_order, id`,
      [DEMO_ENTERPRISE, exam.id],
    );
    const paper = JSON.stringify(questions.map((q) => ({ questionId: Number(q.question_id), points: Number(q.points) })));
    const total = questions.reduce((n, q) => n + Number(q.points), 0);
    const attempt = async (no: number, daysAgo: number, score: number) => {
      const started = new Date(now.getTime() - daysAgo * DAY);
      const submitted = new Date(started.getTime() + 12 * 60_000);
      await tx.query(
        `insert into jypx_attempt (tenant_id, exam_id, staff_id, attempt_no, seed, paper, answers, started_at, deadline_at, saved_at, submitted_at, score, total, passed)
         values ($1, $2, $3, $4, $5, $6, '{}'::jsonb, $7, $8, $9, $9, $10, $11, $12)`,
        [DEMO_ENTERPRISE, exam.id, staff.id, no, 1000 + no, paper, started, new Date(started.getTime() + 20 * 60_000), submitted, score, total, score >= 60],
      );
      return submitted;
    };
    await attempt(1, 9, 40);
    const passedAt = await attempt(2, 6, 80);
    const day = new Date(passedAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    await tx.query(
      `insert into ${tableName('training-record')} (tenant_id, data, created_at, updated_at) values ($1, $2, $3, $3)`,
      [
        DEMO_ENTERPRISE,
        JSON.stringify({
          staffId: Number(staff.id),
          ...(staff.department_id === null ? {} : { department: Number(staff.department_id) }),
          trainingName: '危险化学品安全知识考试（考试通过）',
          planId: Number(plan.id),
          examId: Number(exam.id),
          level: 'department',
          trainingDate: day,
          hours: 1,
          score: 80,
          passed: true,
          source: 'exam',
        }),
        passedAt,
      ],
    );
    const opened = new Date(now.getTime() - 2 * DAY);
    await tx.query(
      `insert into jypx_study (tenant_id, course_id, staff_id, seconds, opened_at, last_beat_at) values ($1, $2, $3, $4, $5, $6)`,
      [DEMO_ENTERPRISE, course.id, staff.id, 20 * 60, opened, new Date(opened.getTime() + 21 * 60_000)],
    );
    await markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY);
  });
}
