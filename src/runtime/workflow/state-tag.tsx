// A record's state as a coloured tag (the state's `color`), in the page's language.
import { Tag } from 'antd';
import type { WorkflowSpec } from '../../schema/workflow-types.ts';
import { stateLabel, stateOf } from './workflow-labels.ts';

export function StateTag({ workflow, state }: { workflow: Pick<WorkflowSpec, 'states'> | undefined; state: unknown }) {
  if (state === null || state === undefined || state === '') return null;
  const s = stateOf(workflow, state);
  return (
    <Tag color={s?.color ?? 'default'} data-state={String(state)}>
      {stateLabel(workflow, state)}
    </Tag>
  );
}
