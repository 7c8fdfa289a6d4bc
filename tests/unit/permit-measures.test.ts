// A permit's safety measures (issue 16 item 5): a measure template's grades are grades of its kind, which templates
// apply to a kind and grade, filling a permit's list from them (keeping what is there, none twice, confirmed measures
// never dropped), and the refusal of a submission while a 作业前 measure is unconfirmed.
import { describe, expect, it } from 'vitest';
import {
  chosenGrade,
  confirmerRoleRefusal,
  confirmRoleOf,
  holdsRole,
  isConfirmed,
  mergeTemplateMeasures,
  templateApplies,
  templateGradesProblem,
  missingPhotoRefusal,
  peopleNamed,
  unconfirmedMeasureRefusal,
  wrongConfirmerRefusal,
  type ConfirmRole,
  type ConfirmRoleFacts,
  type MeasureTemplate,
  type PermitMeasure,
} from '../../src/domain/permit-measures.ts';
import { say } from '../../src/server/http/say.ts';

const zh = (t: ReturnType<typeof templateGradesProblem>) => (t === null ? null : say('zh', t));

const tpl = (id: number, content: string, over: Partial<MeasureTemplate> = {}): MeasureTemplate => ({ id, workType: 'DONG_HUO', phase: 'before', content, ...over });

describe('templateGradesProblem', () => {
  it.each([
    ['DONG_HUO', [], null],
    ['DONG_HUO', undefined, null],
    ['DONG_HUO', ['ER_JI', 'TE_JI'], null],
    ['GAO_CHU', ['III', 'IV'], null],
    ['DIAO_ZHUANG', ['SAN_JI'], null],
    ['DONG_HUO', ['ER_JI', 'II'], '适用级别「Ⅱ级」不是动火作业的级别（可选：二级、一级、特级）'],
    ['GAO_CHU', ['TE_JI'], '适用级别「特级」不是高处作业的级别（可选：Ⅰ级、Ⅱ级、Ⅲ级、Ⅳ级）'],
    ['DONG_HUO', ['SAN_JI'], '适用级别「三级」不是动火作业的级别（可选：二级、一级、特级）'],
    ['DONG_HUO', ['nope'], '适用级别「nope」不是动火作业的级别（可选：二级、一级、特级）'],
    ['SHOU_XIAN', ['ER_JI'], '受限空间作业不分级别，适用级别须为空'],
  ] as const)('%s %j → %s', (kind, grades, expected) => {
    expect(zh(templateGradesProblem(kind, grades))).toBe(expected);
  });

  it('says it in English too', () => {
    expect(say('en', templateGradesProblem('DONG_HUO', ['IV'])!)).toContain('is not a grade of');
  });
});

describe('templateApplies', () => {
  const any = tpl(1, '配备灭火器');
  const high = tpl(2, '吹扫置换', { grades: ['YI_JI', 'TE_JI'] });
  it.each([
    [any, 'DONG_HUO', 'ER_JI', true],
    [any, 'DONG_HUO', null, true],
    [any, 'GAO_CHU', 'II', false],
    [high, 'DONG_HUO', 'ER_JI', false],
    [high, 'DONG_HUO', 'YI_JI', true],
    [high, 'DONG_HUO', 'TE_JI', true],
    [high, 'DONG_HUO', null, false],
  ] as const)('%#', (t, kind, grade, expected) => {
    expect(templateApplies(t, kind, grade)).toBe(expected);
  });
});

describe('mergeTemplateMeasures', () => {
  const templates = [tpl(1, '配备灭火器'), tpl(2, '清理可燃物', { phase: 'during' }), tpl(3, '吹扫置换')];

  it('adds each template after the measures present, involved and not confirmed, with its template and phase', () => {
    const present: PermitMeasure[] = [{ cuoShi: '设置警戒区', sheJi: true, queRenRen: '张伟' }];
    const r = mergeTemplateMeasures(present, templates);
    expect(r.added).toBe(3);
    expect(r.measures).toEqual([
      present[0],
      { cuoShi: '配备灭火器', sheJi: true, muBan: 1, jieDuan: 'before' },
      { cuoShi: '清理可燃物', sheJi: true, muBan: 2, jieDuan: 'during' },
      { cuoShi: '吹扫置换', sheJi: true, muBan: 3, jieDuan: 'before' },
    ]);
  });

  it('adds no template twice (by its id or by a measure of the same text) and keeps confirmed measures when re-graded', () => {
    const present: PermitMeasure[] = [
      { cuoShi: '配备灭火器', muBan: 1, queRenRenYuan: 5, queRenRen: '张伟', zhaoPian: ['f1'] },
      { cuoShi: ' 清理可燃物 ', queRenRen: '刘洋' },
      { cuoShi: '特级视频监控', muBan: 9, queRenRen: '陈明' },
    ];
    const r = mergeTemplateMeasures(present, templates);
    expect(r).toMatchObject({ added: 1, already: 2 });
    expect(r.measures.slice(0, 3)).toEqual(present);
    expect(mergeTemplateMeasures(r.measures, templates).added).toBe(0);
  });
});

