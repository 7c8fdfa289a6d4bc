import { describe, expect, it } from 'vitest';
import { validityCapMinutes } from '../../src/domain/permit-kinds.ts';
import { servedPermitCapMinutes, temporaryPowerCaps, type ServedPermit } from '../../src/domain/temporary-power-cap.ts';

const H = 60;

describe('servedPermitCapMinutes (GB 30871 10.8)', () => {
  it.each<[string, ServedPermit[], number | null]>([
    ['nothing served', [], null],
    ['hot work 特级', [{ kind: 'DONG_HUO', grade: 'TE_JI' }], 8 * H],
    ['hot work 二级', [{ kind: 'DONG_HUO', grade: 'ER_JI' }], 72 * H],
    ['confined space', [{ kind: 'SHOU_XIAN', grade: null }], 24 * H],
    ['the shortest of several', [{ kind: 'SHOU_XIAN', grade: null }, { kind: 'DONG_HUO', grade: 'YI_JI' }], 8 * H],
    ['other kinds do not cap', [{ kind: 'GAO_CHU', grade: 'II' }, { kind: 'DIAO_ZHUANG', grade: 'YI_JI' }], null],
    ['a grade of another kind is left out', [{ kind: 'DONG_HUO', grade: 'IV' }, { kind: 'SHOU_XIAN', grade: null }], 24 * H],
  ])('%s', (_n, served, cap) => {
    expect(servedPermitCapMinutes(served)).toBe(cap);
  });

  it("uses the tenant's caps of the served kind", () => {
    expect(servedPermitCapMinutes([{ kind: 'DONG_HUO', grade: 'YI_JI' }], { DONG_HUO: { YI_JI: 4 * H } })).toBe(4 * H);
    expect(servedPermitCapMinutes([{ kind: 'SHOU_XIAN', grade: null }], { SHOU_XIAN: 12 * H })).toBe(12 * H);
  });
});

describe('temporaryPowerCaps', () => {
  it('leaves the caps alone when nothing capping is served', () => {
    const caps = { GAO_CHU: 3 * H };
    expect(temporaryPowerCaps(caps, [{ kind: 'GAO_CHU', grade: 'I' }])).toBe(caps);
    expect(validityCapMinutes('YONG_DIAN', null, temporaryPowerCaps(undefined, []))).toBe(30 * 24 * H);
  });

  it('lowers YONG_DIAN to the served cap, keeping the other kinds', () => {
    const caps = temporaryPowerCaps({ DONG_HUO: { YI_JI: 4 * H }, GAO_CHU: 3 * H }, [{ kind: 'DONG_HUO', grade: 'YI_JI' }]);
    expect(validityCapMinutes('YONG_DIAN', null, caps)).toBe(4 * H);
    expect(validityCapMinutes('GAO_CHU', 'I', caps)).toBe(3 * H);
    expect(validityCapMinutes('DONG_HUO', 'YI_JI', caps)).toBe(4 * H);
  });

  it("keeps the temporary power's own cap when it is shorter", () => {
    const caps = temporaryPowerCaps({ YONG_DIAN: { '-': 6 * H } }, [{ kind: 'SHOU_XIAN', grade: null }]);
    expect(validityCapMinutes('YONG_DIAN', null, caps)).toBe(6 * H);
  });
});
