// The taking routes of 教育培训 (/zax-cloud/jypx/take, docs/training.md), for the desktop and the phone pages.
import type { MyExam, TakeAttempt } from '../../../domain/jypx-taking.ts';
import type { GivenAnswer } from '../../../domain/jypx-scoring.ts';
import { request } from '../../api/http.ts';

const BASE = '/jypx/take';

export const takeApi = {
  async mine(): Promise<MyExam[]> {
    return (await request<MyExam[]>({ method: 'GET', url: `${BASE}/mine`, silent: true })).data ?? [];
  },
  async start(examId: number): Promise<TakeAttempt> {
    return (await request<TakeAttempt>({ method: 'POST', url: `${BASE}/start`, data: { examId }, silent: true })).data!;
  },
  async read(attemptId: number): Promise<TakeAttempt> {
    return (await request<TakeAttempt>({ method: 'GET', url: `${BASE}/attempt`, params: { id: attemptId }, silent: true })).data!;
  },
  async save(attemptId: number, answers: Record<string, GivenAnswer>): Promise<{ savedAt: string }> {
    return (await request<{ savedAt: string }>({ method: 'POST', url: `${BASE}/save`, data: { attemptId, answers }, silent: true })).data!;
  },
  async submit(attemptId: number, answers: Record<string, GivenAnswer>): Promise<TakeAttempt> {
    return (await request<TakeAttempt>({ method: 'POST', url: `${BASE}/submit`, data: { attemptId, answers }, silent: true })).data!;
  },
};
export type TakeApi = typeof takeApi;
