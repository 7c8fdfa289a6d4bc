// The demo records of the shared basic data are files (schemas/demo/<resource>.json) checked at load like a
// module folder's: every record passes its resource's validator, its reference fields name their records by
// label (`{"$ref": "department:安全环保部"}`, never a text), and the safety managers show effective,
// expired and voided certificates. A malformed `$ref` is refused at the pointer; records are applied after
// the resources they refer to, and a circle of references is refused.
import { describe, expect, it } from 'vitest';
import { validityStatus } from '../../src/domain/validity.ts';
import { checkDemoFile, demoApplyOrder, type DemoRecord } from '../../src/schema/demo-file.ts';
import { refFields } from '../../src/schema/keywords/ref-fields.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { DEMO_ENTERPRISE_IDS } from '../../src/server/db/seed/demo-enterprises.ts';
import { loadModuleFiles } from '../../src/server/modules/module-files.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { englishOf } from './helpers/english-of.ts';

const today = new Date(2026, 10, 24);
const { demo } = loadModuleFiles({ today });
const byKey = resourceRegistry().byKey;
const BASIC = ['action-template', 'area', 'camera', 'device-start-stop', 'enterprise-info', 'hazard-source', 'notice', 'production-equipment', 'safety-manager', 'special-equipment', 'special-equipment-operator', 'special-operator'];

describe('the shared basic data\'s demo files', () => {
  it('hold the records of the basic-data resources, for the demo enterprise', () => {
    const basic = demo.filter((r) => byKey.get(r.resource)?.module == null);
    expect([...new Set(basic.map((r) => r.resource))].sort()).toEqual(BASIC);
    expect(new Set(basic.map((r) => r.enterprise))).toEqual(new Set([1001]));
  });

  it.each(BASIC)('%s: every reference field names its record by label, never by a text or an id', (key) => {
    const fields = refFields(byKey.get(key)!).map((f) => f.field);
    for (const r of demo.filter((x) => x.resource === key)) {
      for (const f of fields) {
        if (r.data[f] === undefined) continue;
        expect(r.data[f], `${r.key}.${f}`).toMatchObject({ $ref: expect.stringMatching(/^(staff|department|area-duty|production-equipment):\S/) });
        expect(r.refs.filter((x) => x.field === f), `${r.key}.${f}`).toHaveLength(1);
      }
    }
  });

  it('show effective, expired and voided certificates among the safety managers', () => {
    const statuses = demo
      .filter((r) => r.resource === 'safety-manager')
      .map((m) => validityStatus({ from: m.data.certStart as string, to: m.data.certEnd as string, voided: m.data.voided === true }, today));
    expect(new Set(statuses)).toEqual(new Set(['EFFECTIVE', 'EXPIRED', 'VOIDED']));
  });

  it('write a date-time as a relative day at a time', () => {
    const notice = demo.find((r) => r.resource === 'notice' && r.key === 'winter-inspection');
    expect(notice?.data.publishTime).toBe('2026-11-21 09:00:00');
  });
});

/** notice with a multiple reference beside its own, for the array form. */
const notice = byKey.get('notice')!;
const withHelpers: ResourceFile = {
  ...notice,
  form: { ...notice.form, properties: { ...notice.form.properties, helperIds: { type: 'array', items: { type: 'integer' }, title: '协助人', 'x-ref': { resource: 'staff' } } } },
};
const base = { title: '通知', noticeType: 'notice', importance: 'normal', content: '内容', targets: ['qyUser'], publishStatus: 'draft' };
const check = (data: Record<string, unknown>, resource: ResourceFile = withHelpers) =>
  checkDemoFile([{ key: 'a', data: { ...base, ...data } }], { module: null, file: 'schemas/demo/notice.json', resource, resourceKey: 'notice', enterprises: DEMO_ENTERPRISE_IDS, today });

