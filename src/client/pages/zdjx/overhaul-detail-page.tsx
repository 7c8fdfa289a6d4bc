// 检修详情 (menu component zdjx/detail, route /zdjx/record/:id; issue 18 item 4): an overhaul record, then its plan's
// items and shutdowns (停车检修, with their isolation and restart acceptance), and the special-work permits raised for
// the plan (the permits its items name). Each item's header shows its site state, its work, who confirmed it on site
// and when (the phone's site step, docs/patrol.md "重点检修 on the phone"). The record list's 记录名称 links here.
import { xjxcZh } from '../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { listOverhaulPermits } from '../../api/zdjx-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { RecordDetailPage } from '../record-detail-page.tsx';
import { OverhaulPermitsCard } from './overhaul-permits-card.tsx';

const t = textOf(xjxcZh);
const ITEM_HEADER = { 'overhaul-item': ['content', 'siteBy', 'siteAt'] } as const;

export default function OverhaulDetailPage({ title }: Partial<ViewProps>) {
  return (
    <RecordDetailPage
      title={title}
      resourceKey="overhaul-record"
      listPath="/zdjx/record"
      stageKeys={['overhaul-item', 'device-stop']}
      stageFields={ITEM_HEADER}
      linkField="planId"
      stagesTitle={t('xjxc.page.overhaulLinks')}
      footer={(record) => <OverhaulPermitsCard planId={typeof record.planId === 'number' ? record.planId : null} load={listOverhaulPermits} />}
    />
  );
}
