// One piece of waiting work, in the shape every module answers it for the workbench's 待办 card (the permits'
// GET /tszy/zuoYePiao/todo first; later modules add hidden dangers to rectify, inspections due, exams to take).
// The server holds `since` as a Date; the client receives it as an ISO string.

export interface InboxItem<Since = string> {
  /** What is waiting (PERMIT_APPROVAL...). */
  kind: string;
  /** Unique across modules, e.g. `tszy:permit:<id>`. */
  key: string;
  /** The module of the record (the haveModel key). */
  module: string;
  recordId: number;
  title: string;
  /** What the person is asked to do. */
  action: string;
  /** A line about the record. */
  summary: string;
  tags: string[];
  /** The client route of the record. */
  link: string;
  /** Since when it waits for the person. */
  since: Since;
  /** When it is due (a scheduled task, a deadline), when it has a due time (GET /workflow/inbox). */
  dueAt?: Since | null;
  /** The resource key of the record (`permit` for a permit) (GET /workflow/inbox). */
  resource?: string;
}
