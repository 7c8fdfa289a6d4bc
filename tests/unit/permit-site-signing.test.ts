// The pure rules of a permit slot signed at the site (src/domain/permit-site-signing.ts) and the phone page of a
// site key (src/domain/phone-paths.ts phoneTargetPath).
import { describe, expect, it } from 'vitest';
import { MAX_SLOT_PHOTOS, slotPhotosProblem, slotSignature, withSlotProof } from '../../src/domain/permit-site-signing.ts';
import { PERMIT_SITE_RESOURCE, phonePermitPath, phoneTargetPath } from '../../src/domain/phone-paths.ts';
import { permitActionRequest, permitAuditRequest, permitCountersignRequest, permitGasRequest, phoneActions } from '../../src/client/phone/modules/tszy/permit-phone-requests.ts';

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

describe('the phone page of a permit: its requests', () => {
  const p = { id: 5, kind: 'DONG_HUO' as const, number: 'HJZA0000000000005' };
  it('offers the simple actions on the phone and leaves editing, extending and removing to a computer', () => {
    expect(phoneActions(['edit', 'submit', 'audit', 'extend', 'start', 'remove'])).toEqual({ phone: ['submit', 'start'], desktop: ['edit', 'extend', 'remove'] });
  });
  it('posts a kind action to the kind and finish to the common route, from the permit page', () => {
    expect(permitActionRequest(p, 'start', '开始作业')).toEqual({ method: 'POST', url: '/tszy/dongHuo/start', body: { id: 5 }, label: 'HJZA0000000000005 开始作业', page: '/x/tszy/permit/5' });
    expect(permitActionRequest(p, 'finish', '完工验收').url).toBe('/tszy/zuoYePiao/finish');
  });
  it('sends the site proof with an approval only', () => {
    const proof = { slotIndex: 1, opinion: '同意', signatureId: 9, positionId: 4, photoIds: ['pending:abcdefgh'] };
    expect(permitAuditRequest(p, { ...proof, decision: 'approve' }, '审批').body).toEqual({ id: 5, slotIndex: 1, decision: 'approve', opinion: '同意', signatureId: 9, positionId: 4, photoIds: ['pending:abcdefgh'] });
    expect(permitAuditRequest(p, { ...proof, decision: 'return' }, '审批').body).toEqual({ id: 5, slotIndex: 1, decision: 'return', opinion: '同意' });
    expect(permitGasRequest(p, { fenXiShiJian: 'x', gases: [] }, '气体分析').url).toBe('/tszy/dongHuo/environmentAnalysis/saveSet');
  });
  it('sends a department\'s countersign to huiQian naming the department, with the site proof of an approval only', () => {
    const dongTu = { id: 7, kind: 'DONG_TU' as const, number: 'HJZA0000000000007' };
    const proof = { slotIndex: 2, opinion: '同意', signatureId: 9, positionId: 4, photoIds: ['12'] };
    expect(permitCountersignRequest(dongTu, '安全', { ...proof, decision: 'approve' }, '以「安全」会签')).toEqual({
      method: 'POST',
      url: '/tszy/dongTu/huiQian',
      body: { id: 7, department: '安全', decision: 'approve', opinion: '同意', signatureId: 9, positionId: 4, photoIds: ['12'] },
      label: 'HJZA0000000000007 以「安全」会签',
      page: '/x/tszy/permit/7',
    });
    expect(permitCountersignRequest(dongTu, '设备', { ...proof, decision: 'return', opinion: '管线未探明' }, '会签').body).toEqual({ id: 7, department: '设备', decision: 'return', opinion: '管线未探明' });
  });
});
