import { PHONE_PATHS } from '../../../../domain/phone-paths.ts';
import type { PhonePage } from '../../phone-routes.tsx';

/** 教育培训 on the phone (docs/training.md, docs/phone.md): the person's exams and an exam taken question by question. */
export const PHONE_EXAMS_PATH = PHONE_PATHS.myExams;
export const phonePages: readonly PhonePage[] = [
  { path: PHONE_EXAMS_PATH, load: () => import('./my-exams-phone-page.tsx') },
  { path: '/x/jypx/take/:id', load: () => import('./take-exam-phone-page.tsx') },
];