describe('unconfirmedMeasureRefusal', () => {
  it('names the first involved 作业前 measure without a confirmer', () => {
    const measures: PermitMeasure[] = [
      { cuoShi: '配备灭火器', queRenRen: '张伟' },
      { cuoShi: '不涉及的措施', sheJi: false },
      { cuoShi: '作业中监护', jieDuan: 'during' },
      { cuoShi: '完工清理', jieDuan: 'after' },
      { cuoShi: '清理可燃物', jieDuan: 'before', queRenRen: '  ' },
      { cuoShi: '吹扫置换' },
    ];
    expect(say('zh', unconfirmedMeasureRefusal(measures)!)).toBe('安全措施第5项「清理可燃物」尚未确认：作业前的安全措施须逐项由确认人确认后才能提交');
  });

  it('passes when every 作业前 measure is confirmed (a staff member or a name), and for none', () => {
    expect(unconfirmedMeasureRefusal([{ cuoShi: 'a', queRenRenYuan: 3 }, { cuoShi: 'b', queRenRen: '张伟' }, { cuoShi: 'c', jieDuan: 'during' }])).toBeNull();
    expect(unconfirmedMeasureRefusal([])).toBeNull();
    expect(unconfirmedMeasureRefusal(undefined)).toBeNull();
    expect(isConfirmed({ cuoShi: 'x' })).toBe(false);
  });

  it('shortens a long measure in the reason', () => {
    const long = '动'.repeat(60);
    expect(say('zh', unconfirmedMeasureRefusal([{ cuoShi: long }])!)).toContain(`「${'动'.repeat(40)}…」`);
  });
});

describe('chosenGrade', () => {
  it.each([
    ['DONG_HUO', { dongHuoJiBie: '二级' }, 'ER_JI'],
    ['DONG_HUO', { dongHuoJiBie: 'TE_JI' }, 'TE_JI'],
    ['DONG_HUO', {}, null],
    ['GAO_CHU', { zuoYeGaoDu: 8 }, 'II'],
    ['GAO_CHU', { zuoYeGaoDu: 8, keGuanWeiXianYinSu: ['a'] }, 'III'],
    ['GAO_CHU', { zuoYeGaoDu: 1 }, null],
    ['DIAO_ZHUANG', { diaoZhuangZhiLiang: 120 }, 'YI_JI'],
    ['SHOU_XIAN', { dongHuoJiBie: '二级' }, null],
  ] as const)('%s %j → %s', (kind, form, expected) => {
    expect(chosenGrade(kind, form)).toBe(expected);
  });
});

describe('missingPhotoRefusal', () => {
  const photo = new Set([7]);
  it('names the first 作业前 measure involved whose template asks for a photo and has none', () => {
    const measures = [
      { cuoShi: '配备灭火器', muBan: 3 },
      { cuoShi: '作业中监护', muBan: 7, jieDuan: 'during' as const },
      { cuoShi: '不涉及', muBan: 7, sheJi: false },
      { cuoShi: '清理可燃物', muBan: 7, queRenRen: '张伟' },
    ];
    expect(say('zh', missingPhotoRefusal(measures, photo)!)).toBe('安全措施第4项「清理可燃物」须附现场照片（措施模板要求拍照）后才能提交');
  });

  it('is null once the photo is there, for measures of no template or of one not asking, and without measures', () => {
    expect(missingPhotoRefusal([{ cuoShi: '清理可燃物', muBan: 7, zhaoPian: ['f1'] }], photo)).toBeNull();
    expect(missingPhotoRefusal([{ cuoShi: '手写的措施' }, { cuoShi: '配备灭火器', muBan: 3 }], photo)).toBeNull();
    expect(missingPhotoRefusal(null, photo)).toBeNull();
  });
});

