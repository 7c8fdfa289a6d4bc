// json-pointer-lines (src/schema/json-pointer-lines.ts): positions of JSON pointers in text, syntax errors
// with their line and column, and agreement with JSON.parse on what is valid.
import { describe, expect, it } from 'vitest';
import {
  escapePointerSegment,
  lineStarts,
  locatePointer,
  offsetAt,
  parseJsonWithLocations,
  positionAt,
} from '../../src/schema/json-pointer-lines.ts';

const FILE = [
  '{', //                                   1
  '  "key": "safety-manager",', //          2
  '  "form": {', //                         3
  '    "type": "object",', //               4
  '    "properties": {', //                 5
  '      "name": { "type": "string" },', // 6
  '      "a/b": 1,', //                     7
  '      "m~n": [', //                      8
  '        10,', //                         9
  '        { "deep": [true, null] }', //    10
  '      ]', //                             11
  '    },', //                              12
  '    "required": ["name"]', //            13
  '  }', //                                 14
  '}', //                                   15
].join('\n');

function parsed(text: string) {
  const r = parseJsonWithLocations(text);
  if (!r.ok) throw new Error(`unexpected syntax error: ${r.error.message}`);
  return r;
}

describe('parseJsonWithLocations: pointers to lines', () => {
  const { value, locations } = parsed(FILE);

  it('answers the value JSON.parse answers', () => {
    expect(value).toEqual(JSON.parse(FILE));
  });

  it.each([
    ['', 1, 1],
    ['/key', 2, 3],
    ['/form', 3, 3],
    ['/form/type', 4, 5],
    ['/form/properties/name', 6, 7],
    ['/form/properties/name/type', 6, 17],
    ['/form/properties/a~1b', 7, 7],
    ['/form/properties/m~0n', 8, 7],
    ['/form/properties/m~0n/0', 9, 9],
    ['/form/properties/m~0n/1', 10, 9],
    ['/form/properties/m~0n/1/deep', 10, 11],
    ['/form/properties/m~0n/1/deep/1', 10, 26],
    ['/form/required/0', 13, 18],
  ])('%s is at line %i, column %i (a member at its key)', (pointer, line, column) => {
    const place = locatePointer(locations, pointer);
    expect(place).toMatchObject({ exact: true, found: pointer, position: { line, column } });
    expect(place.position.offset).toBe(offsetAt(FILE, line, column));
  });

  it.each([
    ['/form/properties/name/title', '/form/properties/name', 6],
    ['/form/properties/missing/x-component', '/form/properties', 5],
    ['/list/columns/0/field', '', 1],
    ['/form/required/5', '/form/required', 13],
    ['/', '', 1],
  ])('%s (absent) falls back to %s at line %i', (pointer, found, line) => {
    expect(locatePointer(locations, pointer)).toMatchObject({ exact: false, found, position: { line } });
  });

  it('records the value and the key of a member separately', () => {
    expect(locations.get('/form/type')).toEqual({
      key: { offset: offsetAt(FILE, 4, 5), line: 4, column: 5 },
      value: { offset: offsetAt(FILE, 4, 13), line: 4, column: 13 },
    });
    expect(locations.get('/form/properties/m~0n/0')?.key).toBeUndefined();
  });

  it('decodes escapes in keys before escaping them as pointer segments', () => {
    const r = parsed('{\n  "x\\u002Fy": {\n    "t\\"~": 1\n  }\n}');
    expect(locatePointer(r.locations, '/x~1y/t"~0')).toMatchObject({ exact: true, position: { line: 3, column: 5 } });
  });

  it('places a duplicate key at its last occurrence, whose value JSON.parse keeps', () => {
    const r = parsed('{\n"a": 1,\n"a": 2\n}');
    expect(r.value).toEqual({ a: 2 });
    expect(locatePointer(r.locations, '/a').position.line).toBe(3);
  });
});

