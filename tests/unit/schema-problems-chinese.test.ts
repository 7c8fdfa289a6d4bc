// Issue 13 item 5: a broken file's problems come from the catalogue — the meta-schema's structural ones (one
// text per ajv keyword), the expression parser's details, and the menu, tiles, stats and demo files' checks. Each
// problem's `message` is Chinese (no ASCII-only message), it carries its catalogue `text`, and its English is
// complete (no Chinese left, no bare id).
import { readFileSync } from 'node:fs';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkDemoFile } from '../../src/schema/demo-file.ts';
import { checkMenuFile, composeMenu, type MenuFileEntry } from '../../src/schema/menu-file.ts';
import { checkResourceFile, fromAjv, type SchemaProblem } from '../../src/schema/meta-schema.ts';
import { checkStatsFile } from '../../src/schema/stats-file.ts';
import { checkTilesFile } from '../../src/schema/tiles-file.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { englishOf } from './helpers/english-of.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures are edited freely

const notice = (): Json => JSON.parse(readFileSync('schemas/resources/notice.json', 'utf8'));
const CJK = /[\u4e00-\u9fff]/;

function expectCatalogued(problems: readonly SchemaProblem[]): void {
  expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) {
    expect(p.message, `${p.pointer}: ${p.message}`).toMatch(CJK);
    expect(p.text, `${p.pointer}: ${p.message} has no catalogue text`).toBeDefined();
    const en = englishOf(p);
    expect(en, `${p.pointer}: ${en}`).not.toMatch(CJK);
    expect(en).not.toMatch(/^schema\./);
  }
}

const errorsOf = (json: unknown): SchemaProblem[] => {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors;
};

describe('a broken resource file is refused in Chinese, with English from the catalogue', () => {
  it.each<[string, (r: Json) => void]>([
    ['required', (r) => void delete r.key],
    ['additionalProperties', (r) => void (r.colour = 'red')],
    ['propertyNames', (r) => void (r.form.properties['cert-no'] = { type: 'string', title: '证' })],
    ['enum', (r) => void r.actions.push('print')],
    ['type', (r) => void (r.module = 3)],
    ['const', (r) => void (r.form.type = 'array')],
    ['minLength', (r) => void (r.title = '')],
    ['pattern', (r) => void (r.key = 'Not Kebab')],
    ['format', (r) => void (r.form.properties.title.pattern = '([')],
    ['minimum', (r) => void (r.list.columns[1].width = 10)],
    ['minItems', (r) => void (r.list.columns = [])],
    ['uniqueItems', (r) => void r.actions.push('list')],
    ['an expression that does not parse', (r) => void (r.form.properties.title['x-custom-thing'] = '{{ a +* }}')],
  ])('%s', (_name, mutate) => {
    const json = notice();
    mutate(json);
    expectCatalogued(errorsOf(json));
  });

  it('not even an object', () => expectCatalogued(errorsOf('text')));

  it('names the keyword in both languages', () => {
    const json = notice();
    json.list.columns = [];
    json.colour = 'red';
    const byPointer = new Map(errorsOf(json).map((p) => [p.pointer, p]));
    expect(byPointer.get('/colour')?.message).toBe('未知属性“colour”');
    expect(englishOf(byPointer.get('/colour') as SchemaProblem)).toBe("unknown property 'colour'");
    expect(byPointer.get('/list/columns')?.message).toBe('不能少于 1 项');
    expect(englishOf(byPointer.get('/list/columns') as SchemaProblem)).toBe('must have at least 1 items');
  });

  it('says where an expression fails in the reader\'s words', () => {
    const json = notice();
    json.form.properties.title['x-custom-thing'] = '{{ alert(1) }}';
    const [p] = errorsOf(json);
    expect(p.message).toContain('表达式无效：第 2 个字符处：不支持函数「alert」');
    expect(englishOf(p)).toContain('invalid expression: At character 2: The function "alert" is not supported');
  });
});

