// 巡检详情 (menu component xjxc/record-detail, route /xjxc/record/:id; issue 18 item 2): a patrol record with its state
// (submit, mark missed, history), its results item by item (reading, verdict, photos) and the repair orders it opened.
// The record list's 巡检名称 links here.
import { xjxcZh } from '../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { RecordDetailPage } from '../record-detail-page.tsx';

const t = textOf(xjxcZh);

export default function PatrolRecordDetailPage({ title }: Partial<ViewProps>) {
  return (
    <RecordDetailPage
      title={title}
      resourceKey="patrol-record"
      listPath="/xjxc/record"
      workflow
      links={[
        { resource: 'patrol-result', field: 'recordId', fields: ['pointId', 'itemId', 'normal', 'reading', 'verdict'] },
        { resource: 'repair-order', field: 'patrolRecordId', fields: ['title', 'repairer', 'createdAt'] },
      ]}
      stagesTitle={t('xjxc.page.recordResults')}
    />
  );
}
