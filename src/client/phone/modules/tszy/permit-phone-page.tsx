// A special-work permit's phone page (/zax/m/x/tszy/permit/:id; issue 16 item 8, docs/phone.md "Permits on the
// phone"): the permit and its slots loaded as the desktop loads them (GET zuoYePiao/detail, {kind}/participants),
// shown in one column by PermitPhoneView; every write (the opinion with its site proof, an action, a gas analysis)
// goes through phoneSend, and the signature and the position through the page's SiteClient (phone-site-client.ts);
// photos through the phone's ResourceClient (the outbox keeps them without signal).
import { Button, message } from 'antd';
import { useParams } from 'react-router-dom';
import type { PermitUiAction } from '../../../../domain/permit-permissions.ts';
import { ROUTER_BASENAME } from '../../../config.ts';
import { reasonOf, t } from '../../../pages/tszy/permit-labels.ts';
import { usePermitLoad } from '../../../pages/tszy/use-permit-load.ts';
import { usePermitWriter } from '../../../pages/tszy/use-permit-session.ts';
import { PhoneClients } from '../../phone-clients.tsx';
import { PhonePageFrame } from '../../phone-page.tsx';
import { RecordLoadState } from '../../record-load-state.tsx';
import { phoneSend, type PhoneRequest } from '../../phone-send.ts';
import { PermitPhoneView } from './permit-phone-view.tsx';
import { PermitPhoneGuard } from './permit-phone-guard.tsx';
import { PermitPhoneBriefingCard } from './permit-phone-briefing.tsx';
import { permitActionRequest, permitAuditRequest, permitCountersignRequest, permitGasRequest, type SlotDecision } from './permit-phone-requests.ts';
import { permitCountersignZh } from '../../../../domain/i18n/zh/permit-countersign.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { phoneSiteClient } from './phone-site-client.ts';

const RECORDING = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS'];
const tcs = textOf(permitCountersignZh);

export default function PermitPhonePage() {
  const id = Number(useParams().id);
  const canWrite = usePermitWriter();
  const { load, reload } = usePermitLoad(id);

  /** Sends a write: reloads once sent, says it waits when queued; a refusal is shown and thrown back. */
  const send = async (req: PhoneRequest, done: string) => {
    try {
      const r = await phoneSend(req);
      if (r.status === 'queued') void message.info(t('permitsui.phone.queued'));
      else void message.success(done);
      reload();
    } catch (e) {
      void message.error(reasonOf(e, t('permitsui.action.failed')));
      throw e;
    }
  };

  const title = load.status === 'ready' ? `${load.permit.zuoYeBianHao}` : t('permitsui.phone.title');
  return (
    <PhonePageFrame title={title} back extra={<Button type="text" onClick={reload}>{t('permitsui.phone.retry')}</Button>}>
      <RecordLoadState
        load={load.status === 'failed' ? { ...load, message: load.reason } : load}
        words={{ loading: t('permitsui.page.loading'), notFound: t('permitsui.page.notFound'), failed: t('permitsui.page.loadFailed'), retry: t('permitsui.phone.retry') }}
        onRetry={reload}
      />
      {load.status === 'ready' && (
        <PhoneClients site={phoneSiteClient}>
          <PermitPhoneView
            permit={load.permit}
            people={load.people}
            canAddGas={canWrite && RECORDING.includes(load.permit.zhuangTai)}
            desktopHref={`${ROUTER_BASENAME}/tszy/detail/${id}`}
            onDecide={(d: SlotDecision) =>
              send(
                permitAuditRequest({ id, kind: load.permit.zuoYeLeiXing, number: load.permit.zuoYeBianHao }, d, t('permitsui.action.audit')),
                t(d.decision === 'approve' ? 'permitsui.done.approve' : 'permitsui.done.return'),
              )
            }
            onCountersign={(department: string, d: SlotDecision) =>
              send(
                permitCountersignRequest({ id, kind: load.permit.zuoYeLeiXing, number: load.permit.zuoYeBianHao }, department, d, tcs('permitsui.countersign.signAs', { department })),
                d.decision === 'approve' ? tcs('permitsui.countersign.done', { department }) : t('permitsui.done.return'),
              )
            }
            onAction={(a: PermitUiAction) => {
              const label = t(`permitsui.action.${a}` as 'permitsui.action.start');
              return send(permitActionRequest({ id, kind: load.permit.zuoYeLeiXing, number: load.permit.zuoYeBianHao }, a, label), t('permitsui.phone.done'));
            }}
            onGas={(set) => send(permitGasRequest({ id, kind: load.permit.zuoYeLeiXing, number: load.permit.zuoYeBianHao }, set, t('permitsui.phone.gas')), t('permitsui.phone.done'))}
          />
          <PermitPhoneGuard permit={load.permit} onSend={send} />
          <PermitPhoneBriefingCard permit={load.permit} canSign={canWrite} onSigned={reload} />
        </PhoneClients>
      )}
    </PhonePageFrame>
  );
}
