// The reads of a shutdown's phone page (停车检修, docs/patrol.md "On the phone"): the shutdown, its plan's name and its
// devices' names, over the desktop's HTTP client (silent: the page shows its own messages). Loaded again when
// `attempt` changes.
import { useRecordLoad, type RecordLoad } from '../../use-record-load.ts';
import { request } from '../../../api/http.ts';

type Data = Record<string, unknown>;

export interface ShutdownView {
  record: Data & { id: number };
  planName: string;
  devices: string[];
}

export type ShutdownLoad = RecordLoad<ShutdownView>;

async function detail(resource: string, id: number): Promise<Data & { id: number }> {
  const body = await request<Data & { id: number }>({ method: 'GET', url: `/u-basic/${resource}/${id}`, silent: true });
  return body.data as Data & { id: number };
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const nameOf = (d: Data | null): string => (d && typeof d.name === 'string' ? d.name : '');

/** The shutdown with its plan's and devices' names (a device deleted since is left out). */
export async function loadShutdown(id: number): Promise<ShutdownView> {
  const record = await detail('device-stop', id);
  const planId = typeof record.planId === 'number' ? record.planId : null;
  const [plan, devices] = await Promise.all([
    planId ? detail('overhaul-plan', planId).catch(() => null) : Promise.resolve(null),
    Promise.all(ids(record.equipmentIds).map((d) => detail('production-equipment', d).catch(() => null))),
  ]);
  return { record, planName: nameOf(plan), devices: devices.map(nameOf).filter((n) => n !== '') };
}

/** Loads the shutdown `id` (again when `attempt` changes). */
export function useShutdownLoad(id: number, attempt: number, fallback: string): ShutdownLoad {
  return useRecordLoad(id, attempt, fallback, loadShutdown);
}
