// The state tabs above a workflow resource's list: 全部 and one per state (its label and colour) with the counts
// of `GET {ep}/state-counts` under the list's filters, loaded again when the filters or `version` change (after
// an action). Choosing a tab filters the list by the state field (the screen adds it to the list's filters).
import { useEffect, useState } from 'react';
import { Badge, Tabs } from 'antd';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { ListParams } from '../resource-client.ts';
import { labelOf } from './workflow-labels.ts';
import { useWorkflowClient, type StateCounts } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(wfuiZh);

/** The key of the 全部 tab. */
export const ALL_STATES = 'all';

export interface StateTabsProps {
  resource: ResourceFile;
  /** The list's filters without the state (the counts are counted under them). */
  params: ListParams;
  /** The chosen state (null: 全部). */
  value: string | null;
  onChange: (state: string | null) => void;
  version: number;
}

export function StateTabs({ resource, params, value, onChange, version }: StateTabsProps) {
  const client = useWorkflowClient();
  const [counts, setCounts] = useState<StateCounts | null>(null);
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (!client) return;
    let live = true;
    client.stateCounts(resource, JSON.parse(paramsKey) as ListParams).then(
      (c) => live && setCounts(c ?? null),
      // No counts: the tabs still filter.
      () => live && setCounts(null),
    );
    return () => {
      live = false;
    };
  }, [client, resource, paramsKey, version]);
  const wf = resource.workflow;
  if (!wf) return null;
  const count = (key: string) =>
    counts && typeof counts[key] === 'number' ? (
      <Badge count={counts[key]} showZero overflowCount={9999} color={key === ALL_STATES ? '#8c8c8c' : '#1677ff'} style={{ marginInlineStart: 6 }} data-testid={`state-count-${key}`} />
    ) : null;
  const items = [
    { key: ALL_STATES, label: <span>{t('wfui.tabs.all')}{count(ALL_STATES)}</span> },
    ...wf.states.map((s) => ({
      key: s.key,
      label: (
        <span data-state={s.key}>
          {s.color && s.color !== 'default' ? <Badge color={s.color} style={{ marginInlineEnd: 4 }} /> : null}
          {labelOf(s)}
          {count(s.key)}
        </span>
      ),
    })),
  ];
  return (
    <Tabs
      data-testid="state-tabs"
      activeKey={value ?? ALL_STATES}
      onChange={(key) => onChange(key === ALL_STATES ? null : key)}
      items={items}
      style={{ marginBottom: -8 }}
    />
  );
}