describe('parseJsonWithLocations: syntax errors', () => {
  it.each([
    ['empty text', '', 1, 1, '内容为空'],
    ['only spaces', '  \n  ', 2, 3, '内容为空'],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3, "缺少逗号 ','"],
    ['a trailing comma in an object', '{\n  "a": 1,\n}', 2, 9, '多余的逗号'],
    ['a trailing comma in an array', '[1,\n 2, ]', 2, 3, '多余的逗号'],
    ['a missing colon', '{ "a" 1 }', 1, 7, '缺少冒号'],
    ['an unquoted key', '{\n  key: 1\n}', 2, 3, '属性名须是双引号'],
    ['single quotes', "{ \"a\": 'x' }", 1, 8, '双引号'],
    ['an unterminated string', '{\n  "a": "abc\n}', 2, 8, '没有结束的双引号'],
    ['a string cut by the end', '["abc', 1, 2, '没有结束的双引号'],
    ['a tab inside a string', '["a\tb"]', 1, 4, '控制字符'],
    ['a bad escape', '{"a": "x\\qy"}', 1, 9, '无效的转义'],
    ['a short \\u escape', '["\\u12"]', 1, 3, '\\u'],
    ['a leading zero', '[01]', 1, 2, '无效的数字'],
    ['a bare minus', '[-]', 1, 2, '无效的数字'],
    ['a dangling decimal point', '[1.]', 1, 2, '无效的数字'],
    ['a misspelt literal', '{\n  "a": tru\n}', 2, 8, '意外的字符'],
    ['an unclosed object', '{\n  "a": 1', 2, 9, "缺少 '}'"],
    ['an unclosed array', '[1, 2', 1, 6, "缺少 ']'"],
    ['content after the value', '{}\n{}', 2, 1, '多余的内容'],
    ['a comment', '{\n  // note\n  "a": 1\n}', 2, 3, '属性名须是双引号'],
    ['a value missing after a colon', '{"a": }', 1, 7, '意外的字符'],
  ])('%s: line %i, column %i', (_what, text, line, column, words) => {
    expect(() => JSON.parse(text)).toThrow();
    const r = parseJsonWithLocations(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.position).toMatchObject({ line, column });
    expect(r.error.position.offset).toBe(offsetAt(text, line, column));
    expect(r.error.message).toContain(words);
  });

  it('reports deep nesting as an error rather than throwing', () => {
    const r = parseJsonWithLocations('['.repeat(5000) + ']'.repeat(5000));
    expect(r).toMatchObject({ ok: false, error: { message: '嵌套层数过多' } });
  });
});

describe('parseJsonWithLocations agrees with JSON.parse', () => {
  it.each([
    '0',
    '-0.5e+10',
    '"\\u00e9\\n\\/"',
    '{"__proto__": {"x": 1}}',
    ' [ ] ',
    '{"a":[{},[],"",0,false,null]}',
    '\r\n{"a" :\t1}\r\n',
    '1 2',
    '[1,]',
    '{"a":1,}',
    '"\u2028"',
    '\uFEFF{}',
    '[.5]',
    '[+1]',
    '[1e]',
    '[NaN]',
  ])('%j', (text) => {
    let expected: { ok: true; value: unknown } | { ok: false };
    try {
      expected = { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      expected = { ok: false };
    }
    const r = parseJsonWithLocations(text);
    expect(r.ok).toBe(expected.ok);
    if (r.ok && expected.ok) expect(r.value).toStrictEqual(expected.value);
  });
});

describe('positions', () => {
  const text = 'ab\ncde\n\nf';

  it('finds line starts', () => {
    expect(lineStarts(text)).toEqual([0, 3, 7, 8]);
  });

  it.each([
    [0, 1, 1],
    [2, 1, 3],
    [3, 2, 1],
    [6, 2, 4],
    [7, 3, 1],
    [8, 4, 1],
    [9, 4, 2],
    [99, 4, 2],
    [-3, 1, 1],
  ])('offset %i is line %i, column %i', (offset, line, column) => {
    expect(positionAt(text, offset)).toMatchObject({ line, column });
  });

  it.each([
    [1, 1, 0],
    [2, 3, 5],
    [2, 50, 6],
    [3, 1, 7],
    [9, 1, 8],
    [0, 1, 0],
  ])('line %i, column %i is offset %i (clamped)', (line, column, offset) => {
    expect(offsetAt(text, line, column)).toBe(offset);
  });

  it('escapes pointer segments', () => {
    expect(escapePointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(escapePointerSegment(3)).toBe('3');
  });
});