describe('every ajv keyword has its text', () => {
  const error = (keyword: string, params: Record<string, unknown>): ErrorObject =>
    ({ keyword, instancePath: '/x', schemaPath: '#', params }) as ErrorObject;
  it.each<[string, Record<string, unknown>, string, string]>([
    ['maxLength', { limit: 5 }, '不能超过 5 个字符', 'must have at most 5 characters'],
    ['maximum', { comparison: '<=', limit: 9 }, '不能大于 9', 'must be at most 9'],
    ['exclusiveMinimum', { comparison: '>', limit: 0 }, '必须大于 0', 'must be greater than 0'],
    ['multipleOf', { multipleOf: 2, limit: 2 }, '必须是 2 的倍数', 'must be a multiple of 2'],
    ['maxItems', { limit: 3 }, '不能超过 3 项', 'must have at most 3 items'],
    ['maxProperties', { limit: 4 }, '不能超过 4 个属性', 'must have at most 4 properties'],
    ['uniqueItems', { i: 2, j: 0 }, '不能有重复项（第 1 项与第 3 项相同）', 'must not have duplicate items (items 1 and 3 are the same)'],
    ['type', { type: ['string', 'null'] }, '必须是文本或空值（null）', 'must be a string or null'],
    ['const', { allowedValue: 'object' }, '必须是 "object"', 'must be "object"'],
    ['oneOf', { passingSchemas: null }, '必须恰好符合一种允许的写法', 'must match exactly one of the allowed forms'],
    ['anyOf', {}, '必须符合一种允许的写法', 'must match one of the allowed forms'],
    ['not', {}, '不能是这种写法', 'must not have this form'],
    ['dependentRequired', { property: 'a', missingProperty: 'b' }, '不满足“dependentRequired”', "fails 'dependentRequired'"],
  ])('%s', (keyword, params, zh, en) => {
    const p = fromAjv(error(keyword, params));
    expect(p).toEqual({ pointer: '/x', message: zh });
    expect(englishOf(p)).toBe(en);
  });
});

describe('menu, tiles, stats and demo files are refused in Chinese', () => {
  const menu = (): Json[] => JSON.parse(readFileSync('schemas/modules/cbs/menu.json', 'utf8'));
  const ctx = { module: 'cbs', resourceKeys: new Set(['contractor-info']) };

  it('a menu fragment', () => {
    const m = menu();
    m[0].path = '/contractors';
    m[0].redirect = '/cbs/nowhere';
    m[0].children[1].path = m[0].children[0].path;
    m[0].children[3].component = 'Layout';
    m[0].icon = 'x';
    const structural = checkMenuFile(m, ctx);
    expectCatalogued(structural.ok ? [] : structural.errors);
    delete m[0].icon;
    const r = checkMenuFile(m, ctx);
    expectCatalogued(r.ok ? [] : r.errors);
    expect(checkMenuFile([], ctx)).toEqual({ ok: false, errors: [{ pointer: '', message: '模块“cbs”的菜单片段没有任何条目' }] });
  });

  it('the composed menu', () => {
    const [top] = menu() as MenuFileEntry[];
    const { problems } = composeMenu([
      { file: 'a.json', entries: [{ ...top, sort: 1 }] },
      { file: 'b.json', entries: [{ ...top, sort: 1 }] },
    ]);
    expectCatalogued(problems);
    expect(problems.map((p) => p.message)).toContain('排序号 1 已在 a.json#/0/sort 使用');
  });

  it('a tiles file', () => {
    const resources = new Map<string, ResourceFile>([['watch-record', { module: 'zbgl' } as ResourceFile]]);
    const r = checkTilesFile(
      [
        { key: 'a', type: 'count', title: '数', resource: 'nope', link: '/cbs/info' },
        { key: 'a', type: 'count', title: '数', resource: 'watch-record', link: '/x' },
        { key: 'b', type: 'stats', title: '图', stats: 'spjk/by-type' },
      ],
      { module: 'cbs', resources, menuPaths: new Set(['/cbs/info']), statsBlocks: new Set() },
    );
    expectCatalogued(r.ok ? [] : r.errors);
    expectCatalogued(((s) => (s.ok ? [] : s.errors))(checkTilesFile([{ key: 'a', type: 'chart' }], { module: 'cbs', resources, menuPaths: new Set() })));
  });

  it('a stats file', () => {
    const r = checkStatsFile(
      {
        blocks: [
          { key: 'a', title: '甲', resource: 'nope', measure: { op: 'count' }, groupBy: { field: 'x' }, chart: 'bar' },
          { key: 'a', title: '乙', source: 'nope', measure: { op: 'count' }, groupBy: { field: 'x' }, chart: 'bar' },
        ],
      },
      { module: 'cbs', resources: new Map(), sources: new Map() },
    );
    expectCatalogued(r.ok ? [] : r.errors);
  });

  it('a demo file', () => {
    const ctx = { module: null, file: 'schemas/demo/notice.json', resourceKey: 'notice', enterprises: [1001], today: new Date(2026, 10, 24) };
    const resource = notice() as ResourceFile;
    // A real record's data (its field titles would stay Chinese in a validator's English), with a wrong target.
    const [sample] = JSON.parse(readFileSync('schemas/demo/notice.json', 'utf8')) as { data: Json }[];
    const records = [
      { key: 'a', enterprise: 7, data: sample.data },
      { key: 'a', data: { ...sample.data, publisher: { $ref: 'department:安全环保部' } } },
    ];
    const r = checkDemoFile(records, { ...ctx, resource });
    expectCatalogued(r.ok ? [] : r.errors);
    const none = checkDemoFile(records, { ...ctx, resource: undefined });
    expectCatalogued(none.ok ? [] : none.errors);
    expectCatalogued(((x) => (x.ok ? [] : x.errors))(checkDemoFile([{ data: {} }], { ...ctx, resource })));
  });
});
