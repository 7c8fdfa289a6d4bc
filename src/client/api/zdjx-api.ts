// 重点检修's own route (src/server/zdjx/zdjx-plugin.ts): the special-work permits of an overhaul plan.
import type { OverhaulPermit } from '../../domain/zdjx-overhaul.ts';
import { request } from './http.ts';

/** The permits the plan's items name; silent: the card shows a failure itself. */
export async function listOverhaulPermits(planId: number): Promise<OverhaulPermit[]> {
  const body = await request<OverhaulPermit[]>({ method: 'GET', url: '/zdjx/permits', params: { planId }, silent: true });
  return body.data ?? [];
}
