// A SiteClient in memory for stories and tests (src/runtime/phone/site-client.ts): signatures kept with their
// images, a position answer fixed by the story (distance, limit, too far).
import type { Decorator } from '@storybook/react-vite';
import type { PositionAnswer, SignatureEntry, SiteClient } from '../../src/runtime/phone/site-client.ts';
import { SiteClientContext } from '../../src/runtime/phone/site-client.ts';

/** A signature-like drawing as an SVG data URL (stories show it where a stored PNG would be). */
export const SAMPLE_SIGNATURE_URL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#fff"/><path d="M20 70 C60 10 90 90 130 40 S200 80 280 30" stroke="#1f1f1f" stroke-width="3" fill="none"/></svg>');

export interface FakeSiteOptions {
  signatures?: SignatureEntry[];
  position?: Omit<PositionAnswer, 'id'>;
}

export function createFakeSiteClient(options: FakeSiteOptions = {}): SiteClient & { signed: SignatureEntry[] } {
  const signed = [...(options.signatures ?? [])];
  const images = new Map<number, string>();
  let next = 500;
  return {
    signed,
    async sign(input) {
      const entry: SignatureEntry = {
        id: next++,
        resource: input.resource,
        recordId: input.recordId,
        userId: 1,
        staffId: 1,
        signerName: '张伟',
        signedAt: new Date().toISOString(),
        positionId: input.positionId ?? null,
        usedByHistory: null,
      };
      signed.push(entry);
      images.set(entry.id, input.image);
      return { id: entry.id, signedAt: entry.signedAt, signerName: entry.signerName };
    },
    signatures: async (resource, recordId) => signed.filter((s) => s.resource === resource && s.recordId === recordId),
    imageUrl: async (id) => images.get(id) ?? SAMPLE_SIGNATURE_URL,
    position: async () => ({ id: next++, ...(options.position ?? { distanceM: 35, limitM: 200, tooFar: false }) }),
  };
}

/** A decorator providing a fake SiteClient made from `options`. */
export function withFakeSite(options: FakeSiteOptions = {}): Decorator {
  return (Story) => (
    <SiteClientContext.Provider value={createFakeSiteClient(options)}>
      <Story />
    </SiteClientContext.Provider>
  );
}
