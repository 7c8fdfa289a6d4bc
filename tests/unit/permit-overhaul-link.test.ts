// The rule of a permit's link to the work it is raised for (src/domain/permit-overhaul-link.ts): one of an overhaul
// item or a maintenance task, never both; the page each opens; the field pairs.
import { describe, expect, it } from 'vitest';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import {
  MAINTENANCE_TASK_FIELD,
  OVERHAUL_ITEM_FIELD,
  otherLinkField,
  overhaulLinkKindOf,
  overhaulLinkOf,
  overhaulLinkPath,
  overhaulLinkProblem,
} from '../../src/domain/permit-overhaul-link.ts';

describe('overhaulLinkOf', () => {
  it.each([
    [{}, null],
    [{ jianXiuXiangMu: 7 }, { kind: 'overhaul-item', field: OVERHAUL_ITEM_FIELD, resource: 'overhaul-item', id: 7 }],
    [{ jianWeiXiuRenWu: 9 }, { kind: 'maintenance', field: MAINTENANCE_TASK_FIELD, resource: 'maintenance-management', id: 9 }],
    [{ jianXiuXiangMu: 0 }, null],
    [{ jianXiuXiangMu: -3 }, null],
    [{ jianXiuXiangMu: 1.5 }, null],
    [{ jianXiuXiangMu: '7' }, null],
    [{ jianXiuXiangMu: null, jianWeiXiuRenWu: 4 }, { kind: 'maintenance', id: 4 }],
  ])('%j links to %j', (data, link) => {
    if (link === null) expect(overhaulLinkOf(data)).toBeNull();
    else expect(overhaulLinkOf(data)).toMatchObject(link);
  });
});

describe('overhaulLinkProblem', () => {
  it('refuses both links at once, naming the task field', () => {
    const p = overhaulLinkProblem({ jianXiuXiangMu: 1, jianWeiXiuRenWu: 2 });
    expect(p?.field).toBe(MAINTENANCE_TASK_FIELD);
    expect(p?.message.id).toBe('permits.link.both');
    expect(chinese['permits.link.both']).toContain('只能关联一项检修');
  });
  it.each([[{}], [{ jianXiuXiangMu: 1 }], [{ jianWeiXiuRenWu: 2 }], [{ jianXiuXiangMu: 1, jianWeiXiuRenWu: null }]])('accepts %j', (data) => {
    expect(overhaulLinkProblem(data)).toBeNull();
  });
});

describe('fields and pages', () => {
  it('names the kind of each field and the other field of a pair', () => {
    expect(overhaulLinkKindOf(OVERHAUL_ITEM_FIELD)).toBe('overhaul-item');
    expect(overhaulLinkKindOf(MAINTENANCE_TASK_FIELD)).toBe('maintenance');
    expect(overhaulLinkKindOf('zuoYeDiDian')).toBeUndefined();
    expect(otherLinkField(OVERHAUL_ITEM_FIELD)).toBe(MAINTENANCE_TASK_FIELD);
    expect(otherLinkField(MAINTENANCE_TASK_FIELD)).toBe(OVERHAUL_ITEM_FIELD);
    expect(otherLinkField('zuoYeDiDian')).toBeUndefined();
  });
  it("opens an overhaul item's plan and a maintenance task's detail", () => {
    expect(overhaulLinkPath('overhaul-item', 5, 2)).toBe('/zdjx/plan?detail=2');
    expect(overhaulLinkPath('overhaul-item', 5, null)).toBe('/zdjx/plan');
    expect(overhaulLinkPath('maintenance', 9)).toBe('/equipment/maintenance?detail=9');
  });
});
