// 设备管理's own route (src/server/equipment/equipment-history.ts): a device's history, one page of it.
import type { EquipmentHistoryPage } from '../../domain/equipment-history.ts';
import { request } from './http.ts';

/** One page of the device's history, newest first; silent: the card shows a failure itself. */
export async function loadEquipmentHistory(equipmentId: number, page: number, limit: number): Promise<EquipmentHistoryPage> {
  const body = await request<EquipmentHistoryPage>({ method: 'GET', url: '/equipment/history', params: { equipmentId, page, limit }, silent: true });
  return body.data ?? { rows: [], total: 0 };
}