describe('references by label in a demo record', () => {
  it('are read with their field, position and place; the rest of the record is kept as written', () => {
    const r = check({ publisher: { $ref: 'staff:李安全 ' }, publishDept: { $ref: 'department:安全环保部' }, helperIds: [{ $ref: 'staff:甲' }, { $ref: 'staff:乙' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.records[0].refs).toEqual([
      { field: 'publisher', at: null, target: 'staff', label: '李安全', where: 'schemas/demo/notice.json#/0/data/publisher' },
      { field: 'publishDept', at: null, target: 'department', label: '安全环保部', where: 'schemas/demo/notice.json#/0/data/publishDept' },
      { field: 'helperIds', at: 0, target: 'staff', label: '甲', where: 'schemas/demo/notice.json#/0/data/helperIds/0' },
      { field: 'helperIds', at: 1, target: 'staff', label: '乙', where: 'schemas/demo/notice.json#/0/data/helperIds/1' },
    ]);
    expect(r.records[0].data.publisher).toEqual({ $ref: 'staff:李安全 ' });
  });

  it("keep the creator a record names (by), and none when it names none", () => {
    const file = [{ key: 'a', by: 'staff01', data: base }, { key: 'b', data: base }];
    const r = checkDemoFile(file, { module: null, file: 'schemas/demo/notice.json', resource: withHelpers, resourceKey: 'notice', enterprises: DEMO_ENTERPRISE_IDS, today });
    expect(r.ok ? r.records.map((x) => x.by) : r.errors).toEqual(['staff01', null]);
    const blank = checkDemoFile([{ key: 'a', by: '', data: base }], { module: null, file: 'schemas/demo/notice.json', resource: withHelpers, resourceKey: 'notice', enterprises: DEMO_ENTERPRISE_IDS, today });
    expect(blank.ok ? [] : blank.errors.map((e) => e.pointer)).toEqual(['/0/by']);
  });

  it.each([
    ['a text where the field is a reference', { publisher: '李安全' }, '/0/data/publisher', /'publisher' is a reference: name the record as \{"\$ref": "staff:李安全"\}/],
    ['another target than the field\'s', { publisher: { $ref: 'department:安全环保部' } }, '/0/data/publisher', /'publisher' refers to 'staff', not 'department'/],
    ['no target', { publisher: { $ref: '李安全' } }, '/0/data/publisher', /must be \{"\$ref": "<target>:<label>"\}/],
    ['a blank label', { publisher: { $ref: 'staff:  ' } }, '/0/data/publisher', /must be \{"\$ref"/],
    ['a label that is not a string', { publisher: { $ref: 7 } }, '/0/data/publisher', /must be \{"\$ref"/],
    ['another key beside it', { publisher: { $ref: 'staff:李安全', id: 3 } }, '/0/data/publisher', /must be \{"\$ref"/],
    ['a field that is not a reference', { title: { $ref: 'staff:李安全' } }, '/0/data/title', /'title' is not a reference field/],
    ['a reference hidden in a text field\'s object', { content: { x: { $ref: 'staff:李安全' } } }, '/0/data/content', /'content' is not a reference field/],
    ['one reference where the field takes several', { helperIds: { $ref: 'staff:甲' } }, '/0/data/helperIds', /an array of \{"\$ref"\}/],
    ['several where the field takes one', { publisher: [{ $ref: 'staff:甲' }] }, '/0/data/publisher', /one \{"\$ref"\}/],
    ['a reference nested in an item', { helperIds: [{ x: { $ref: 'staff:甲' } }] }, '/0/data/helperIds/0', /a whole value/],
    ['a record of its own resource', { publisher: { $ref: 'notice:通知' } }, '/0/data/publisher', /refers to 'staff', not 'notice'/],
  ])('%s is refused at the pointer', (_name, data, at, message) => {
    const r = check(data);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.find((e) => e.pointer === at && message.test(englishOf(e))), JSON.stringify(r.errors.map(englishOf))).toBeDefined();
  });

  it('refuses a reference to a record of the record\'s own resource', () => {
    const tree = { ...withHelpers, form: { ...withHelpers.form, properties: { ...withHelpers.form.properties, parentId: { type: 'integer', title: '上级', 'x-ref': { resource: 'notice' } } } } } as ResourceFile;
    const r = check({ parentId: { $ref: 'notice:通知' } }, tree);
    expect(r.ok ? [] : r.errors.map((e) => ({ pointer: e.pointer, message: englishOf(e) }))).toEqual([{ pointer: '/0/data/parentId', message: expect.stringMatching(/its own resource/) }]);
    expect(r.ok ? '' : r.errors[0].message).toBe('演示记录不能引用本资源的记录（一个文件的记录同时添加）');
  });
});

describe('the order demo records are applied in', () => {
  const rec = (resource: string, key: string, targets: string[] = []): DemoRecord => ({
    resource,
    key,
    enterprise: 1001,
    by: null,
    data: {},
    refs: targets.map((target) => ({ field: 'f', at: null, target, label: 'x', where: '' })),
  });
  const keys = (r: ReturnType<typeof demoApplyOrder>) => (r.ok ? r.records.map((x) => `${x.resource}/${x.key}`) : r.cycle);

  it('puts a resource after those it refers to, and keeps the files\' order otherwise', () => {
    const order = demoApplyOrder([rec('user', 'u1', ['info', 'staff']), rec('notice', 'n1'), rec('info', 'i1'), rec('user', 'u2'), rec('info', 'i2', ['department'])]);
    expect(keys(order)).toEqual(['info/i1', 'info/i2', 'user/u1', 'user/u2', 'notice/n1']);
  });

  it('refuses a circle of references between resources', () => {
    const order = demoApplyOrder([rec('a', '1', ['b']), rec('b', '1', ['c']), rec('c', '1', ['a'])]);
    expect(order).toEqual({ ok: false, cycle: ['a', 'b', 'c', 'a'] });
  });

  it('applies the repository\'s files in an order that exists', () => {
    expect(demoApplyOrder(demo)).toMatchObject({ ok: true });
  });
});
