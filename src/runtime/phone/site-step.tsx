// What a workflow action asks on site (issue 15 items 3 and 5), shown in its dialog above the form: the phone's
// position read and sent (SiteClient.position) with its distance or too-far warning, and the signature pad whose
// drawing is saved (SiteClient.sign) before the action; `onChange` hands the ids the action then sends.
import { Alert, Button, Flex, Image, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { failureText } from '../client-failure.ts';
import type { WorkflowOffer } from '../workflow/workflow-client.ts';
import { signuiZh } from '../../domain/i18n/zh/signui.ts';
import { textOf } from '../i18n/text-of.ts';
import { readPosition } from './read-position.ts';
import { useSiteClient, type PositionAnswer, type SavedSignature } from './site-client.ts';
import { SignaturePad, type SignatureResult } from './signature-pad.tsx';

const t = textOf(signuiZh);

/** The ids the action sends, and whether what is required is there. */
export interface SiteProof {
  signatureId?: number;
  positionId?: number;
  ready: boolean;
}

export interface SiteStepProps {
  offer: Pick<WorkflowOffer, 'signature' | 'location'>;
  resource: string;
  recordId: number;
  onChange: (proof: SiteProof) => void;
}

/** Whether the ids meet what the offer requires. */
export function siteReady(offer: SiteStepProps['offer'], ids: { signatureId?: number; positionId?: number }): boolean {
  return (offer.signature !== 'required' || ids.signatureId !== undefined) && (offer.location !== 'required' || ids.positionId !== undefined);
}

type PositionState = { kind: 'reading' } | { kind: 'failed'; message: string } | { kind: 'saved'; answer: PositionAnswer };

function PositionView({ state, onRetry }: { state: PositionState; onRetry: () => void }) {
  if (state.kind === 'reading') return <Alert type="info" showIcon message={t('signui.dialog.reading')} />;
  if (state.kind === 'failed') {
    return <Alert type="error" showIcon message={state.message} action={<Button size="small" onClick={onRetry}>{t('signui.dialog.readAgain')}</Button>} data-testid="site-position" />;
  }
  const a = state.answer;
  const distance = a.distanceM === null ? null : Math.round(a.distanceM);
  if (a.tooFar && distance !== null) return <Alert type="warning" showIcon message={t('signui.dialog.tooFar', { distance, limit: a.limitM })} data-testid="site-position" />;
  return <Alert type="success" showIcon message={distance === null ? t('signui.dialog.positionSaved') : t('signui.dialog.distance', { distance })} data-testid="site-position" />;
}

export function SiteStep({ offer, resource, recordId, onChange }: SiteStepProps) {
  const client = useSiteClient();
  const [position, setPosition] = useState<PositionState>({ kind: 'reading' });
  const [signature, setSignature] = useState<(SavedSignature & { image: string }) | null>(null);
  const [signError, setSignError] = useState<string | null>(null);
  const positionId = position.kind === 'saved' ? position.answer.id : undefined;

  const locate = useCallback(async () => {
    if (!client || !offer.location) return;
    setPosition({ kind: 'reading' });
    const p = await readPosition();
    if (typeof p === 'string') {
      setPosition({ kind: 'failed', message: t(`signui.dialog.positionFailed.${p}`) });
      return;
    }
    try {
      const answer = await client.position({ resource, recordId, lat: p.lat, lon: p.lon, accuracy: p.accuracy, purpose: offer.signature ? 'signature' : 'checkin' });
      setPosition({ kind: 'saved', answer });
    } catch (e) {
      setPosition({ kind: 'failed', message: failureText(e, t('signui.dialog.positionRequired')) });
    }
  }, [client, offer.location, offer.signature, resource, recordId]);

  useEffect(() => {
    void locate();
  }, [locate]);

  useEffect(() => {
    const ids = { signatureId: signature?.id, positionId };
    onChange({ ...ids, ready: siteReady(offer, ids) });
  }, [signature, positionId, offer, onChange]);

  const sign = async (r: SignatureResult) => {
    if (!client) return;
    setSignError(null);
    try {
      const saved = await client.sign({ resource, recordId, image: r.image, strokes: r.strokes, ...(positionId !== undefined ? { positionId } : {}) });
      setSignature({ ...saved, image: r.image });
    } catch (e) {
      setSignError(failureText(e, t('signui.pad.tooSmall')));
      throw e;
    }
  };

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} data-testid="site-step">
      {offer.location && (
        <section>
          <Typography.Text strong>{t('signui.dialog.location')}</Typography.Text>
          <PositionView state={position} onRetry={() => void locate()} />
        </section>
      )}
      {offer.signature && (
        <section>
          <Typography.Text strong>{t('signui.dialog.signature')}</Typography.Text>
          {offer.signature === 'required' && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('signui.dialog.signatureRequired')}</Typography.Paragraph>}
          {signature ? (
            <Flex vertical gap={4} data-testid="site-signed">
              <Image src={signature.image} alt={t('signui.list.imageAlt', { name: signature.signerName })} preview={false} style={{ maxHeight: 96, border: '1px solid #f0f0f0' }} />
              <Flex gap={8} align="center">
                <Typography.Text type="success">{t('signui.dialog.signedBy', { name: signature.signerName, time: dayjs(signature.signedAt).format('HH:mm') })}</Typography.Text>
                <Button size="small" type="link" onClick={() => setSignature(null)}>{t('signui.dialog.signAgain')}</Button>
              </Flex>
            </Flex>
          ) : (
            <SignaturePad onConfirm={sign} />
          )}
          {signError && <Alert type="error" showIcon message={signError} />}
        </section>
      )}
    </Flex>
  );
}
