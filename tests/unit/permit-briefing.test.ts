// A permit's job hazard analysis and safety briefing (issue 16 item 5, GB 30871 4.1 and 4.4): submission is refused
// without an analysis of at least one complete step, without a briefing (交底人, 交底内容), and while a 作业人 row (by
// staff id, else by name) has not signed; a saving body may not bring a signature the permit does not hold or give
// one to another worker.
import { describe, expect, it } from 'vitest';
import {
  briefingRefusal,
  briefingReset,
  briefingResets,
  workersToSignAgain,
  givenSignatureProblem,
  hazardAnalysisRefusal,
  signedBy,
  unsignedWorkers,
  withSignature,
  type BriefingSignature,
} from '../../src/domain/permit-briefing.ts';
import type { Text } from '../../src/domain/i18n/message-format.ts';
import { say } from '../../src/server/http/say.ts';

const zh = (t: Text | null) => (t === null ? null : say('zh', t));
const step = { buZhou: '动火点清理', weiHai: '可燃物引燃', kongZhi: '清除10米内可燃物' };
const briefing = { jiaoDiRen: '赵志强', jiaoDiNeiRong: '动火点周围可燃物已清理，配备灭火器' };
const sig = (xingMing: string, qianMing: number, renYuan?: number): BriefingSignature => ({ xingMing, qianMing, ...(renYuan ? { renYuan } : {}) });

describe('hazardAnalysisRefusal', () => {
  it.each([
    ['no list', {}, '尚未进行工作危害分析：请至少填写一个作业步骤及其危害因素和控制措施后再提交（GB 30871 4.1）'],
    ['an empty list', { fengXianFenXi: [] }, '尚未进行工作危害分析：请至少填写一个作业步骤及其危害因素和控制措施后再提交（GB 30871 4.1）'],
    ['not a list', { fengXianFenXi: 'x' }, '尚未进行工作危害分析：请至少填写一个作业步骤及其危害因素和控制措施后再提交（GB 30871 4.1）'],
    ['one complete step', { fengXianFenXi: [step] }, null],
    ['two complete steps', { fengXianFenXi: [step, { ...step, buZhou: '焊接' }] }, null],
    ['a step without its hazards', { fengXianFenXi: [step, { buZhou: '焊接', kongZhi: '监护' }] }, '工作危害分析第2行未填写危害因素'],
    ['a step of blanks', { fengXianFenXi: [{ ...step, kongZhi: '  ' }] }, '工作危害分析第1行未填写控制措施'],
    ['a row without its step', { fengXianFenXi: [{ weiHai: '触电', kongZhi: '断电' }] }, '工作危害分析第1行未填写作业步骤'],
  ] as const)('%s → %s', (_, form, expected) => {
    expect(zh(hazardAnalysisRefusal(form))).toBe(expected);
  });

  it('says it in English too', () => {
    expect(say('en', hazardAnalysisRefusal({})!)).toContain('No job hazard analysis');
  });
});

describe('briefingRefusal', () => {
  const liu = { xingMing: '刘洋' };
  const staffLiu = { xingMing: '刘洋', renYuan: 7 };
  it.each([
    ['no briefing', { zuoYeRen: [liu] }, '尚未进行安全交底：请填写安全交底的交底人后再提交（GB 30871 4.4）'],
    ['no content', { anQuanJiaoDi: { jiaoDiRen: '赵志强' } }, '尚未进行安全交底：请填写安全交底的交底内容后再提交（GB 30871 4.4）'],
    ['a briefing not an object', { anQuanJiaoDi: [briefing] }, '尚未进行安全交底：请填写安全交底的交底人后再提交（GB 30871 4.4）'],
    ['no workers', { anQuanJiaoDi: briefing }, null],
    ['a worker unsigned', { zuoYeRen: [liu], anQuanJiaoDi: briefing }, '作业人「刘洋」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交'],
    ['signed by name', { zuoYeRen: [liu], anQuanJiaoDi: { ...briefing, qianZi: [sig('刘洋', 1)] } }, null],
    ['signed by staff id', { zuoYeRen: [staffLiu], anQuanJiaoDi: { ...briefing, qianZi: [sig('刘洋', 1, 7)] } }, null],
    ['the same name, another staff member', { zuoYeRen: [staffLiu], anQuanJiaoDi: { ...briefing, qianZi: [sig('刘洋', 1, 8)] } }, '作业人「刘洋」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交'],
    ['a staff signature for a name-only row', { zuoYeRen: [liu], anQuanJiaoDi: { ...briefing, qianZi: [sig('刘洋', 1, 7)] } }, '作业人「刘洋」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交'],
    ['the second of two unsigned', { zuoYeRen: [liu, { xingMing: '王五' }], anQuanJiaoDi: { ...briefing, qianZi: [sig('刘洋', 1)] } }, '作业人「王五」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交'],
    ['a name with spaces', { zuoYeRen: [{ xingMing: ' 刘洋 ' }], anQuanJiaoDi: { ...briefing, qianZi: [sig('刘洋', 1)] } }, null],
  ] as const)('%s → %s', (_, form, expected) => {
    expect(zh(briefingRefusal(form))).toBe(expected);
  });

  it('lists the unsigned workers in their order', () => {
    const form = { zuoYeRen: [{ xingMing: 'A' }, { xingMing: 'B' }, { xingMing: 'C' }], anQuanJiaoDi: { ...briefing, qianZi: [sig('B', 2)] } };
    expect(unsignedWorkers(form).map((w) => w.xingMing)).toEqual(['A', 'C']);
  });
});

