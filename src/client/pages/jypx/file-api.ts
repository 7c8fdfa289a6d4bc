// The training file routes of 教育培训 (/zax-cloud/jypx/file, docs/training.md "Training files").
import type { Completion, DepartmentCompletion, TrainingFile } from '../../../domain/jypx-training-file.ts';
import { request } from '../../api/http.ts';

const BASE = '/jypx/file';

export interface CompletionAnswer {
  enterprise: Completion;
  departments: DepartmentCompletion[];
  overduePlans: { id: number; name: string }[];
  exams: { examId: number; name: string; attempts: number; passed: number; percent: number }[];
}

/** A person a file may be opened for; `contractor` names a contractor worker's contractor (null: the enterprise's own). */
export interface FilePerson {
  id: number;
  name: string;
  department: string | null;
  contractor: string | null;
}

export const fileApi = {
  async person(staffId?: number): Promise<TrainingFile> {
    return (await request<TrainingFile>({ method: 'GET', url: `${BASE}/person`, params: staffId ? { staffId } : {}, silent: true })).data!;
  },
  async people(): Promise<FilePerson[]> {
    return (await request<FilePerson[]>({ method: 'GET', url: `${BASE}/people`, silent: true })).data ?? [];
  },
  async completion(): Promise<CompletionAnswer> {
    return (await request<CompletionAnswer>({ method: 'GET', url: `${BASE}/completion`, silent: true })).data!;
  },
};
export type FileApi = typeof fileApi;
