// The phone app's version records for 应用管理 (issue 24): the platform's `app-version` records of the phone
// channel (schemas/resources/app-version.json), newest first, through the resource's generic list.
import type { AppRelease } from '../pages/system/app-releases.tsx';
import { request } from './http.ts';

/** How many records 应用管理 lists. */
const SHOWN = 20;

export async function fetchPhoneReleases(): Promise<AppRelease[]> {
  const env = await request<{ rows: AppRelease[] }>({
    method: 'GET',
    url: '/u-basic/app-version/list',
    params: { channel: 'phone', page: 1, limit: SHOWN },
    silent: true,
  });
  return env.data?.rows ?? [];
}
