// 维修工单 (menu component equipment/repair-detail, route /equipment/repair/:id; issue 18 item 3): a repair order with
// its state flow (actions the signed-in person may take, history) and the patrol results that opened it. The repair
// list's 故障简述 links here.
import { xjxcZh } from '../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { RecordDetailPage } from '../record-detail-page.tsx';

const t = textOf(xjxcZh);

export default function RepairDetailPage({ title }: Partial<ViewProps>) {
  return (
    <RecordDetailPage
      title={title}
      resourceKey="repair-order"
      listPath="/equipment/repair"
      workflow
      links={[{ resource: 'patrol-result', field: 'repairOrderId', fields: ['recordId', 'pointId', 'itemId', 'reading', 'verdict'] }]}
      stagesTitle={t('xjxc.page.repairLinks')}
    />
  );
}
