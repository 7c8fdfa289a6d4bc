// The words of a workflow in the page's language: a state's or a transition's label (its `x-title-en` on an
// English page), a state's colour, a state by key. Pure.
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { TransitionSpec, WorkflowSpec, WorkflowState } from '../../schema/workflow-types.ts';
import { pageLanguage } from '../i18n/text-of.ts';

/** The label of a state or transition in the page's language. */
export function labelOf(item: Pick<WorkflowState, 'label' | 'x-title-en'> | Pick<TransitionSpec, 'label' | 'x-title-en'>): string {
  const en = item['x-title-en'];
  return pageLanguage() === 'en' && en ? en : item.label;
}

/** The state of a key, if the workflow has it. */
export function stateOf(workflow: Pick<WorkflowSpec, 'states'> | undefined, key: unknown): WorkflowState | undefined {
  return typeof key === 'string' ? workflow?.states.find((s) => s.key === key) : undefined;
}

/** The label of a state key (the key itself when the workflow does not know it; '' for none). */
export function stateLabel(workflow: Pick<WorkflowSpec, 'states'> | undefined, key: unknown): string {
  if (key === null || key === undefined || key === '') return '';
  const s = stateOf(workflow, key);
  return s ? labelOf(s) : String(key);
}

/** The state field's value of a record. */
export function recordState(resource: ResourceFile, record: Record<string, unknown>): string | undefined {
  const field = resource.workflow?.field;
  const v = field ? record[field] : undefined;
  return typeof v === 'string' ? v : undefined;
}
