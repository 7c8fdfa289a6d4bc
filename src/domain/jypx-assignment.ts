// Who may take an exam (issue 19 item 4, docs/training.md): an exam is assigned through the training plans that
// name it as their final exam (training-plan.examId) — to the plans' trainees. An exam no plan names, or named by a
// plan without trainees, is open to every person of the enterprise. The exam's own participants, when it lists
// any, narrow it further. Pure, so that the list of a person's exams and the start of an attempt agree.

/** The trainees of one plan naming the exam (empty: the plan names nobody). */
export type PlanTrainees = readonly number[];

/** Whether the person may take the exam, given its participants and the trainees of the plans naming it. */
export function examAssignedTo(staffId: number, participants: readonly number[], plans: readonly PlanTrainees[]): boolean {
  if (participants.length > 0 && !participants.includes(staffId)) return false;
  if (plans.length === 0) return true;
  return plans.some((trainees) => trainees.length === 0 || trainees.includes(staffId));
}
