import { describe, expect, it } from 'vitest';
import type { PermitKind } from '../../src/domain/permit-kinds.ts';
import { checkSpecialWork } from '../../src/domain/special-work-check.ts';
import { chineseOf } from '../../src/server/http/app-error.ts';

/** The answer as the Chinese reader gets it. */
type SpecialWorkAnswer = { ok: true } | { ok: false; field: string; message: string; missingKinds: PermitKind[] };

describe('checkSpecialWork (spec 001 §5)', () => {
  it.each<[string, boolean, PermitKind[], PermitKind[], SpecialWorkAnswer]>([
    ['no special work, nothing chosen', false, [], [], { ok: true }],
    ['no special work, kinds listed anyway', false, ['DONG_HUO'], [], { ok: true }],
    ['special work without kinds', true, [], [], { ok: false, field: 'teShuZuoYeLeiXing', message: '请选择涉及的特殊作业', missingKinds: [] }],
    ['special work without kinds but with permits', true, [], ['GAO_CHU'], { ok: false, field: 'teShuZuoYeLeiXing', message: '请选择涉及的特殊作业', missingKinds: [] }],
    ['one kind, no permit', true, ['DONG_HUO'], [], { ok: false, field: 'zuoYePiaoIds', message: '请选择涉及的作业票：动火', missingKinds: ['DONG_HUO'] }],
    ['one kind, a permit of another kind', true, ['DONG_HUO'], ['GAO_CHU'], { ok: false, field: 'zuoYePiaoIds', message: '请选择涉及的作业票：动火', missingKinds: ['DONG_HUO'] }],
    ['one kind, its permit', true, ['DONG_HUO'], ['DONG_HUO'], { ok: true }],
    ['two kinds, one permit', true, ['DONG_HUO', 'SHOU_XIAN'], ['SHOU_XIAN'], { ok: false, field: 'zuoYePiaoIds', message: '请选择涉及的作业票：动火', missingKinds: ['DONG_HUO'] }],
    ['two kinds, none', true, ['GAO_CHU', 'DIAO_ZHUANG'], [], { ok: false, field: 'zuoYePiaoIds', message: '请选择涉及的作业票：高处、吊装', missingKinds: ['GAO_CHU', 'DIAO_ZHUANG'] }],
    ['two kinds, both, plus an extra permit', true, ['GAO_CHU', 'DIAO_ZHUANG'], ['DIAO_ZHUANG', 'GAO_CHU', 'DONG_TU'], { ok: true }],
    ['a kind chosen twice needs one permit', true, ['MANG_BAN', 'MANG_BAN'], ['MANG_BAN'], { ok: true }],
    ['a kind chosen twice, no permit, named once', true, ['MANG_BAN', 'MANG_BAN'], [], { ok: false, field: 'zuoYePiaoIds', message: '请选择涉及的作业票：盲板抽堵', missingKinds: ['MANG_BAN'] }],
  ])('%s', (_name, sheJiTeShuZuoYe, kinds, permitKinds, expected) => {
    const answer = checkSpecialWork({ sheJiTeShuZuoYe, kinds, permitKinds });
    expect(answer.ok ? answer : { ...answer, message: chineseOf(answer.message) }).toEqual(expected);
  });
});
