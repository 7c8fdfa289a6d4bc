// The names of stored person or department ids, read-only: in table cells, the detail view and Formily's
// read-pretty mode of the pickers. Names come from the screen's label cache (pick-labels.ts).
import { Typography } from 'antd';
import { pickIds, unknownLabel, usePickLabels } from './pick-labels.ts';
import type { PickKind } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface PickNamesProps {
  kind: PickKind;
  /** One id or a list of ids, as stored. */
  value?: unknown;
}

/** 张伟、李娜 for ids 11 and 12; '-' when empty; 未知人员(id) for an id that no longer exists. */
export function PickNames({ kind, value }: PickNamesProps) {
  const ids = pickIds(value);
  const { names, loading } = usePickLabels(kind, ids);
  if (ids.length === 0) return <span>-</span>;
  if (loading) {
    return (
      <Typography.Text type="secondary" aria-busy="true">
        {t('runtime.loadingDots')}
      </Typography.Text>
    );
  }
  return <span data-pick-kind={kind}>{ids.map((id) => names.get(id) ?? unknownLabel(kind, id)).join(t('runtime.list.separator'))}</span>;
}
