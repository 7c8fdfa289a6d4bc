// The check of what an enterprise designs (src/schema/designed-file-check.ts, checkOverlay with its env): the
// engine's own checks of the new keywords (x-ref, x-compute, x-rules) through checkResourceFile and the
// registry checks, named by JSON pointer; a reference the enterprise added to what it cannot read is refused,
// one the platform's file already has is not.
import { describe, expect, it } from 'vitest';
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { checkDesignedFile, type DesignEnv } from '../../src/schema/designed-file-check.ts';
import { checkOverlay } from '../../src/schema/overlay-check.ts';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';
import { refTargetsFor } from '../../src/schema/ref-targets.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { englishOf } from './helpers/english-of.ts';

/** A resource of a module the enterprise has not opened. */
const CLOSED: ResourceFile = { ...structuredClone(SAFETY_MANAGER), key: 'closed-thing', endpoint: '/u-basic/closed-thing', module: 'zbgl' };
/** The file under design; one of its own fields already refers to the closed resource (the platform put it there). */
const BASE: ResourceFile = structuredClone(SAFETY_MANAGER);
BASE.form.properties.legacyRef = { type: 'integer', title: '旧关联', 'x-ref': { resource: 'closed-thing' }, 'x-component': 'RefPicker' };
const ENV: DesignEnv = { registry: [BASE, CLOSED], refTargets: refTargetsFor([BASE, CLOSED], new Set()) };

function withField(name: string, f: FieldSchema): ResourceFile {
  const file = structuredClone(BASE);
  file.form.properties[name] = f;
  return file;
}

const ptr = (name: string, rest = '') => `/form/properties/${name}${rest}`;

describe('checkDesignedFile (the schema editor’s check and save)', () => {
  it('passes the file as it is, though its own reference names a closed module', () => {
    expect(checkDesignedFile(BASE, BASE, ENV)).toEqual([]);
  });

  it.each<[string, FieldSchema, { pointer: string; message: RegExp }]>([
    [
      'a reference to a resource of a module the enterprise has not opened',
      { type: 'integer', title: '关联', 'x-ref': { resource: 'closed-thing' } },
      { pointer: ptr('x', '/x-ref/resource'), message: /不能关联「closed-thing」：资源不存在或本企业未开通/ },
    ],
    ['a reference to an unknown resource', { type: 'integer', title: '关联', 'x-ref': { resource: 'ghost' } }, { pointer: ptr('x', '/x-ref/resource'), message: /不能关联「ghost」/ }],
    [
      'a label the target does not have (the registry check)',
      { type: 'integer', title: '关联', 'x-ref': { resource: 'safety-manager', label: 'nope' } },
      { pointer: ptr('x', '/x-ref/label'), message: /label 'nope'/ },
    ],
    ['a reference of the wrong type (the x-ref file check)', { type: 'string', title: '关联', 'x-ref': { resource: 'staff' } }, { pointer: ptr('x', '/type'), message: /reference holds ids/ }],
    ['a computed field naming a missing field', { type: 'number', title: '算', 'x-compute': '{{ nope * 2 }}' }, { pointer: ptr('x', '/x-compute'), message: /'nope' is not a field/ }],
    ['a computed field that does not parse', { type: 'number', title: '算', 'x-compute': '{{ 1 + }}' }, { pointer: ptr('x', '/x-compute'), message: /invalid expression/ }],
    ['a rule naming a missing field', { type: 'string', title: '文', 'x-rules': [{ assert: '{{ ghost > 1 }}', message: '错' }] }, { pointer: ptr('x', '/x-rules/0/assert'), message: /'ghost'/ }],
    ['a rule without its braces (the meta-schema)', { type: 'string', title: '文', 'x-rules': [{ assert: 'name', message: '错' }] }, { pointer: ptr('x', '/x-rules/0/assert'), message: /pattern|must match/ }],
  ])('%s', (_name, field, expected) => {
    const problems = checkDesignedFile(BASE, withField('x', field), ENV);
    // The problem's Chinese message or its English (the registry's and the keywords' checks are matched in English).
    const said = problems.map((p) => ({ pointer: p.pointer, message: p.message, en: englishOf(p) }));
    expect(said.some((p) => p.pointer === expected.pointer && (expected.message.test(p.message) || expected.message.test(p.en))), JSON.stringify(said)).toBe(true);
  });

  it('a sound reference to staff, a computed field and a rule pass', () => {
    let file = withField('auditorId', { type: 'integer', title: '审核人', 'x-ref': { resource: 'staff' }, 'x-component': 'RefPicker' });
    file = { ...file, form: { ...file.form, properties: { ...file.form.properties, nameLen: { type: 'number', title: '长度', 'x-compute': '{{ len(name) }}' } } } };
    expect(checkDesignedFile(BASE, file, ENV)).toEqual([]);
  });

  it('without an env only the file checks run', () => {
    expect(checkDesignedFile(BASE, withField('x', { type: 'integer', title: '关联', 'x-ref': { resource: 'ghost' } }))).toEqual([]);
    expect(checkDesignedFile(BASE, { not: 'a file' }).length).toBeGreaterThan(0);
  });
});

describe('checkOverlay with the enterprise’s env (the designer’s publish)', () => {
  const overlay = (...defs: CustomFieldDef[]): ResourceOverlay => ({
    fields: defs.map((d, i) => ({ key: d.key, def: d, schema: customFieldSchema(d), enabled: true, sort: i })),
    tabs: [],
  });

  it('names the custom field’s property', () => {
    const problems = checkOverlay(
      BASE,
      overlay(
        { key: 'r1', type: 'reference', title: '关联', refResource: 'closed-thing' },
        { key: 'c1', type: 'number', title: '算', compute: 'missing + 1' },
        { key: 't1', type: 'text', title: '文', rules: [{ assert: 'len(t1) >', message: '错' }] },
      ),
      ENV,
    );
    expect(problems.map((p) => p.path)).toEqual(['fields.r1.refResource', 'fields.c1.compute', 'fields.t1.rules.0.assert']);
  });

  it('lets a computed field name another custom field, and a rule its own', () => {
    const problems = checkOverlay(
      BASE,
      overlay(
        { key: 'L', type: 'number', title: 'L' },
        { key: 'risk', type: 'number', title: '风险', compute: 'L * 2' },
        { key: 'ownerId', type: 'reference', title: '负责人', refResource: 'staff', rules: [{ assert: 'ownerId != null', message: '请选择' }] },
      ),
      ENV,
    );
    expect(problems).toEqual([]);
  });

  it('a schema-written field (no definition) referring to a closed module is refused at the file pointer', () => {
    const o: ResourceOverlay = { fields: [{ key: 'x', schema: { type: 'integer', title: '关联', 'x-ref': { resource: 'closed-thing' } }, enabled: true, sort: 0 }], tabs: [] };
    expect(checkOverlay(BASE, o, ENV)).toEqual([{ path: 'file/form/properties/x/x-ref/resource', message: '不能关联「closed-thing」：资源不存在或本企业未开通' }]);
  });
});
