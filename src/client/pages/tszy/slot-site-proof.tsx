// What a slot's approval kept of the site (issue 16 item 8, docs/permits.md "Signed at the site"): the handwritten
// signature (its PNG through the SiteClient: the image call needs the session), the distance of the phone from the
// permit's 作业位置 (a warning when it was too far) and the photos (read-only PhotoCapture). Nothing for a slot
// approved without them. Shown by the desktop's approval steps, the print view and the phone page; the page
// supplies SiteClientContext and ResourceClientContext.
import { Flex, Tag, Typography } from 'antd';
import { useContext } from 'react';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import type { StoredSlotView } from '../../api/permit-api.ts';
import { PhotoCapture } from '../../../runtime/phone/photo-capture.tsx';
import { SignatureImage } from '../../../runtime/phone/signature-image.tsx';
import { t } from './permit-labels.ts';

export interface SlotSiteProofProps {
  /** A slot's signing record, or a department's countersign (the same proof members). */
  slot: Pick<StoredSlotView, 'signatureId' | 'positionId' | 'distanceM' | 'limitM' | 'tooFar' | 'photoIds' | 'signer' | 'signerName'> & { key?: string };
  /** The print view: the signature only, no photos nor colours. */
  print?: boolean;
  /** Largest height of the signature (CSS pixels). */
  height?: number;
}

/** The distance line of a slot's position, or null without one. */
export function slotDistanceText(slot: Pick<StoredSlotView, 'positionId' | 'distanceM' | 'limitM' | 'tooFar'>): string | null {
  if (slot.positionId === undefined) return null;
  if (slot.distanceM === null || slot.distanceM === undefined) return t('permitsui.site.noPlace');
  const distance = Math.round(slot.distanceM);
  return slot.tooFar ? t('permitsui.site.tooFar', { distance, limit: slot.limitM ?? 0 }) : t('permitsui.site.distance', { distance });
}

export function SlotSiteProof({ slot, print, height = 56 }: SlotSiteProofProps) {
  const photos = (slot.photoIds ?? []).map(String);
  // The photos need the files' client; a screen without one shows the signature and the distance only.
  const resources = useContext(ResourceClientContext);
  const distance = slotDistanceText(slot);
  if (slot.signatureId === undefined && distance === null && photos.length === 0) return null;
  const name = slot.signerName ?? slot.signer ?? '';
  return (
    <Flex vertical gap={4} data-testid="slot-site-proof" data-slot={slot.key}>
      {slot.signatureId !== undefined && (
        <Flex gap={8} align="center" wrap>
          {!print && <Typography.Text type="secondary">{t('permitsui.site.signature')}</Typography.Text>}
          <SignatureImage id={slot.signatureId} alt={t('permitsui.site.signatureAlt', { name })} height={height} />
        </Flex>
      )}
      {distance !== null &&
        (print ? (
          <span>{distance}</span>
        ) : (
          <span>
            <Tag color={slot.tooFar ? 'orange' : 'green'} data-testid="slot-distance">
              {distance}
            </Tag>
          </span>
        ))}
      {!print && photos.length > 0 && resources && (
        <div>
          <Typography.Text type="secondary">{t('permitsui.site.photos')}</Typography.Text>
          <PhotoCapture value={photos} readOnly />
        </div>
      )}
    </Flex>
  );
}
