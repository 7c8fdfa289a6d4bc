// A shutdown's phone page (/zax/m/x/zdjx/stop/:id; 停车检修, docs/patrol.md "On the phone"), opened from 待办 or by
// its address: the shutdown, its plan and devices; while it waits to stop, the isolation confirmed on site item by
// item (energy isolated, locked and tagged out, purged) and 确认隔离并停车, which sends the `stop` action through the
// outbox with the checks, the stop time and the person on the phone as the isolation's confirmer (the server's guard
// and its rule that the confirmer may not accept the restart apply). The later steps (检修完成, 开车验收) are the
// record page's workflow (/r/device-stop/:id).
import { Alert, Button, Card, Checkbox, Flex, Input, Modal, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { xjxcZh } from '../../../../domain/i18n/zh/xjxc.ts';
import { phoneRecordPath, phoneShutdownPath } from '../../../../domain/phone-paths.ts';
import { refusalWords } from '../../../../runtime/client-failure.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { PhonePageFrame } from '../../phone-page.tsx';
import { RecordLoadState } from '../../record-load-state.tsx';
import { phoneSend } from '../../phone-send.ts';
import { allTicked, ISOLATION_CHECKS, stopBody, ticksOf, type IsolationCheck } from './shutdown-isolation.ts';
import { useShutdownLoad, type ShutdownView } from './shutdown-phone-load.ts';

const t = textOf(xjxcZh);
const STATE_COLOR: Record<string, string> = { planned: 'orange', stopped: 'processing', toAccept: 'gold', restarted: 'green' };

const refusal = (e: unknown): string => refusalWords(e, t('xjxc.phone.stop.failed'));

function Isolation({ view, onStopped }: { view: ShutdownView; onStopped: () => void }) {
  const { record } = view;
  const staffId = useSessionStore((s) => s.userInfo?.renYuanId ?? null);
  const userName = useSessionStore((s) => s.userInfo?.userName ?? '');
  const [ticks, setTicks] = useState<Record<IsolationCheck, boolean>>(() => ticksOf(record));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [modal, holder] = Modal.useModal();
  const ready = allTicked(ticks) && staffId !== null;
  const send = async () => {
    if (staffId === null) return;
    setBusy(true);
    try {
      const r = await phoneSend({
        method: 'POST',
        url: '/u-basic/device-stop/stop',
        body: stopBody(record.id, ticks, staffId, new Date(), note),
        label: `${String(record.name ?? record.id)} ${t('xjxc.phone.stop.confirm')}`,
        page: phoneShutdownPath(record.id),
      });
      if (r.status === 'queued') void message.info(t('xjxc.phone.stop.queued'));
      else {
        void message.success(t('xjxc.phone.stop.done'));
        onStopped();
      }
    } catch (e) {
      void message.error(refusal(e));
    } finally {
      setBusy(false);
    }
  };
  const confirm = () =>
    void modal.confirm({
      title: t('xjxc.phone.stop.confirm'),
      content: t('xjxc.phone.stop.confirmAsk', { name: userName }),
      okText: t('xjxc.phone.stop.confirm'),
      cancelText: t('xjxc.phone.stop.cancel'),
      onOk: send,
    });
  return (
    <Card size="small" title={t('xjxc.phone.stop.checks')} data-testid="shutdown-isolation">
      {holder}
      <Flex vertical gap={12}>
        {ISOLATION_CHECKS.map((c) => (
          <Checkbox key={c} checked={ticks[c]} onChange={(e) => setTicks((all) => ({ ...all, [c]: e.target.checked }))} style={{ minHeight: 40 }}>
            {t(`xjxc.phone.stop.${c}`)}
          </Checkbox>
        ))}
        <Input.TextArea aria-label={t('xjxc.phone.stop.note')} placeholder={t('xjxc.phone.stop.note')} maxLength={500} autoSize value={note} onChange={(e) => setNote(e.target.value)} />
        {staffId === null && <Alert type="warning" showIcon message={t('xjxc.phone.stop.noStaff')} />}
        {staffId !== null && !allTicked(ticks) && <Typography.Text type="secondary">{t('xjxc.phone.stop.incomplete')}</Typography.Text>}
        <Button type="primary" size="large" block danger disabled={!ready} loading={busy} onClick={confirm}>
          {t('xjxc.phone.stop.confirm')}
        </Button>
      </Flex>
    </Card>
  );
}

function ShutdownBody({ view, onStopped }: { view: ShutdownView; onStopped: () => void }) {
  const { record, planName, devices } = view;
  const state = typeof record.stopState === 'string' ? record.stopState : 'planned';
  return (
    <Flex vertical gap={12} className="zm-pad" data-testid="shutdown-phone">
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{String(record.name ?? '')}</Typography.Text>
        <Tag color={STATE_COLOR[state]}>{t(`xjxc.phone.stop.state.${state}` as 'xjxc.phone.stop.state.planned')}</Tag>
      </Flex>
      {planName && <Typography.Text>{t('xjxc.phone.stop.plan', { name: planName })}</Typography.Text>}
      {typeof record.planStopTime === 'string' && <Typography.Text type="secondary">{t('xjxc.phone.stop.planStop', { at: record.planStopTime })}</Typography.Text>}
      {typeof record.actualStopTime === 'string' && <Typography.Text type="secondary">{t('xjxc.phone.stop.actualStop', { at: record.actualStopTime })}</Typography.Text>}
      <Card size="small" title={t('xjxc.phone.stop.devices')}>
        <Flex gap={8} wrap>
          {devices.map((d) => (
            <Tag key={d}>{d}</Tag>
          ))}
        </Flex>
      </Card>
      {state === 'planned' ? <Isolation view={view} onStopped={onStopped} /> : <Alert type="success" showIcon message={t('xjxc.phone.stop.isolated')} />}
      <Link to={phoneRecordPath('device-stop', record.id)}>{t('xjxc.phone.stop.more')}</Link>
    </Flex>
  );
}

export default function ShutdownPhonePage() {
  const id = Number(useParams().id);
  const [attempt, setAttempt] = useState(0);
  const load = useShutdownLoad(id, attempt, t('xjxc.phone.stop.loadFailed'));
  const reload = () => setAttempt((a) => a + 1);
  return (
    <PhonePageFrame title={t('xjxc.phone.stop.title')} back extra={<Button type="text" onClick={reload}>{t('xjxc.phone.stop.retry')}</Button>}>
      <RecordLoadState
        load={load}
        words={{ loading: t('xjxc.phone.stop.loading'), notFound: t('xjxc.phone.stop.notFound'), failed: t('xjxc.phone.stop.loadFailed'), retry: t('xjxc.phone.stop.retry') }}
        onRetry={reload}
      />
      {load.status === 'ready' && <ShutdownBody view={load.value} onStopped={reload} />}
    </PhonePageFrame>
  );
}
