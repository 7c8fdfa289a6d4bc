// The study routes of 教育培训 (/zax-cloud/jypx/study, docs/training.md "Studying a course").
import type { MyCourse, StudyCourseView, StudyProgress } from '../../../domain/jypx-study.ts';
import { request } from '../../api/http.ts';

const BASE = '/jypx/study';

export interface BeatAnswer {
  progress: StudyProgress;
  counted: number;
  completedNow: boolean;
}

export const studyApi = {
  async mine(): Promise<MyCourse[]> {
    return (await request<MyCourse[]>({ method: 'GET', url: `${BASE}/mine`, silent: true })).data ?? [];
  },
  async open(courseId: number): Promise<StudyCourseView> {
    return (await request<StudyCourseView>({ method: 'POST', url: `${BASE}/open`, data: { courseId }, silent: true })).data!;
  },
  /** `restart`: the first beat after a pause (the video paused, the page hidden), which counts nothing. */
  async beat(courseId: number, restart: boolean): Promise<BeatAnswer> {
    return (await request<BeatAnswer>({ method: 'POST', url: `${BASE}/beat`, data: { courseId, restart }, silent: true })).data!;
  },
};
export type StudyApi = typeof studyApi;
