// 实时视频's calls (docs/video.md): the enterprise's cameras (the generic list of resource `camera`, a page of 100 at a
// time, with the labels of their areas) and the cameras covering a work site (GET /spjk/camera/site).
import { textOrNull } from '../../domain/text-or-null.ts';
import { request } from './http.ts';

/** A camera as the live view needs it. */
export interface LiveCamera {
  id: number;
  code: string;
  name: string;
  areaName: string | null;
  location: string | null;
  site: string | null;
  /** online | offline | fault (a missing status counts as online). */
  onlineStatus: string | null;
  previewUrl: string | null;
}

const PAGE = 100;
/** At most this many pages are read (10,000 cameras). */
const MAX_PAGES = 100;

interface CameraRow {
  id: number;
  code?: unknown;
  name?: unknown;
  location?: unknown;
  site?: unknown;
  onlineStatus?: unknown;
  previewUrl?: unknown;
  refLabels?: { areaId?: unknown };
}

function liveCamera(r: CameraRow): LiveCamera {
  return {
    id: r.id,
    code: String(r.code ?? ''),
    name: String(r.name ?? ''),
    areaName: textOrNull(r.refLabels?.areaId),
    location: textOrNull(r.location),
    site: textOrNull(r.site),
    onlineStatus: textOrNull(r.onlineStatus),
    previewUrl: textOrNull(r.previewUrl),
  };
}

/** Every camera of the enterprise, by name. */
export async function listCameras(): Promise<LiveCamera[]> {
  const all: LiveCamera[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await request<{ rows: CameraRow[]; total: number }>({
      method: 'GET',
      url: '/u-basic/camera/list',
      params: { page, limit: PAGE, sort: 'name', order: 'asc' },
      silent: true,
    });
    const rows = res.data?.rows ?? [];
    all.push(...rows.map(liveCamera));
    if (rows.length < PAGE || all.length >= (res.data?.total ?? 0)) break;
  }
  return all;
}

/** The cameras covering a work site (same text as the permit's 作业地点). */
export async function siteCameras(site: string): Promise<LiveCamera[]> {
  const res = await request<(Omit<LiveCamera, 'areaName'> & { areaName?: string | null })[]>({ method: 'GET', url: '/spjk/camera/site', params: { site }, silent: true });
  return (res.data ?? []).map((c) => ({ ...c, areaName: c.areaName ?? null }));
}
