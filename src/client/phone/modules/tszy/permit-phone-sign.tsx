// 现场签字审批 on a permit's phone page (issue 16 item 8): the slot awaiting the person's opinion, signed at the
// site: the phone's position read and compared with the permit's 作业位置, the handwritten signature (the runtime's
// SiteStep: SignaturePad, required when the enterprise says so), optional photos (PhotoCapture), the opinion, then
// 同意 / 退回, each confirmed first (an opinion given cannot be taken back; 退回 needs an opinion).
import { Alert, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { OpinionInput } from '../../../pages/tszy/opinion-input.tsx';
import { useCallback, useState } from 'react';
import { commonZh } from '../../../../domain/i18n/zh/common.ts';
import { PERMIT_SITE_RESOURCE } from '../../../../domain/phone-paths.ts';
import { MAX_SLOT_PHOTOS } from '../../../../domain/permit-site-signing.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { PhotoCapture } from '../../../../runtime/phone/photo-capture.tsx';
import { SiteStep, type SiteProof } from '../../../../runtime/phone/site-step.tsx';
import type { SlotView } from '../../../api/permit-api.ts';
import { auditConfirmText } from '../../../pages/tszy/permit-action-confirm.ts';
import { slotTitle, t } from '../../../pages/tszy/permit-labels.ts';
import type { SlotDecision } from './permit-phone-requests.ts';

const tc = textOf(commonZh);

export interface PermitPhoneSignProps {
  permitId: number;
  permitNo: string;
  slot: SlotView;
  /** Approving takes a signature (the enterprise's requireSignature). */
  signatureRequired: boolean;
  /** Sends the decision; rejects with the shown reason. */
  onDecide: (d: SlotDecision) => Promise<void>;
}

export function PermitPhoneSign({ permitId, permitNo, slot, signatureRequired, onDecide }: PermitPhoneSignProps) {
  const [proof, setProof] = useState<SiteProof>({ ready: !signatureRequired });
  const [photos, setPhotos] = useState<string[]>([]);
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'approve' | 'return' | null>(null);
  const onProof = useCallback((p: SiteProof) => setProof(p), []);

  const ask = (decision: 'approve' | 'return') => {
    if (decision === 'return' && !opinion.trim()) return setError(t('permitsui.approval.opinionRequired'));
    if (decision === 'approve' && signatureRequired && proof.signatureId === undefined) return setError(t('permitsui.phone.needSignature'));
    setError('');
    setAsking(decision);
  };
  const go = async (decision: 'approve' | 'return') => {
    setAsking(null);
    setBusy(true);
    try {
      await onDecide({ slotIndex: slot.index, decision, opinion: opinion.trim() || undefined, signatureId: proof.signatureId, positionId: proof.positionId, photoIds: photos });
    } catch {
      // The page shows the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t('permitsui.phone.sign')} data-testid="permit-phone-sign">
      <Flex vertical gap={12}>
        <Typography.Text strong>{slotTitle(slot.title)}</Typography.Text>
        <Typography.Text type="secondary">{t('permitsui.phone.signHint')}</Typography.Text>
        {signatureRequired && <Alert type="info" showIcon message={t('permitsui.site.required')} />}
        <SiteStep offer={{ signature: signatureRequired ? 'required' : 'optional', location: 'optional' }} resource={PERMIT_SITE_RESOURCE} recordId={permitId} onChange={onProof} />
        <section>
          <Typography.Text strong>{t('permitsui.phone.photoHint')}</Typography.Text>
          <PhotoCapture value={photos} onChange={setPhotos} maxCount={MAX_SLOT_PHOTOS} disabled={busy} />
        </section>
        <OpinionInput label={t('permitsui.approval.opinion')} placeholder={t('permitsui.approval.opinionHint')} value={opinion} error={error} onChange={setOpinion} />
        <Flex gap={12}>
          {(['approve', 'return'] as const).map((decision) => (
            <Popconfirm
              key={decision}
              title={auditConfirmText(decision, permitNo, slotTitle(slot.title))}
              okText={tc('common.ok')}
              cancelText={tc('common.cancel')}
              open={asking === decision}
              onConfirm={() => void go(decision)}
              onCancel={() => setAsking(null)}
              onOpenChange={(open) => !open && setAsking(null)}
            >
              <Button
                block
                size="large"
                type={decision === 'approve' ? 'primary' : 'default'}
                danger={decision === 'return'}
                loading={busy && decision === 'approve'}
                disabled={busy}
                onClick={() => ask(decision)}
              >
                {t(decision === 'approve' ? 'permitsui.approval.approve' : 'permitsui.approval.return')}
              </Button>
            </Popconfirm>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
