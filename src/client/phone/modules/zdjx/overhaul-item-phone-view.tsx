// What an overhaul item's phone page shows (重点检修, docs/patrol.md "重点检修 on the phone"): the item (its plan,
// equipment, work and planned days) and its site state; while 待施工 or 受阻, 确认完成 (photos and a note, both
// required, as the server's `complete` requires them) and, while 待施工, 报告受阻 (the reason); once confirmed, who
// confirmed it and when, the note and the photos. The writes are the page's (`onComplete`, `onBlock`), each after its
// confirmation; a refusal keeps what was entered.
import { Alert, Button, Card, Flex, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { xjxcZh } from '../../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { PhotoCapture } from '../../../../runtime/phone/photo-capture.tsx';
import type { OverhaulItemView } from './overhaul-item-phone-load.ts';

const t = textOf(xjxcZh);
const STATE_COLOR: Record<string, string> = { todo: 'orange', done: 'green', blocked: 'red' };
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export interface OverhaulItemPhoneViewProps {
  view: OverhaulItemView;
  /** Sends `complete` with the photos and the note; rejects with the refusal (already told). */
  onComplete: (photos: string[], note: string) => Promise<void>;
  /** Sends `block` with the reason; rejects with the refusal (already told). */
  onBlock: (reason: string) => Promise<void>;
}

export function OverhaulItemPhoneView({ view, onComplete, onBlock }: OverhaulItemPhoneViewProps) {
  const { record, labels } = view;
  const state = typeof record.itemState === 'string' ? record.itemState : 'todo';
  const open = state === 'todo' || state === 'blocked';
  const [photos, setPhotos] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [modal, holder] = Modal.useModal();
  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    try {
      await what();
    } catch {
      // Told by the page; what was entered stays.
    } finally {
      setBusy(false);
    }
  };
  const ask = (title: string, content: string, action: () => Promise<void>) =>
    void modal.confirm({ title, content, okText: title, cancelText: t('xjxc.phone.item.cancel'), onOk: () => run(action) });
  const ready = photos.length > 0 && note.trim() !== '';
  const photosDone = Array.isArray(record.sitePhotos) ? record.sitePhotos.filter((p): p is string => typeof p === 'string') : [];

  return (
    <Flex vertical gap={12} className="zm-pad" data-testid="overhaul-item-phone">
      {holder}
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{str(record.content)}</Typography.Text>
        <Tag color={STATE_COLOR[state]} data-testid="overhaul-item-state">
          {t(`xjxc.phone.item.state.${state}` as 'xjxc.phone.item.state.todo')}
        </Tag>
      </Flex>
      {labels.planId && <Typography.Text>{t('xjxc.phone.item.plan', { name: labels.planId })}</Typography.Text>}
      {labels.equipmentId && <Typography.Text>{t('xjxc.phone.item.equipment', { name: labels.equipmentId })}</Typography.Text>}
      <Typography.Text type="secondary">{t('xjxc.phone.item.window', { start: str(record.planStartDate), end: str(record.planEndDate) })}</Typography.Text>
      {state === 'blocked' && <Alert type="error" showIcon message={t('xjxc.phone.item.blockedBecause', { reason: str(record.blockReason) })} />}
      {typeof record.siteAt === 'string' && (
        <Typography.Text type="secondary" data-testid="overhaul-item-by">
          {t('xjxc.phone.item.by', { name: labels.siteBy ?? '-', at: record.siteAt })}
        </Typography.Text>
      )}
      {state === 'done' && (
        <Card size="small" title={t('xjxc.phone.item.note')}>
          <Flex vertical gap={8}>
            <Typography.Text>{str(record.siteNote)}</Typography.Text>
            {photosDone.length > 0 && <PhotoCapture value={photosDone} readOnly />}
          </Flex>
        </Card>
      )}
      {open && (
        <Card size="small" title={t('xjxc.phone.item.doneCard')} data-testid="overhaul-item-complete">
          <Flex vertical gap={8}>
            <Typography.Text>{t('xjxc.phone.item.photos')}</Typography.Text>
            <PhotoCapture value={photos} maxCount={9} onChange={setPhotos} />
            <Input.TextArea aria-label={t('xjxc.phone.item.note')} placeholder={t('xjxc.phone.item.note')} maxLength={500} autoSize value={note} onChange={(e) => setNote(e.target.value)} />
            {!ready && <Typography.Text type="secondary">{t('xjxc.phone.item.needs')}</Typography.Text>}
            <Button type="primary" size="large" block disabled={!ready} loading={busy} onClick={() => ask(t('xjxc.phone.item.complete'), t('xjxc.phone.item.completeAsk'), () => onComplete(photos, note.trim()))}>
              {t('xjxc.phone.item.complete')}
            </Button>
          </Flex>
        </Card>
      )}
      {state === 'todo' && (
        <Card size="small" title={t('xjxc.phone.item.blockCard')} data-testid="overhaul-item-block">
          <Flex vertical gap={8}>
            <Input.TextArea aria-label={t('xjxc.phone.item.reason')} placeholder={t('xjxc.phone.item.reason')} maxLength={500} autoSize value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button size="large" block danger disabled={reason.trim() === ''} loading={busy} onClick={() => ask(t('xjxc.phone.item.block'), t('xjxc.phone.item.blockAsk'), () => onBlock(reason.trim()))}>
              {t('xjxc.phone.item.block')}
            </Button>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
