// Studying a course (issue 19 item 2, docs/training.md): the person opens a course (its documents, its video by a
// ticket address the <video> element can fetch with range requests), the page sends heartbeats while they study,
// and the server counts the time between heartbeats (src/domain/jypx-study.ts). Reaching the course's required time
// completes it; a course that counts towards hours then writes the person's training record on their plan.
import crypto from 'node:crypto';
import { BEAT_INTERVAL_SECONDS, beatCredit, completesNow, requiredSeconds, studyProgress, type StudyProgress } from '../../domain/jypx-study.ts';
import type { MyCourse, StudyCourseView } from '../../domain/jypx-study.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { openFileRanged, readFileMeta, type FileMeta } from '../services/file-store.ts';
import type { RangedFile } from '../http/byte-range.ts';
import { staffOfUser } from '../workflow/who.ts';
import { writeStudyRecord } from './training-records.ts';

/** How long a video ticket lets the page fetch the video (renewed each time the course is opened). */
export const TICKET_HOURS = 12;
export const STUDY_VIDEO_PATH = '/zax-cloud/jypx/study/video/';

interface CourseRow {
  id: number;
  name: string;
  hours: number;
  studyMinutes: number | null;
  countsHours: boolean;
  level: string | null;
  courseType: string | null;
  lecturer: string | null;
  summary: string | null;
  documents: number[];
  video: number | null;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function courseOf(id: number, d: Record<string, unknown>): CourseRow {
  return {
    id,
    name: String(d.name ?? ''),
    hours: typeof d.hours === 'number' ? d.hours : 0,
    studyMinutes: typeof d.studyMinutes === 'number' ? d.studyMinutes : null,
    countsHours: d.countsHours !== false,
    level: str(d.level),
    courseType: str(d.courseType),
    lecturer: str(d.lecturer),
    summary: str(d.summary),
    documents: ids(d.documents),
    video: ids(d.video)[0] ?? null,
  };
}

async function readCourse(tx: Queryable, tenantId: number, id: number): Promise<CourseRow> {
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>('select id, data from r_training_course where tenant_id = $1 and id = $2 and not deleted', [
    tenantId,
    id,
  ]);
  if (!rows[0]) throw notFound(text('jypx.study.courseNotFound'));
  return courseOf(Number(rows[0].id), rows[0].data);
}

async function myStaff(tx: Queryable, auth: AuthContext): Promise<number> {
  const staffId = await staffOfUser(tx, auth.tenantId, auth.userId);
  if (staffId === null) throw conflict(text('jypx.study.noStaff'));
  return Number(staffId);
}

interface StudyRow {
  id: number;
  seconds: number;
  last_beat_at: Date | null;
  completed_at: Date | null;
}

const hashOf = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

function progressOf(course: CourseRow, seconds: number): StudyProgress {
  return studyProgress(seconds, requiredSeconds(course));
}

/**
 * Opens a course for the signed-in person: its documents, its video's ticket address, where they stand. Opening
 * starts the count afresh (the next heartbeat counts from now), so time away from the page is never counted.
 */
export async function openStudy(tx: Queryable, auth: AuthContext, courseId: number, now = new Date()): Promise<StudyCourseView> {
  const staffId = await myStaff(tx, auth);
  const course = await readCourse(tx, auth.tenantId, courseId);
  const ticket = course.video === null ? null : crypto.randomBytes(24).toString('base64url');
  const until = new Date(now.getTime() + TICKET_HOURS * 3600_000);
  const [row] = await tx.query<StudyRow>(
    `insert into jypx_study (tenant_id, course_id, staff_id, opened_at, last_beat_at, ticket_hash, ticket_until)
     values ($1, $2, $3, $4, $4, $5, $6)
     on conflict (tenant_id, course_id, staff_id) do update set opened_at = $4, last_beat_at = $4, ticket_hash = $5, ticket_until = $6
     returning id, seconds, last_beat_at, completed_at`,
    [auth.tenantId, courseId, staffId, now, ticket === null ? null : hashOf(ticket), ticket === null ? null : until],
  );
  const documents: FileMeta[] = await readFileMeta(tx, auth.tenantId, course.documents);
  const video = course.video === null ? null : ((await readFileMeta(tx, auth.tenantId, [course.video]))[0] ?? null);
  return {
    id: course.id,
    name: course.name,
    hours: course.hours,
    countsHours: course.countsHours,
    courseType: course.courseType,
    lecturer: course.lecturer,
    summary: course.summary,
    documents: documents.map((d) => ({ id: d.id, name: d.name, size: d.size, url: d.url, kind: d.kind })),
    video: video && ticket ? { name: video.name, size: video.size, url: `${STUDY_VIDEO_PATH}${ticket}` } : null,
    beatSeconds: BEAT_INTERVAL_SECONDS,
    progress: progressOf(course, Number(row!.seconds)),
  };
}

/**
 * A heartbeat of the person studying the course: the time since their previous one counted (capped); the course
 * completed when due. `restart`: the page's first beat after a pause (its video paused, the page hidden), which
 * counts nothing and starts the count afresh (a client may only give up time, never claim it).
 */
export async function studyBeat(
  tx: Queryable,
  auth: AuthContext,
  courseId: number,
  opts: { restart?: boolean; now?: Date } = {},
): Promise<{ progress: StudyProgress; counted: number; completedNow: boolean }> {
  const now = opts.now ?? new Date();
  const staffId = await myStaff(tx, auth);
  const course = await readCourse(tx, auth.tenantId, courseId);
  const [row] = await tx.query<StudyRow>(
    'select id, seconds, last_beat_at, completed_at from jypx_study where tenant_id = $1 and course_id = $2 and staff_id = $3 for update',
    [auth.tenantId, courseId, staffId],
  );
  if (!row) throw conflict(text('jypx.study.notOpened'));
  const before = Number(row.seconds);
  const counted = opts.restart ? 0 : beatCredit(row.last_beat_at === null ? null : new Date(row.last_beat_at), now);
  const after = before + counted;
  const required = requiredSeconds(course);
  const completedNow = row.completed_at === null && completesNow(before, after, required);
  let recordId: number | null = null;
  if (completedNow && course.countsHours) recordId = await writeStudyRecord(tx, auth, course, staffId, now);
  await tx.query(
    `update jypx_study set seconds = $3, last_beat_at = $4,
        completed_at = case when $5::boolean then $4 else completed_at end, record_id = coalesce($6, record_id)
      where tenant_id = $1 and id = $2`,
    [auth.tenantId, row.id, after, now, completedNow, recordId],
  );
  return { progress: progressOf(course, after), counted: Math.round(counted * 10) / 10, completedNow };
}

/** The enterprise's courses with the person's progress; the courses of their plans first. */
export async function myCourses(tx: Queryable, auth: AuthContext): Promise<MyCourse[]> {
  const staffId = await myStaff(tx, auth);
  const rows = await tx.query<{ id: number; data: Record<string, unknown>; seconds: number | null; in_plan: boolean }>(
    `select c.id, c.data, s.seconds,
            exists (select 1 from r_training_plan p where p.tenant_id = c.tenant_id and not p.deleted
                      and coalesce(p.data->'courses', '[]'::jsonb) @> to_jsonb(c.id)
                      and coalesce(p.data->'trainees', '[]'::jsonb) @> to_jsonb($2::bigint)) as in_plan
       from r_training_course c
       left join jypx_study s on s.tenant_id = c.tenant_id and s.course_id = c.id and s.staff_id = $2
      where c.tenant_id = $1 and not c.deleted
      order by in_plan desc, c.id`,
    [auth.tenantId, staffId],
  );
  return rows.map((r) => {
    const c = courseOf(Number(r.id), r.data);
    return {
      id: c.id,
      name: c.name,
      hours: c.hours,
      courseType: c.courseType,
      hasVideo: c.video !== null,
      documents: c.documents.length,
      inMyPlan: r.in_plan,
      progress: progressOf(c, Number(r.seconds ?? 0)),
    };
  });
}

/**
 * The video a ticket opens, whatever the tenant (the random ticket is what grants it): `db` must be the database
 * itself, not a tenant's transaction. 404 for an unknown or expired ticket, or a course without a video.
 */
export async function openStudyVideo(db: Queryable, ticket: string, now = new Date()): Promise<{ meta: FileMeta; file: RangedFile }> {
  const rows = await db.query<{ tenant_id: number; file_id: string | null }>(
    `select s.tenant_id, c.data->'video'->>0 as file_id
       from jypx_study s join r_training_course c on c.tenant_id = s.tenant_id and c.id = s.course_id and not c.deleted
      where s.ticket_hash = $1 and s.ticket_until > $2`,
    [hashOf(ticket), now],
  );
  const fileId = Number(rows[0]?.file_id);
  if (!rows[0] || !Number.isInteger(fileId) || fileId <= 0) throw notFound(text('jypx.study.videoNotFound'));
  const opened = await openFileRanged(db, Number(rows[0].tenant_id), fileId);
  if (opened.meta.kind !== 'video') {
    await opened.file.close();
    throw notFound(text('jypx.study.videoNotFound'));
  }
  return opened;
}