describe('the confirmer holds the role the template names (confirmRole)', () => {
  const facts: ConfirmRoleFacts = {
    unit: '生产一车间',
    holders: {
      guardian: { names: peopleNamed('陈明、刘洋'), staffIds: [] },
      leader: { names: ['张伟'], staffIds: [] },
      unit_leader: { names: [], staffIds: [4] },
      safety_manager: { names: ['李安全'], staffIds: [3] },
    },
  };
  const roles = new Map<number, ConfirmRole>([
    [1, 'guardian'],
    [2, 'leader'],
    [4, 'unit_leader'],
    [5, 'safety_manager'],
  ]);

  it('splits a people field into names and reads a template role it knows', () => {
    expect(peopleNamed(' 陈明、刘洋, 王五；赵六 ')).toEqual(['陈明', '刘洋', '王五', '赵六']);
    expect(peopleNamed(undefined)).toEqual([]);
    expect(confirmRoleOf('guardian')).toBe('guardian');
    expect(confirmRoleOf('boss')).toBeNull();
    expect(confirmRoleOf(null)).toBeNull();
  });

  it('holds by staff record or by name', () => {
    expect(holdsRole({ name: '刘洋', staffId: null }, facts.holders.guardian)).toBe(true);
    expect(holdsRole({ name: '别人', staffId: 3 }, facts.holders.safety_manager)).toBe(true);
    expect(holdsRole({ name: ' 李安全 ', staffId: 9 }, facts.holders.safety_manager)).toBe(true);
    expect(holdsRole({ name: '王五', staffId: 9 }, facts.holders.guardian)).toBe(false);
    expect(holdsRole({ name: '王五', staffId: null }, undefined)).toBe(false);
  });

  it('names the first 作业前 confirmed measure whose confirmer lacks the role', () => {
    const measures = [
      { cuoShi: '配备灭火器', muBan: 1, queRenRen: '刘洋' },
      { cuoShi: '作业中监护', muBan: 2, queRenRen: '王五', jieDuan: 'during' as const },
      { cuoShi: '不涉及', muBan: 2, queRenRen: '王五', sheJi: false },
      { cuoShi: '未确认的', muBan: 2 },
      { cuoShi: '手写的措施', queRenRen: '王五' },
      { cuoShi: '动火分析合格', muBan: 2, queRenRen: '王五', queRenRenYuan: 9 },
      { cuoShi: '吹扫置换', muBan: 4, queRenRen: '赵六' },
    ];
    expect(say('zh', wrongConfirmerRefusal(measures, roles, facts)!)).toBe('安全措施第6项「动火分析合格」须由作业负责人确认（措施模板要求），确认人王五不是本作业票的作业负责人');
    expect(say('zh', wrongConfirmerRefusal(measures.slice(6), roles, facts)!)).toBe('安全措施第1项「吹扫置换」须由所在单位负责人确认（措施模板要求），确认人赵六不是申请单位「生产一车间」的负责人');
  });

  it('is null when every confirmer holds the role, for templates naming none, and without measures', () => {
    const measures = [
      { cuoShi: '配备灭火器', muBan: 1, queRenRen: '陈明' },
      { cuoShi: '动火分析合格', muBan: 2, queRenRen: '张伟' },
      { cuoShi: '吹扫置换', muBan: 4, queRenRen: '赵六', queRenRenYuan: 4 },
      { cuoShi: '视频监控', muBan: 5, queRenRen: '李安全' },
      { cuoShi: '模板不要求', muBan: 8, queRenRen: '王五' },
    ];
    expect(wrongConfirmerRefusal(measures, roles, facts)).toBeNull();
    expect(wrongConfirmerRefusal(null, roles, facts)).toBeNull();
  });

  it('says whose role it is: a unit not named, the enterprise\'s safety managers', () => {
    const m = { cuoShi: '吹扫置换' };
    const who = { name: '王五', staffId: null };
    expect(say('zh', confirmerRoleRefusal(m, 0, 'unit_leader', who, { ...facts, unit: null })!)).toBe('安全措施第1项「吹扫置换」须由所在单位负责人确认（措施模板要求），确认人王五不是申请单位的负责人（本作业票未填写申请单位）');
    expect(say('zh', confirmerRoleRefusal(m, 2, 'safety_manager', who, facts)!)).toBe('安全措施第3项「吹扫置换」须由安全管理人员确认（措施模板要求），确认人王五不是本企业的安全管理人员');
    expect(say('zh', confirmerRoleRefusal(m, 0, 'worker', who, facts)!)).toBe('安全措施第1项「吹扫置换」须由作业人确认（措施模板要求），确认人王五不是本作业票的作业人');
    expect(confirmerRoleRefusal(m, 0, 'guardian', { name: '陈明', staffId: null }, facts)).toBeNull();
  });
});
