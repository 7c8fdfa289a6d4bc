// The read of an overhaul item's phone page (重点检修, docs/patrol.md "重点检修 on the phone"): the item with its
// references' labels (plan, equipment, responsible, who confirmed it on site), over the desktop's HTTP client (silent:
// the page shows its own messages). Loaded again when `attempt` changes.
import { request } from '../../../api/http.ts';
import { useRecordLoad, type RecordLoad } from '../../use-record-load.ts';

type Data = Record<string, unknown>;

/** An overhaul item as its phone page shows it. */
export interface OverhaulItemView {
  record: Data & { id: number };
  /** The labels of its references by field (`refLabels` of the answer). */
  labels: Readonly<Record<string, string>>;
}

export type OverhaulItemLoad = RecordLoad<OverhaulItemView>;

/** The labels answered beside a record, the single references only. */
export function labelsOf(record: Data): Record<string, string> {
  const raw = record.refLabels;
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw as Data).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export async function loadOverhaulItem(id: number): Promise<OverhaulItemView> {
  const body = await request<Data & { id: number }>({ method: 'GET', url: `/u-basic/overhaul-item/${id}`, silent: true });
  const record = body.data as Data & { id: number };
  return { record, labels: labelsOf(record) };
}

/** Loads the item `id` (again when `attempt` changes). */
export function useOverhaulItemLoad(id: number, attempt: number, fallback: string): OverhaulItemLoad {
  return useRecordLoad(id, attempt, fallback, loadOverhaulItem);
}
