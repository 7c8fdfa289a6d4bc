// The `phone` keyword (src/schema/keywords/phone.ts, issue 15): its shape checked by the meta-schema, its
// references by the keyword's check, each refused at its JSON pointer with the catalogue's message; the fields
// the phone hides; and the repository's files that declare it pass.
import { describe, expect, it } from 'vitest';
import { isReportable, phoneHiddenFields } from '../../src/schema/keywords/phone.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { loadResourceFiles } from '../../src/server/resources/registry.ts';
import { minimalResource } from './helpers/minimal-resource.ts';

function file(phone: unknown, extra: Partial<ResourceFile> = {}): Record<string, unknown> {
  const fields: Record<string, FieldSchema> = {
    where: { type: 'object', title: '位置', 'x-geometry': 'point' },
    note: { type: 'string', title: '附注' },
    areaId: { type: 'integer', title: '区域', 'x-ref': { resource: 'area' } },
    deptId: { type: 'integer', title: '部门', 'x-ref': { resource: 'department' } },
  };
  return { ...minimalResource('spot', fields, extra), phone };
}

function problems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${e.message}`);
}

describe('phone keyword check', () => {
  it.each([
    ['report', { report: true }],
    ['qr with a geometry place', { qr: true, place: { geometry: 'where' } }],
    ['a place by area', { place: { area: 'areaId' } }],
    ['the fields shown', { fields: ['name', 'note', 'where'] }],
    ['nothing', {}],
  ])('accepts %s', (_name, phone) => {
    expect(problems(file(phone))).toEqual([]);
  });

  it.each([
    ['a place on a field that is no geometry', { place: { geometry: 'note' } }, "/phone/place/geometry: “note”不是几何字段（x-geometry）；位置须是点或面字段"],
    ['a place on a missing field', { place: { geometry: 'nowhere' } }, '/phone/place/geometry: 未知字段“nowhere”'],
    ['a place by a reference to another resource', { place: { area: 'deptId' } }, '/phone/place/area: “deptId”不是引用区域（area）的字段；位置须引用 area'],
    ['a place by a field that is no reference', { place: { area: 'note' } }, '/phone/place/area: “note”不是引用区域（area）的字段；位置须引用 area'],
    ['an unknown field to show', { fields: ['name', 'nope'] }, '/phone/fields/1: 未知字段“nope”'],
  ])('refuses %s at its pointer', (_name, phone, problem) => {
    expect(problems(file(phone))).toEqual([problem]);
  });

  it('refuses report without create and qr without detail', () => {
    expect(problems(file({ report: true, qr: true }, { actions: ['list'] }))).toEqual([
      '/phone/report: 可上报（report）的资源须有 create 操作',
      '/phone/qr: 有二维码（qr）的资源须有 detail 操作：扫码打开它的详情',
    ]);
  });

  it('leaves the shape to the meta-schema: both places, an unknown key, a field twice, no fields, a word for a boolean', () => {
    expect(problems(file({ place: { geometry: 'where', area: 'areaId' } })).length).toBeGreaterThan(0);
    expect(problems(file({ scan: true }))).toEqual(['/phone/scan: 未知属性“scan”']);
    expect(problems(file({ fields: ['name', 'name'] })).some((p) => p.startsWith('/phone/fields'))).toBe(true);
    expect(problems(file({ fields: [] })).some((p) => p.startsWith('/phone/fields'))).toBe(true);
    expect(problems(file({ report: 'yes' })).some((p) => p.startsWith('/phone/report'))).toBe(true);
  });
});

describe('phone keyword helpers', () => {
  it('hides the fields phone.fields does not list, none without it', () => {
    const r = file({ fields: ['note', 'name'] }) as unknown as ResourceFile;
    expect(phoneHiddenFields(r)).toEqual(['where', 'areaId', 'deptId']);
    expect(phoneHiddenFields(file({}) as unknown as ResourceFile)).toEqual([]);
  });

  it('lists a resource under 上报 only when it says report: true', () => {
    expect(isReportable({ phone: { report: true } })).toBe(true);
    expect(isReportable({ phone: { qr: true } })).toBe(false);
    expect(isReportable({ phone: null })).toBe(false);
    expect(isReportable({})).toBe(false);
  });
});

describe("the repository's files", () => {
  it('declare phone where it is true, and pass', () => {
    const all = loadResourceFiles();
    const byKey = new Map(all.map((r) => [r.key, r]));
    expect(byKey.get('area')?.phone).toEqual({ qr: true, place: { geometry: 'shape' } });
    expect(all.filter((r) => r.phone?.report).map((r) => r.key).sort()).toEqual(['contractor-violation', 'hidden-danger', 'repair-order', 'watch-record']);
    for (const key of ['production-equipment', 'special-equipment', 'hazard-source', 'camera']) expect(byKey.get(key)?.phone?.qr, key).toBe(true);
  });
});
