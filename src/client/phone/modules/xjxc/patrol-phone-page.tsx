// A patrol's phone page (/zax/m/x/xjxc/patrol/:id; docs/patrol.md "On the phone"), opened from 待办 (a patrol the
// plan generated for the inspector): the record, its route and items (patrol-phone-load.ts) answered point by point
// (PatrolPhoneForm). Every write goes through phoneSend, so that without signal the results and the submission wait
// on the phone and are sent once, in order: 暂存 is `PUT /u-basic/patrol-record {id, results}`, 提交巡检 the same then
// `POST /u-basic/patrol-record/submit {id}`. A refusal (a reading beyond the instrument's range, an abnormal item
// without its photo, a patrol already submitted) is shown with the server's words and changes nothing. 扫码 sends the
// scanned point's code (`POST /xjxc/patrol-scan {recordId, code}`, also through phoneSend): the server checks it is a
// point of this route and records it as reached by scan; without signal the point is found on the phone and the scan
// waits to be sent.
import { Button, message } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { xjxcZh } from '../../../../domain/i18n/zh/xjxc.ts';
import { PATROL_SCAN_URL, type PatrolScanAnswer } from '../../../../domain/patrol-scan.ts';
import { phonePatrolPath } from '../../../../domain/phone-paths.ts';
import { parseQrCode } from '../../../../domain/qr-code-format.ts';
import { refusalWords } from '../../../../runtime/client-failure.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { PhoneClients } from '../../phone-clients.tsx';
import { PhonePageFrame } from '../../phone-page.tsx';
import { RecordLoadState } from '../../record-load-state.tsx';
import { phoneSend } from '../../phone-send.ts';
import { PatrolPhoneForm, type PatrolScanResult } from './patrol-phone-form.tsx';
import { usePatrolLoad } from './patrol-phone-load.ts';

const t = textOf(xjxcZh);
const RECORD_URL = '/u-basic/patrol-record';

const refusal = (e: unknown): string => refusalWords(e, t('xjxc.phone.failed'));

export default function PatrolPhonePage() {
  const id = Number(useParams().id);
  const [attempt, setAttempt] = useState(0);
  const load = usePatrolLoad(id, attempt, t('xjxc.phone.loadFailed'));
  const reload = () => setAttempt((a) => a + 1);
  const name = load.status === 'ready' ? String(load.value.record.name ?? id) : String(id);

  const save = (results: Record<string, unknown>[]) =>
    phoneSend({ method: 'PUT', url: RECORD_URL, body: { id, results }, label: `${name} ${t('xjxc.phone.save')}`, page: phonePatrolPath(id) });

  /** Runs the writes: says whether they were sent or wait on the phone, reloads once sent; a refusal is shown and thrown back. */
  const write = async (steps: () => Promise<'sent' | 'queued'>, done: string) => {
    try {
      const status = await steps();
      if (status === 'queued') void message.info(t('xjxc.phone.queued'));
      else {
        void message.success(done);
        reload();
      }
    } catch (e) {
      void message.error(refusal(e));
      throw e;
    }
  };

  const onSave = (results: Record<string, unknown>[]) => write(async () => (await save(results)).status, t('xjxc.phone.saved'));
  const onSubmit = (results: Record<string, unknown>[]) =>
    write(async () => {
      const saved = await save(results);
      const submitted = await phoneSend({ method: 'POST', url: `${RECORD_URL}/submit`, body: { id }, label: `${name} ${t('xjxc.phone.submit')}`, page: phonePatrolPath(id) });
      return saved.status === 'queued' || submitted.status === 'queued' ? 'queued' : 'sent';
    }, t('xjxc.phone.submitted'));

  const onScan = async (code: string): Promise<PatrolScanResult> => {
    try {
      const r = await phoneSend<PatrolScanAnswer>({ method: 'POST', url: PATROL_SCAN_URL, body: { recordId: id, code }, label: `${name} ${t('xjxc.phone.scan')}`, page: phonePatrolPath(id) });
      if (r.status === 'sent') return { pointId: r.data.pointId, queued: false, scannedPointIds: r.data.scannedPointIds };
      return { pointId: parseQrCode(code)?.recordId ?? 0, queued: true };
    } catch (e) {
      throw new Error(refusal(e));
    }
  };

  return (
    <PhonePageFrame title={load.status === 'ready' ? name : t('xjxc.phone.title')} back extra={<Button type="text" onClick={reload}>{t('xjxc.phone.retry')}</Button>}>
      <RecordLoadState
        load={load}
        words={{ loading: t('xjxc.phone.loading'), notFound: t('xjxc.phone.notFound'), failed: t('xjxc.phone.loadFailed'), retry: t('xjxc.phone.retry') }}
        onRetry={reload}
      />
      {load.status === 'ready' && (
        <PhoneClients>
          <PatrolPhoneForm key={attempt} task={load.value} onSave={onSave} onSubmit={onSubmit} onScan={onScan} />
        </PhoneClients>
      )}
    </PhonePageFrame>
  );
}
