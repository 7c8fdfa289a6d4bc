// Types of the `workflow` and `schedule` keywords of a resource file (issue 14, docs/schema-engine.md
// "Workflow" and "Schedules"): a record's life cycle as data, and plans that generate records on a calendar.
// Pure types: the checks are in keywords/workflow.ts and keywords/schedule.ts, the server halves in
// src/server/workflow and src/server/schedules, the runtime's in src/runtime/workflow.
import type { SiteRequirement } from './phone-types.ts';

/** One state of a record's life cycle. Its key is a value of the workflow's state field. */
export interface WorkflowState {
  key: string;
  label: string;
  'x-title-en'?: string;
  /** antd tag colour name or CSS colour (state tabs, tags, the diagram). */
  color?: string;
  /** No transition leaves a terminal state (closed, recalled, done). */
  terminal?: boolean;
  /**
   * Approval steps run while a record is in this state (会签/或签, 退回, 加签, 转办, 撤回, 委托; src/domain/approval-steps.ts):
   * entering the state opens the first step; when the last step is approved the record moves to `approved`.
   */
  approval?: ApprovalSpec;
}

/**
 * Who may act. A transition lists several: any one of them suffices.
 * - `{role}`: a holder of the role (spec 001 §6 role key, or a sysrole id as a string of digits);
 * - `{field}`: the staff member whose id is in that field of the record (assignee, rectifier, acceptor);
 *   `creator` names the record's creator (system field createdBy);
 * - `{department, role}`: a member of the department in that field of the record (or the department id given
 *   as a number) who holds the role;
 * - `{slot}`: the holder of an approval slot the enterprise configures (流程配置), by the slot's key.
 */
export type WhoSpec =
  | { role: string }
  | { field: string }
  | { department: string | number; role: string }
  | { slot: string };

/** A guard: an expression of the restricted language over the record (`{{ }}`), or a named rule of src/domain. */
export type GuardSpec = string | { rule: string };

/** A notification the engine raises (a risk warning for each person concerned; SMS for urgent ones). */
export interface NotifySpec {
  /** The people concerned (resolved like `who`). */
  to: WhoSpec[];
  /** The warning's text; `{field}` placeholders take the record's values, `{title}` the record's label. */
  message: string;
  'x-title-en'?: string;
  /** Urgent warnings also go by SMS (per the enterprise's 消息提醒配置). */
  urgent?: boolean;
}

/** One transition: an action that moves a record from one of `from` to `to`. `signature`/`location`: SiteRequirement. */
export interface TransitionSpec extends SiteRequirement {
  /** Kebab- or camel-case action key, unique in the file; the route is `POST {endpoint}/{action}`. */
  action: string;
  /** The action's Chinese label (button, history). */
  label: string;
  'x-title-en'?: string;
  from: string[];
  to: string;
  /** Who may act (any one suffices). Empty or absent: the resource's write roles. */
  who?: WhoSpec[];
  /** Fields whose person may NOT act (an acceptor may not be the rectifier): staff-id fields of the record. */
  notPersonIn?: string[];
  /** Fields that must have a value after the transition (sent with it or already set). */
  require?: string[];
  /** Fields the transition may set (sent in `fields`); `require` fields are editable too. */
  editable?: string[];
  /** Whether an opinion is asked: required, optional (default), or not shown. */
  opinion?: 'required' | 'optional' | 'none';
  /** A confirmation question shown before acting. */
  confirm?: string;
  'x-confirm-en'?: string;
  guard?: GuardSpec;
  /** The Chinese reason answered (409) when the guard fails. */
  guardMessage?: string;
  'x-guard-message-en'?: string;
  notify?: NotifySpec[];
  /**
   * A payload the specification gives this action, mapped onto the engine's: e.g. the notice's recall sends
   * `{id, recallReason}`: `{ "opinion": "recallReason" }` takes the opinion from `recallReason` (also stored there).
   */
  payload?: { opinion?: string };
}

/** A deadline: a date field, the states it applies to, warnings and escalation. */
export interface DeadlineSpec {
  /** A `format: date` or `date-time` form property. */
  field: string;
  /** The states in which the record is due by the field's date. */
  states: string[];
  /** Warn this many hours before the deadline (default 24). */
  warnBeforeHours?: number;
  /** Who is warned (default: who may take a transition from the record's state). */
  notify?: WhoSpec[];
  /** After the deadline plus this many hours, escalate to `escalateTo`. */
  escalateAfterHours?: number;
  escalateTo?: WhoSpec[];
}

/** The `workflow` keyword. */
export interface WorkflowSpec {
  /** A string form property holding the state (its enum, when it has one, lists exactly the states' keys). */
  field: string;
  states: WorkflowState[];
  /** The state of a created record. */
  initial: string;
  transitions: TransitionSpec[];
  deadlines?: DeadlineSpec[];
}

/** One step of an approval: its signers, and whether every one (会签) or any one (或签) must sign. */
export interface ApprovalStepSpec extends SiteRequirement {
  key: string;
  title: string;
  'x-title-en'?: string;
  /** `all` 会签: every named signer, any order; `any` 或签: any one of them. */
  mode: 'all' | 'any';
  signers: WhoSpec[];
}

export interface ApprovalSpec {
  steps: ApprovalStepSpec[];
  /** The state the record moves to when the last step is approved. */
  approved: string;
  /** The state a 退回 to the applicant moves the record to. */
  returned: string;
}

/** How often a plan generates records. */
export type ScheduleFrequency = 'shift' | 'day' | 'week' | 'month' | 'year' | 'rule';

/**
 * The `schedule` keyword on a plan resource: each of its records generates records of `target` on its
 * calendar, one per plan and period (a unique key), with an assignee and a due time.
 */
export interface ScheduleSpec {
  /** The resource key of the generated records. */
  target: string;
  /** The target's field that refers to the plan (an integer x-ref to this resource). */
  planField: string;
  /** The plan's field holding its frequency (values of ScheduleFrequency), or a fixed frequency. */
  frequency: { field: string } | { fixed: ScheduleFrequency };
  /** For `rule`: the plan's field holding the rule `{weekdays: [1..7], times: ["08:00", ...]}`. */
  ruleField?: string;
  /** The plan's fields giving the first and (optionally) last day it runs. */
  startField: string;
  endField?: string;
  /** Whether the plan is active: a boolean field (default: every non-deleted plan runs). */
  activeField?: string;
  /** The plan's field naming the assignee (staff id), copied to the target's `assigneeField`. */
  assigneeFrom: string;
  assigneeField: string;
  /** The target's date-time field set to the period's due time. */
  dueField: string;
  /** The target's field set to the period's key (e.g. `2026-11-25`, `2026-W48`, `2026-11-25#白班`). */
  periodField: string;
  /** Plan fields copied onto each generated record: target field → plan field. */
  copy?: Record<string, string>;
  /** The target's state (a workflow state) given to periods generated late, after their due time. */
  missedState?: string;
  /** A target without a workflow: its boolean field set true on periods generated late (wf-schedule's addition). */
  missedField?: string;
  /** The target's string field set to the team on duty (shift frequency, from the shift calendar's rotation; wf-schedule's addition). */
  teamField?: string;
}
