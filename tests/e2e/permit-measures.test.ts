// Safety measures from the enterprise's templates (issue 16 item 5; docs/permits.md "Safety measures"): on a 二级 hot
// work form staff01 clicks 从措施模板带入 and gets the demo's 动火 templates for 二级 (not those of 一级 / 特级); 提交
// is refused naming the first 作业前 measure not confirmed, the permit staying a draft; once each 作业前 measure has
// its confirmer picked among the staff (the one its template names: the guardian 陈明, the leader 张伟), 提交 still
// waits for the photo a template asks for (需拍照); with it, 提交 succeeds and the names are stored with the permit.
import { describe, expect, it } from 'vitest';
import { button, messageShown } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { pngImage } from './helpers/png-image.ts';
import { addMinutes, briefWorkers, detailOf, fillHotWork, formField, openNewPermit, refusalShown, pickConfirmer, thisMinute, TIMEZONE, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount>({ timezoneId: TIMEZONE });
const START = addMinutes(thisMinute(), 60);
const HOT_WORK = { site: '三号罐区 T-301 储罐', content: '更换人孔垫片，打磨作业', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;

/** The guardian: a demo staff member, as the templates' confirmRole asks the confirmer to hold the role on the permit. */
const GUARDIAN = '陈明';
/**
 * The demo's 动火 templates for 二级 (schemas/demo/action-template.json), in their order, their phases, and who confirms
 * a 作业前 one (its template's confirmRole: 监护人, or 作业负责人 for 动火分析).
 */
const FOR_GRADE_2 = [
  ['动火点周围（最小半径15m）的可燃物已清除，排水口、污水井、地漏、地沟等已封堵', 'before', GUARDIAN],
  ['动火现场配备灭火器、灭火毯等消防器材，消防通道畅通', 'before', GUARDIAN],
  ['动火分析合格，取样时间与动火作业开始时间间隔不超过30min', 'before', HOT_WORK.leader],
  ['监护人全程在场监护，不得离开动火现场', 'during', null],
  ['作业完毕清理现场，确认无残留火种后方可离开', 'after', null],
] as const;

describe('safety measures from templates on a 二级 hot work', () => {
  it('从措施模板带入 fills the measures; submit waits for every 作业前 measure to be confirmed by a person picked', async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, HOT_WORK);
    await formField(form, '监护人').fill(GUARDIAN);

    await button(form, '从措施模板带入').click();
    await messageShown(page, `已带入${FOR_GRADE_2.length}条安全措施，0条已在清单中`);
    const texts = () => form.getByRole('textbox', { name: /^安全措施 \d+$/ }).evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
    await expect.poll(texts).toEqual(FOR_GRADE_2.map(([text]) => text));
    // Again: nothing is added twice.
    await button(form, '从措施模板带入').click();
    await messageShown(page, `已带入0条安全措施，${FOR_GRADE_2.length}条已在清单中`);
    expect(await texts()).toHaveLength(FOR_GRADE_2.length);

    await button(form, '提交').click();
    await refusalShown(form, `安全措施第1项「${FOR_GRADE_2[0][0]}」尚未确认：作业前的安全措施须逐项由确认人确认后才能提交`);
    // The form saved the draft before submitting it.
    const [{ id }] = await suite.env.db.query<{ id: number }>('select id::int as id from permit where tenant_id = 1001 and zuo_ye_di_dian = $1', [HOT_WORK.site]);
    const token = await suite.pages.token('staff01');
    expect((await detailOf(suite.env, token, id)).zhuangTai).toBe('DRAFT');

    for (const [i, [, , who]] of FOR_GRADE_2.entries()) if (who) await pickConfirmer(form, i + 1, who);
    // The worker signs the safety briefing (GB 30871 4.4), which submission also requires.
    await briefWorkers(suite.env, token, 'dongHuo', id);
    // The first measure's template asks for a photo (需拍照): submission waits for one.
    await button(form, '提交').click();
    await refusalShown(form, `安全措施第1项「${FOR_GRADE_2[0][0]}」须附现场照片（措施模板要求拍照）后才能提交`);
    expect((await detailOf(suite.env, token, id)).zhuangTai).toBe('DRAFT');
    const first = form.getByRole('listitem', { name: '安全措施 1', exact: true });
    await first.locator('input[type=file]').setInputFiles({ name: 'cleared.png', mimeType: 'image/png', buffer: pngImage(640, 480) });
    await first.getByText('cleared.png').waitFor();
    await button(form, '提交').click();
    await messageShown(page, '已提交审批');
    await expect.poll(async () => (await detailOf(suite.env, token, id)).zhuangTai).toBe('APPROVING');
    const stored = (await detailOf(suite.env, token, id)) as unknown as { anQuanCuoShi: { cuoShi: string; jieDuan: string; queRenRen?: string; muBan?: number }[] };
    expect(stored.anQuanCuoShi.map((m) => [m.cuoShi, m.jieDuan])).toEqual(FOR_GRADE_2.map(([text, phase]) => [text, phase]));
    expect(stored.anQuanCuoShi.map((m) => m.queRenRen ?? null)).toEqual(FOR_GRADE_2.map(([, , who]) => who));
    expect(stored.anQuanCuoShi.every((m) => typeof m.muBan === 'number')).toBe(true);
  });
});
