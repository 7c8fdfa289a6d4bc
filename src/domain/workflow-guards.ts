// Named guards of workflow transitions (docs/schema-engine.md "Workflow"): the rules an expression of the
// restricted language cannot say, or that a standard (GB 30871 and others) names, registered by name and
// named by a resource file's `"guard": {"rule": "<name>"}`. Each reads the record (after the transition's
// fields are applied) and answers null when the transition may go, or the reason (a catalogue text) when it
// may not. Pure: no I/O; the keyword's check (src/schema/keywords/workflow.ts) refuses an unknown name and
// a rule whose fields the file does not have.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { isolationProblem } from './zdjx-overhaul.ts';

export interface WorkflowGuardRule {
  /** Shown by the 流程配置 page and the designer. */
  readonly title: Text;
  /** The form fields the rule reads (the file must declare them). */
  readonly fields: readonly string[];
  /** null: the transition may go; else why not. */
  readonly check: (record: Readonly<Record<string, unknown>>) => Text | null;
}

const RULES: Readonly<Record<string, WorkflowGuardRule>> = Object.freeze({
  /** At least one file is attached (reports, signed records). */
  attachmentsPresent: {
    title: text('workflow.guard.attachmentsPresent.title'),
    fields: ['attachments'],
    check: (r) => (Array.isArray(r.attachments) && r.attachments.length > 0 ? null : text('workflow.guard.attachmentsPresent')),
  },
  /**
   * 三同时 竣工验收 (安全生产法 第三十一条, 建设项目安全设施"三同时"监督管理办法 第二十三条): the acceptance is complete when
   * its conclusion is 合格, or 整改后合格 with the problems rectified; a failed acceptance cannot be completed.
   */
  acceptancePassed: {
    title: text('workflow.guard.acceptancePassed.title'),
    fields: ['conclusion', 'rectified'],
    check: (r) => (r.conclusion === 'passed' || (r.conclusion === 'passed_after_rectify' && r.rectified === true) ? null : text('workflow.guard.acceptancePassed')),
  },
  /** 停车检修 (GB 30871 §4.6, 能量隔离): a device stops only with its energy isolated, locked out and purged. */
  isolationConfirmed: {
    title: text('xjxc.overhaul.guard.title'),
    fields: ['energyIsolated', 'lockedOut', 'purged'],
    check: (r) => isolationProblem(r),
  },
});

/** The guard rule of a name, or undefined. */
export function workflowGuard(name: string): WorkflowGuardRule | undefined {
  return Object.hasOwn(RULES, name) ? RULES[name] : undefined;
}

/** Every registered rule's name (the designer's picker, the tests). */
export function workflowGuardNames(): string[] {
  return Object.keys(RULES);
}
