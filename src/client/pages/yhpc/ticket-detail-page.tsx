// 隐患详情 (/yhpc/ticket/:id): the ledger with the record's detail open (`?detail=<id>`, the runtime's drawer with
// the workflow's actions and history), so that a ticket has one detail however it is reached.
import { Result } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { yhpcZh } from '../../../domain/i18n/zh/yhpc.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(yhpcZh);
export const LEDGER_PATH = '/yhpc/ticket';

export default function TicketDetailPage() {
  const { id } = useParams();
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) return <Result status="404" title={t('yhpc.page.notFound')} />;
  return <Navigate replace to={`${LEDGER_PATH}?detail=${n}`} />;
}
