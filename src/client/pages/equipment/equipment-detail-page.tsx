// 设备详情 (menu component equipment/detail, route /equipment/ledger/:id; issue 18 item 1): a device's ledger record and
// its history in one page: its repair orders, patrol results, maintenance (检维修管理), overhaul items and records, and
// the hidden dangers found on it. The ledger's 设备名称 links here.
import { xjxcZh } from '../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { StageLink } from '../../../runtime/workflow/record-stages.tsx';
import type { ViewProps } from '../../router/view-registry.ts';
import { RecordDetailPage } from '../record-detail-page.tsx';

const t = textOf(xjxcZh);

/** The resources that refer to a device, with the fields each row shows. */
export const EQUIPMENT_LINKS: readonly StageLink[] = [
  { resource: 'repair-order', field: 'equipmentId', fields: ['title', 'urgency', 'repairer', 'createdAt'] },
  { resource: 'patrol-result', field: 'equipmentId', fields: ['recordId', 'itemId', 'reading', 'verdict'] },
  { resource: 'maintenance-management', field: 'productionEquipmentId', fields: ['projectName', 'planStartDate', 'progressStatus'] },
  { resource: 'overhaul-item', field: 'equipmentId', fields: ['planId', 'content', 'planStartDate'] },
  { resource: 'overhaul-record', field: 'equipmentId', fields: ['name', 'result', 'endTime'] },
  { resource: 'hidden-danger', field: 'equipmentId', fields: ['title', 'level', 'foundDate'] },
];

export default function EquipmentDetailPage({ title }: Partial<ViewProps>) {
  return (
    <RecordDetailPage title={title} resourceKey="production-equipment" listPath="/equipment/ledger" links={EQUIPMENT_LINKS} stagesTitle={t('xjxc.page.equipmentHistory')} />
  );
}
