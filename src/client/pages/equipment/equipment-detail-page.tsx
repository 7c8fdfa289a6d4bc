// 设备详情 (menu component equipment/detail, route /equipment/ledger/:id; issue 18 item 1): a device's ledger record and
// its history in one timeline, newest first and paged (GET /equipment/history): patrols, repairs, maintenance,
// start-stop records and shutdowns, overhaul items and records, and the hidden dangers found on it, each linking to
// its record. The ledger's 设备名称 links here.
import { xjxcZh } from '../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { loadEquipmentHistory } from '../../api/equipment-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { RecordDetailPage } from '../record-detail-page.tsx';
import { EquipmentHistoryCard } from './equipment-history-card.tsx';

const t = textOf(xjxcZh);

export default function EquipmentDetailPage({ title }: Partial<ViewProps>) {
  return (
    <RecordDetailPage
      title={title}
      resourceKey="production-equipment"
      listPath="/equipment/ledger"
      stagesTitle={t('xjxc.page.equipmentHistory')}
      footer={(record) => <EquipmentHistoryCard equipmentId={record.id} load={loadEquipmentHistory} />}
    />
  );
}
