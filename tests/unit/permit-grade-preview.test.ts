// The live grade of the permit form (tszy/permit-grade, src/client/pages/tszy/permit-grade-block.tsx): the domain's
// rules over the values as they are typed, before saving; nothing while the values do not say enough.
import { describe, expect, it } from 'vitest';
import { previewGrade } from '../../src/client/pages/tszy/permit-grade-block.tsx';

describe('previewGrade', () => {
  it('grades work at height from the height and the hazards', () => {
    expect(previewGrade('GAO_CHU', { zuoYeGaoDu: 4 })).toMatchObject({ grade: 'I', refused: false });
    expect(previewGrade('GAO_CHU', { zuoYeGaoDu: 4, keGuanWeiXianYinSu: ['a'] })).toMatchObject({ grade: 'II' });
    expect(previewGrade('GAO_CHU', { zuoYeGaoDu: 1 })).toMatchObject({ grade: null });
  });

  it('grades lifting from the mass', () => {
    expect(previewGrade('DIAO_ZHUANG', { diaoZhuangZhiLiang: 120 })?.grade).not.toBeNull();
  });

  it('raises hot work planned at night one grade, reading a wall time as the sites’ (UTC+8)', () => {
    // A Wednesday: 2026-01-07 20:00 at the site is night; 10:00 is not.
    expect(previewGrade('DONG_HUO', { dongHuoJiBie: '二级', jiHuaKaiShiShiJian: '2026-01-07 10:00:00' })).toMatchObject({ grade: 'ER_JI' });
    expect(previewGrade('DONG_HUO', { dongHuoJiBie: '二级', jiHuaKaiShiShiJian: '2026-01-07 20:00:00' })).toMatchObject({ grade: 'YI_JI' });
    expect(previewGrade('DONG_HUO', { dongHuoJiBie: '二级', jiHuaKaiShiShiJian: '2026-01-07T12:00:00.000Z' })).toMatchObject({ grade: 'YI_JI' });
  });

  it('says nothing before the values decide, and for kinds without grades', () => {
    expect(previewGrade('DONG_HUO', { dongHuoJiBie: '二级' })).toBeNull();
    expect(previewGrade('GAO_CHU', {})).toBeNull();
    expect(previewGrade('DONG_TU', { zuoYeGaoDu: 10 })).toBeNull();
  });
});
