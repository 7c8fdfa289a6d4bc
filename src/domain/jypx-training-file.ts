// Training files and completion (issue 19 item 5, docs/training.md "Training files"): when a person has completed
// a plan's training, and a department's and the enterprise's completion over the live plans' trainees. Pure.

/** A person's standing in one plan, from their training records on it. */
export interface PlanStanding {
  /** The plan's required hours (培训学时). */
  requiredHours: number;
  /** Hours of the person's records on the plan (courses studied, the exam passed, entered by hand). */
  hours: number;
  /** The plan names a final exam. */
  hasExam: boolean;
  /** The person passed it (a passed record of the plan). */
  examPassed: boolean;
}

/** A plan with a final exam is completed by passing it; one without, by the hours of its records reaching its own. */
export function planCompleted(s: PlanStanding): boolean {
  if (s.hasExam) return s.examPassed;
  return s.hours >= s.requiredHours && s.hours > 0;
}

/** One trainee of one live plan, in a department (null: none). */
export interface TraineeStanding {
  department: number | null;
  completed: boolean;
}

export interface Completion {
  /** Trainee-plan pairs. */
  due: number;
  completed: number;
  /** Whole percent; 0 when nothing is due. */
  percent: number;
}

export function completionOf(items: readonly TraineeStanding[]): Completion {
  const due = items.length;
  const completed = items.filter((i) => i.completed).length;
  return { due, completed, percent: due === 0 ? 0 : Math.floor((completed / due) * 100) };
}

/** Completion per department (the key null: people without a department). */
export function completionByDepartment(items: readonly TraineeStanding[]): Map<number | null, Completion> {
  const groups = new Map<number | null, TraineeStanding[]>();
  for (const i of items) groups.set(i.department, [...(groups.get(i.department) ?? []), i]);
  return new Map([...groups].map(([k, v]) => [k, completionOf(v)]));
}

/** Whether a plan is overdue: approved (not finished), its end date passed, not every trainee completed. */
export function planOverdue(plan: { state: string; endDate: string | null }, today: string, allCompleted: boolean): boolean {
  return plan.state === 'approved' && plan.endDate !== null && plan.endDate < today && !allCompleted;
}

/** A person's training file (GET /zax-cloud/jypx/file/person). */
export interface TrainingFile {
  person: { id: number; name: string; department: string | null };
  /** A contractor worker's profile (承包商人员): its contractor and training status; null for the enterprise's own people. */
  contractor: { contractorId: number | null; name: string | null; trainingStatus: string } | null;
  totals: { hours: number; coursesCompleted: number; examsPassed: number; examsFailed: number; plansCompleted: number; plans: number };
  plans: {
    id: number;
    name: string;
    state: string;
    requiredHours: number;
    hours: number;
    completed: boolean;
    exam: { id: number; name: string; attempts: number; passed: boolean; bestScore: number | null } | null;
    courses: { id: number; name: string; percent: number; completed: boolean }[];
  }[];
  /** Training records and, for a contractor worker, the contractor training sessions (source `contractor`), newest first. */
  records: { id: number; name: string; date: string | null; hours: number; score: number | null; passed: boolean; source: string; certificateNo: string | null }[];
  attempts: { examName: string; attemptNo: number; submittedAt: string | null; score: number | null; passed: boolean | null }[];
}

/** A department's line of the completion page (GET /zax-cloud/jypx/file/completion). */
export interface DepartmentCompletion extends Completion {
  department: number | null;
  name: string;
  hours: number;
}
