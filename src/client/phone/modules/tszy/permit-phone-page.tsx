// A special-work permit's phone page (/zax/m/x/tszy/permit/:id; issue 16 item 8, docs/phone.md "Permits on the
// phone"): the permit and its slots loaded as the desktop loads them (GET zuoYePiao/detail, {kind}/participants),
// shown in one column by PermitPhoneView; every write (the opinion with its site proof, an action, a gas analysis)
// goes through phoneSend, and the signature and the position through the page's SiteClient (phone-site-client.ts);
// photos through the phone's ResourceClient (the outbox keeps them without signal).
import { Button, Flex, Result, Spin, message } from 'antd';
import { useParams } from 'react-router-dom';
import type { PermitUiAction } from '../../../../domain/permit-permissions.ts';
import { ROUTER_BASENAME } from '../../../config.ts';
import { reasonOf, t } from '../../../pages/tszy/permit-labels.ts';
import { usePermitLoad } from '../../../pages/tszy/use-permit-load.ts';
import { usePermitWriter } from '../../../pages/tszy/use-permit-session.ts';
import { PhoneClients } from '../../phone-clients.tsx';
import { PhonePageFrame } from '../../phone-page.tsx';
import { phoneSend, type PhoneRequest } from '../../phone-send.ts';
import { PermitPhoneView } from './permit-phone-view.tsx';
import { permitActionRequest, permitAuditRequest, permitGasRequest, type SlotDecision } from './permit-phone-requests.ts';
import { phoneSiteClient } from './phone-site-client.ts';

const RECORDING = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS'];

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
      {load.status === 'loading' && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" aria-label={t('permitsui.page.loading')} />
        </Flex>
      )}
      {load.status === 'failed' && (
        <Result
          status={load.notFound ? '404' : 'error'}
          title={t(load.notFound ? 'permitsui.page.notFound' : 'permitsui.page.loadFailed')}
          subTitle={load.reason}
          extra={!load.notFound && <Button onClick={reload}>{t('permitsui.phone.retry')}</Button>}
        />
      )}
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
            onAction={(a: PermitUiAction) => {
              const label = t(`permitsui.action.${a}` as 'permitsui.action.start');
              return send(permitActionRequest({ id, kind: load.permit.zuoYeLeiXing, number: load.permit.zuoYeBianHao }, a, label), t('permitsui.phone.done'));
            }}
            onGas={(set) => send(permitGasRequest({ id, kind: load.permit.zuoYeLeiXing, number: load.permit.zuoYeBianHao }, set, t('permitsui.phone.gas')), t('permitsui.phone.done'))}
          />
        </PhoneClients>
      )}
    </PhonePageFrame>
  );
}
