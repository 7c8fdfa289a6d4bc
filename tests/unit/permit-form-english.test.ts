// The permit screens in English (issue 13 item 5): every field of the permit form files has an English title
// (`x-title-en`) and every option an English label (`labelEn`); the file the pages render (localized for the page:
// the runtime form, the detail, the print view) shows them when the page is English and the Chinese otherwise; the names the server answers in Chinese
// (kinds, states, grades, default approval slots) are shown from the catalogue by their codes.
import { afterEach, describe, expect, it } from 'vitest';
import { english } from '../../src/domain/i18n/english.ts';
import { defaultApprovalSlots } from '../../src/domain/approval-slots.ts';
import { PERMIT_KINDS, PERMIT_KIND_INFO, PERMIT_GRADE_LABELS, type PermitGrade } from '../../src/domain/permit-kinds.ts';
import { PERMIT_STATE_LABELS, type PermitState } from '../../src/domain/permit-lifecycle.ts';
import { setPageLanguage } from '../../src/runtime/i18n/text-of.ts';
import type { FieldSchema } from '../../src/schema/resource-types.ts';
import { PERMIT_FORMS } from '../../src/client/pages/tszy/permit-forms.ts';
import { fieldValueText } from '../../src/runtime/field-value.tsx';
import { localizeResource } from '../../src/schema/localize.ts';
import { fieldTitle } from '../../src/schema/resource-types.ts';
import { gradeName, kindName, kindShortName, relatedWorkName, slotTitle, stateName } from '../../src/client/pages/tszy/permit-labels.ts';

const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;

/** Every field of a form, with the nested list rows' fields, as [path, field]. */
function fieldsOf(properties: Record<string, FieldSchema>, at = ''): [string, FieldSchema][] {
  return Object.entries(properties).flatMap(([name, f]) => {
    const path = `${at}${name}`;
    const rows = f.items?.properties ? fieldsOf(f.items.properties, `${path}.`) : [];
    return [[path, f] as [string, FieldSchema], ...rows];
  });
}

afterEach(() => setPageLanguage('zh', null));

describe('the permit form files in English', () => {
  it.each(PERMIT_KINDS)('%s: every field has an English title and every option an English label', (kind) => {
    const missing: string[] = [];
    for (const [path, f] of fieldsOf(PERMIT_FORMS[kind].form.properties)) {
      const en = f['x-title-en'];
      if (typeof en !== 'string' || !en.trim() || CJK.test(en)) missing.push(`${path}: ${String(en)}`);
      for (const o of f.enum ?? f.items?.enum ?? []) {
        if (!o.labelEn?.trim() || CJK.test(o.labelEn)) missing.push(`${path} option ${String(o.value)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the file English titles and options when the page is English, Chinese otherwise', () => {
    const zh = localizeResource(PERMIT_FORMS.DONG_HUO, 'zh');
    expect(fieldTitle(zh, 'dongHuoJiBie')).toBe('动火作业级别');
    expect(zh.form.properties.dongHuoJiBie.enum?.map((o) => o.label)).toEqual(['二级', '一级', '特级']);
    setPageLanguage('en', english);
    const en = localizeResource(PERMIT_FORMS.DONG_HUO, 'en', english);
    expect(fieldTitle(en, 'dongHuoJiBie')).toBe('Hot work grade');
    expect(en.form.properties.dongHuoJiBie.enum?.map((o) => [o.value, o.label])).toEqual([
      ['二级', 'Grade 2'],
      ['一级', 'Grade 1'],
      ['特级', 'Special grade'],
    ]);
    expect(fieldTitle(en, 'luTian')).toBe('Open-air hot work');
    expect(fieldValueText(en.form.properties.luTian, true)).toBe('Yes');
    // A chosen option is shown by its label in the page's language (its value is Chinese words).
    expect(fieldValueText(en.form.properties.dongHuoJiBie, '二级')).toBe('Grade 2');
    expect(relatedWorkName('动火作业')).toBe('Hot work');
    expect(relatedWorkName('动火')).toBe('Hot work');
    expect(relatedWorkName('外包检修')).toBe('外包检修');
    // A field without an English title falls back to its Chinese.
    const bare = localizeResource({ ...PERMIT_FORMS.DONG_HUO, form: { ...PERMIT_FORMS.DONG_HUO.form, properties: { x: { type: 'string', title: '备注' } } } }, 'en', english);
    expect(fieldTitle(bare, 'x')).toBe('备注');
  });
});

describe('the names the server answers, by their codes', () => {
  it('are the domain’s Chinese on a Chinese page', () => {
    for (const k of PERMIT_KINDS) {
      expect(kindName(k)).toBe(PERMIT_KIND_INFO[k].name);
      expect(kindShortName(k)).toBe(PERMIT_KIND_INFO[k].shortName);
      for (const grade of PERMIT_KIND_INFO[k].grades) {
        for (const slot of defaultApprovalSlots(k, grade)) expect(slotTitle(slot.title)).toBe(slot.title);
      }
    }
    for (const s of Object.keys(PERMIT_STATE_LABELS) as PermitState[]) expect(stateName(s)).toBe(PERMIT_STATE_LABELS[s]);
    for (const g of Object.keys(PERMIT_GRADE_LABELS) as PermitGrade[]) expect(gradeName(g, null)).toBe(PERMIT_GRADE_LABELS[g]);
  });

  it('are English on an English page, every default slot of every kind included', () => {
    setPageLanguage('en', english);
    expect(kindName('SHOU_XIAN')).toBe('Confined space entry');
    expect(stateName('APPROVING')).toBe('In approval');
    expect(gradeName('TE_JI', '特级')).toBe('Special grade');
    const titles = PERMIT_KINDS.flatMap((k) => [null, ...PERMIT_KIND_INFO[k].grades].flatMap((g) => defaultApprovalSlots(k, g).map((s) => s.title)));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.map((title) => slotTitle(title)).filter((t) => CJK.test(t))).toEqual([]);
    expect(slotTitle('动火审批人意见')).toBe('Hot work approver’s opinion');
    // A title a tenant wrote stays its own; an unknown state shows the server's name.
    expect(slotTitle('厂长意见')).toBe('厂长意见');
    expect(stateName('UNKNOWN', '未知')).toBe('未知');
    expect(gradeName(null, null)).toBe('—');
  });
});
