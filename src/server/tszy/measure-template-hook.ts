// tszy.measureTemplateGrades (action-template.json's `hooks`, issue 16 item 5): a measure template's 适用级别 must be
// grades of its 作业类型 (none: every grade); a grade of another kind, or any grade for a kind without grades, is
// refused naming the field. The rule is src/domain/permit-measures.ts.
import { templateGradesProblem } from '../../domain/permit-measures.ts';
import { fieldError } from '../http/app-error.ts';
import type { RecordHook } from '../resources/record-hooks.ts';

export const measureTemplateGrades: RecordHook = {
  name: 'tszy.measureTemplateGrades',
  async check(_w, values) {
    const grades = Array.isArray(values.grades) ? (values.grades as unknown[]) : [];
    const problem = templateGradesProblem(String(values.workType ?? ''), grades);
    if (problem) throw fieldError('grades', problem);
  },
};
