// The pure rules of a permit slot signed at the site (src/domain/permit-site-signing.ts) and the phone page of a
// site key (src/domain/phone-paths.ts phoneTargetPath).
import { describe, expect, it } from 'vitest';
import { MAX_SLOT_PHOTOS, slotPhotosProblem, slotSignature, withSlotProof } from '../../src/domain/permit-site-signing.ts';
import { PERMIT_SITE_RESOURCE, phonePermitPath, phoneTargetPath } from '../../src/domain/phone-paths.ts';

describe('slotSignature', () => {
  it.each([
    ['approve', true, 'required'],
    ['approve', false, 'optional'],
    ['return', true, undefined],
    ['return', false, undefined],
  ] as const)('%s with requireSignature %s asks %s', (decision, required, expected) => {
    expect(slotSignature(decision, required)).toBe(expected);
  });
});

describe('slotPhotosProblem', () => {
  it('takes none, a few, up to the most', () => {
    expect(slotPhotosProblem([])).toBeNull();
    expect(slotPhotosProblem([3, 4])).toBeNull();
    expect(slotPhotosProblem(Array.from({ length: MAX_SLOT_PHOTOS }, (_, i) => i + 1))).toBeNull();
  });
  it('refuses too many and one twice', () => {
    expect(slotPhotosProblem(Array.from({ length: MAX_SLOT_PHOTOS + 1 }, (_, i) => i + 1))).toBe('tooMany');
    expect(slotPhotosProblem([5, 6, 5])).toBe('duplicate');
  });
});

describe('withSlotProof', () => {
  const slots = [{ key: 'a' }, { key: 'b', decision: 'approve' }, { key: 'c' }];
  it('puts the proof on the signed slot only, leaving out empty members', () => {
    const next = withSlotProof(slots, 1, { signatureId: 7, positionId: undefined, distanceM: null, photoIds: [] });
    expect(next).toEqual([{ key: 'a' }, { key: 'b', decision: 'approve', signatureId: 7, distanceM: null }, { key: 'c' }]);
    expect(slots[1]).toEqual({ key: 'b', decision: 'approve' });
  });
});

describe('phoneTargetPath', () => {
  it('opens a permit on its own phone page and a resource record on the runtime page', () => {
    expect(phoneTargetPath(PERMIT_SITE_RESOURCE, 12)).toBe('/x/tszy/permit/12');
    expect(phonePermitPath('12')).toBe('/x/tszy/permit/12');
    expect(phoneTargetPath('site-device', 3)).toBe('/r/site-device/3');
  });
});
