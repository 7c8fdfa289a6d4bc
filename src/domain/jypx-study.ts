// Studying a course (issue 19 item 2, docs/training.md): how the server counts a person's viewing time from the
// page's heartbeats, and when a course is completed. The client's own figures are never trusted: a heartbeat
// counts the time since the previous heartbeat the server recorded, and at most BEAT_CAP_SECONDS of it (a page
// left paused or hidden sends none, so the gap it leaves is not counted). Pure.

/** How often the study page sends a heartbeat while the person studies. */
export const BEAT_INTERVAL_SECONDS = 20;
/** The most one heartbeat counts: twice the interval, so a late beat still counts, a long pause does not. */
export const BEAT_CAP_SECONDS = 2 * BEAT_INTERVAL_SECONDS;

/** The course fields the rules read. */
export interface StudyCourse {
  hours: number;
  /** 要求学习时长 in minutes; when empty the course's hours (60 minutes each) are required. */
  studyMinutes?: number | null;
}

/** The viewing time a course requires, in seconds. */
export function requiredSeconds(course: StudyCourse): number {
  const minutes = typeof course.studyMinutes === 'number' && course.studyMinutes > 0 ? course.studyMinutes : course.hours * 60;
  return Math.max(1, Math.round(minutes * 60));
}

/**
 * The seconds one heartbeat at `now` counts, after the previous one recorded at `last` (null: the first beat of
 * an opening counts nothing). Never negative (a clock that went back), never more than BEAT_CAP_SECONDS.
 */
export function beatCredit(last: Date | null, now: Date): number {
  if (last === null) return 0;
  const gap = (now.getTime() - last.getTime()) / 1000;
  if (!Number.isFinite(gap) || gap <= 0) return 0;
  return Math.min(gap, BEAT_CAP_SECONDS);
}

export interface StudyProgress {
  /** Counted viewing time, whole seconds. */
  seconds: number;
  required: number;
  /** 0–100, whole. */
  percent: number;
  completed: boolean;
}

/** Where a person stands in a course. */
export function studyProgress(seconds: number, required: number): StudyProgress {
  const s = Math.max(0, Math.floor(seconds));
  const completed = s >= required;
  return { seconds: s, required, percent: completed ? 100 : Math.floor((s / required) * 100), completed };
}

/** Whether a beat that takes the count from `before` to `after` seconds is the one that completes the course. */
export function completesNow(before: number, after: number, required: number): boolean {
  return before < required && after >= required;
}

/** Hours written as a short number (1.5, 2, 0.25). */
export function hoursText(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** Seconds as 分钟 (rounded down), for a progress line. */
export function minutesOf(seconds: number): number {
  return Math.floor(seconds / 60);
}

/** A course as the study page opens it (GET /zax-cloud/jypx/study/course). */
export interface StudyCourseView {
  id: number;
  name: string;
  hours: number;
  countsHours: boolean;
  courseType: string | null;
  lecturer: string | null;
  summary: string | null;
  documents: { id: number; name: string; size: number; url: string; kind: string }[];
  /** The course's video by its ticket address (range requests, no session token needed), or null. */
  video: { name: string; size: number; url: string } | null;
  /** How often the page sends a heartbeat. */
  beatSeconds: number;
  progress: StudyProgress;
}

/** A course of 我的课程 (GET /zax-cloud/jypx/study/mine). */
export interface MyCourse {
  id: number;
  name: string;
  hours: number;
  courseType: string | null;
  hasVideo: boolean;
  documents: number;
  /** Named by a plan the person is a trainee of. */
  inMyPlan: boolean;
  progress: StudyProgress;
}
