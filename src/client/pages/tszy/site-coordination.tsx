// The coordination of simultaneous work on a permit's detail (GB 30871 4.6; block tszy/site-works): who confirmed
// that the works at the same place and time are coordinated, when, and which permits it covered; a warning while
// it is missing or no longer covers every work; for a writer, the optional note and 确认协调 (asked once more).
import { Alert, Button, Flex, Popconfirm, message } from 'antd';
import { OpinionInput } from './opinion-input.tsx';
import { useState } from 'react';
import type { SiteWorks } from '../../api/permit-api.ts';
import { reasonOf, showTime, t } from './permit-labels.ts';

export interface SiteCoordinationProps {
  coordination: SiteWorks['coordination'];
  /** Records the caller's confirmation with the note; absent for a reader or a permit past its work. */
  onConfirm?: (opinion: string | undefined) => Promise<unknown>;
}

export function SiteCoordination({ coordination: { status, last }, onConfirm }: SiteCoordinationProps) {
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  if (status === 'none') return null;
  const confirm = async () => {
    if (!onConfirm) return;
    setBusy(true);
    try {
      await onConfirm(opinion.trim() || undefined);
      setOpinion('');
      void message.success(t('permitsui.coordination.done'));
    } catch (e) {
      void message.error(reasonOf(e, t('permitsui.action.failed')));
    } finally {
      setBusy(false);
    }
  };
  const byWhom = last ? { name: last.byName, time: showTime(last.at), numbers: last.numbers.join(t('permitsui.sep.list')) } : null;
  return (
    <Flex vertical gap={8} data-testid="site-coordination">
      {status === 'confirmed' && byWhom ? (
        <Alert
          type="success"
          showIcon
          message={t('permitsui.coordination.confirmed', byWhom)}
          description={last?.opinion ? t('permitsui.coordination.note', { note: last.opinion }) : undefined}
        />
      ) : (
        <Alert type="warning" showIcon message={byWhom ? t('permitsui.coordination.stale', byWhom) : t('permitsui.coordination.missing')} />
      )}
      {onConfirm && (
        <Flex gap={8} align="start">
          <OpinionInput label={t('permitsui.coordination.noteLabel')} placeholder={t('permitsui.coordination.noteHint')} value={opinion} rows={1} onChange={setOpinion} />
          <Popconfirm title={t('permitsui.coordination.ask')} onConfirm={() => void confirm()}>
            <Button type={status === 'confirmed' ? 'default' : 'primary'} loading={busy}>
              {t('permitsui.coordination.confirm')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Flex>
  );
}
