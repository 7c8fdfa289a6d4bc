// An overhaul item's phone page (/zax/m/x/zdjx/item/:id; 重点检修, docs/patrol.md "重点检修 on the phone"), opened from
// 待办 (an item waits for its responsible person) or from the item's QR code: the item and its site step
// (OverhaulItemPhoneView). 确认完成 is `POST /u-basic/overhaul-item/complete {id, fields: {sitePhotos, siteNote}}`,
// 报告受阻 `POST /u-basic/overhaul-item/block {id, fields: {blockReason}}`, both through phoneSend (without signal they
// wait and are sent once; the photos as pending files). A refusal shows the server's words and changes nothing.
import { Button, message } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { xjxcZh } from '../../../../domain/i18n/zh/xjxc.ts';
import { phoneOverhaulItemPath } from '../../../../domain/phone-paths.ts';
import { refusalWords } from '../../../../runtime/client-failure.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { PhoneClients } from '../../phone-clients.tsx';
import { PhonePageFrame } from '../../phone-page.tsx';
import { RecordLoadState } from '../../record-load-state.tsx';
import { phoneSend } from '../../phone-send.ts';
import { useOverhaulItemLoad } from './overhaul-item-phone-load.ts';
import { OverhaulItemPhoneView } from './overhaul-item-phone-view.tsx';

const t = textOf(xjxcZh);
const ITEM_URL = '/u-basic/overhaul-item';

const refusal = (e: unknown): string => refusalWords(e, t('xjxc.phone.item.failed'));

export default function OverhaulItemPhonePage() {
  const id = Number(useParams().id);
  const [attempt, setAttempt] = useState(0);
  const load = useOverhaulItemLoad(id, attempt, t('xjxc.phone.item.loadFailed'));
  const reload = () => setAttempt((a) => a + 1);
  const name = load.status === 'ready' ? String(load.value.record.content ?? id) : String(id);

  const act = async (action: 'complete' | 'block', fields: Record<string, unknown>, label: string, done: string) => {
    try {
      const r = await phoneSend({ method: 'POST', url: `${ITEM_URL}/${action}`, body: { id, fields }, label: `${name} ${label}`, page: phoneOverhaulItemPath(id) });
      if (r.status === 'queued') void message.info(t('xjxc.phone.item.queued'));
      else {
        void message.success(done);
        reload();
      }
    } catch (e) {
      void message.error(refusal(e));
      throw e;
    }
  };

  return (
    <PhonePageFrame title={t('xjxc.phone.item.title')} back extra={<Button type="text" onClick={reload}>{t('xjxc.phone.item.retry')}</Button>}>
      <RecordLoadState
        load={load}
        words={{ loading: t('xjxc.phone.item.loading'), notFound: t('xjxc.phone.item.notFound'), failed: t('xjxc.phone.item.loadFailed'), retry: t('xjxc.phone.item.retry') }}
        onRetry={reload}
      />
      {load.status === 'ready' && (
        <PhoneClients>
          <OverhaulItemPhoneView
            key={attempt}
            view={load.value}
            onComplete={(photos, note) => act('complete', { sitePhotos: photos, siteNote: note }, t('xjxc.phone.item.complete'), t('xjxc.phone.item.done'))}
            onBlock={(reason) => act('block', { blockReason: reason }, t('xjxc.phone.item.block'), t('xjxc.phone.item.blocked'))}
          />
        </PhoneClients>
      )}
    </PhonePageFrame>
  );
}