describe('signedBy', () => {
  it.each([
    [sig('刘洋', 1), { xingMing: '刘洋' }, true],
    [sig('刘洋', 1), { xingMing: '王五' }, false],
    [sig('刘洋', 1, 7), { xingMing: '刘洋', renYuan: 7 }, true],
    [sig('刘洋二', 1, 7), { xingMing: '刘洋', renYuan: 7 }, true],
    [sig('刘洋', 1), { xingMing: '刘洋', renYuan: 7 }, false],
    [sig('刘洋', 1), {}, false],
  ] as const)('%j by %j → %s', (s, w, expected) => {
    expect(signedBy(s, w)).toBe(expected);
  });
});

describe('givenSignatureProblem', () => {
  const stored = [sig('刘洋', 11), sig('王五', 12, 5)];
  it.each([
    ['none given', [], null],
    ['as stored', stored, null],
    ['some of them', [stored[1]], null],
    ['one the permit does not hold', [stored[0], sig('王五', 99, 5)], { row: 1, message: '签名99不是本作业票的安全交底签名：交底签名须由作业人在作业票的手机页面签写' }],
    ['one given to another name', [sig('王五', 11)], { row: 0, message: '签名11是「刘洋」的交底签名，不是「王五」的' }],
    ['one given to another staff member', [sig('王五', 12, 6)], { row: 0, message: '签名12是「王五」的交底签名，不是「王五」的' }],
  ] as const)('%s', (_, given, expected) => {
    const p = givenSignatureProblem(given, stored);
    expect(p && { row: p.row, message: say('zh', p.message) }).toEqual(expected);
  });
});

describe('withSignature', () => {
  it('replaces the worker’s earlier signature and keeps the others', () => {
    expect(withSignature([sig('刘洋', 1), sig('王五', 2, 5)], sig('刘洋', 3)).map((s) => s.qianMing)).toEqual([2, 3]);
    expect(withSignature([sig('王五', 2, 5)], sig('王五', 4, 5)).map((s) => s.qianMing)).toEqual([4]);
    expect(withSignature([sig('王五', 2, 5)], sig('王五', 4)).map((s) => s.qianMing)).toEqual([2, 4]);
  });
});

describe('a change of the briefing content voids the signatures', () => {
  const liu: BriefingSignature = { xingMing: '刘洋', qianMing: 5, shiJian: '2026-01-08T01:00:00.000Z' };
  const staff: BriefingSignature = { xingMing: '王芳', renYuan: 12, qianMing: 6 };
  const stored = { zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '王芳', renYuan: 12 }], anQuanJiaoDi: { ...briefing, qianZi: [liu, staff] } };

  it('voids every signature and names the workers when the content changed', () => {
    const next = { ...stored, anQuanJiaoDi: { ...briefing, jiaoDiNeiRong: '增加：动火点下方设置接火盆', qianZi: [liu, staff] } };
    const r = briefingReset(stored, next);
    expect(r?.workers).toEqual([{ xingMing: '刘洋' }, { xingMing: '王芳', renYuan: 12 }]);
    expect(r?.form.anQuanJiaoDi).toEqual({ ...briefing, jiaoDiNeiRong: '增加：动火点下方设置接火盆' });
    expect(unsignedWorkers(r!.form)).toHaveLength(2);
  });
  it.each([
    ['the same content', { ...briefing, qianZi: [liu] }],
    ['the content with other spaces around it', { ...briefing, jiaoDiNeiRong: `  ${briefing.jiaoDiNeiRong} `, qianZi: [liu] }],
    ['another briefer only', { ...briefing, jiaoDiRen: '李安全', qianZi: [liu] }],
  ])('keeps them for %s', (_, anQuanJiaoDi) => {
    expect(briefingReset(stored, { ...stored, anQuanJiaoDi })).toBeNull();
  });
  it('voids nothing when nobody had signed', () => {
    expect(briefingReset({ ...stored, anQuanJiaoDi: briefing }, { ...stored, anQuanJiaoDi: { ...briefing, jiaoDiNeiRong: '新内容' } })).toBeNull();
  });
  it('names the workers who must sign again until they sign, across resets, only among the 作业人', () => {
    const resets = briefingResets([
      { action: 'create' },
      { action: 'briefingReset', detail: { workers: [{ xingMing: '刘洋' }, { xingMing: '王芳', renYuan: 12 }, { xingMing: '已移除' }] } },
    ]);
    const form = { ...stored, anQuanJiaoDi: briefing };
    expect(workersToSignAgain(form, resets).map((w) => w.xingMing)).toEqual(['刘洋', '王芳']);
    const oneSigned = { ...form, anQuanJiaoDi: { ...briefing, qianZi: [staff] } };
    expect(workersToSignAgain(oneSigned, resets).map((w) => w.xingMing)).toEqual(['刘洋']);
    // A worker added later never signed: unsigned, but not asked to sign "again".
    const added = { ...form, zuoYeRen: [...form.zuoYeRen, { xingMing: '赵六' }] };
    expect(workersToSignAgain(added, resets).map((w) => w.xingMing)).toEqual(['刘洋', '王芳']);
    expect(workersToSignAgain(form, [])).toEqual([]);
  });
});
