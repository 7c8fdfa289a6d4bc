import { describe, expect, it } from 'vitest';
import {
  VALIDATOR_FUNCTIONS,
  compileRecordValidator,
  createResourceAjv,
  toAjvSchema,
  validatorMessage,
} from '../../src/schema/compile-validator.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { chineseText } from '../../src/schema/schema-text.ts';

const resource: ResourceFile = {
  key: 'person',
  title: '人员',
  endpoint: '/u-basic/person',
  actions: ['list', 'create', 'update'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name', 'mobile', 'level'],
    properties: {
      name: { type: 'string', title: '姓名', maxLength: 5, 'x-decorator': 'FormItem', 'x-component': 'Input' },
      mobile: { type: 'string', title: '手机号', 'x-validator': 'mobile', 'x-component': 'Input' },
      email: { type: 'string', title: '邮箱', 'x-validator': 'email' },
      idCard: { type: 'string', title: '身份证号', 'x-validator': 'idCard' },
      site: { type: 'string', title: '网址', 'x-validator': 'link' },
      fee: { type: 'number', title: '费用', 'x-validator': 'amount', minimum: 0, maximum: 1000 },
      level: {
        type: 'string',
        title: '级别',
        enum: [
          { label: '公司级', value: 'company', color: 'blue' },
          { label: '车间级', value: 'workshop' },
        ],
        'x-component': 'Select',
      },
      weight: { type: 'number', title: '重量', minimum: 0.5 },
      age: { type: 'integer', title: '年龄', exclusiveMinimum: 0, exclusiveMaximum: 150 },
      birthday: { type: 'string', format: 'date', title: '出生日期' },
      checkedAt: { type: 'string', format: 'date-time', title: '检查时间' },
      code: { type: 'string', title: '编码', pattern: '^[A-Z]{2}\\d+$', minLength: 3 },
      active: { type: 'boolean', title: '启用' },
      tags: {
        type: 'array',
        title: '标签',
        maxItems: 2,
        uniqueItems: true,
        items: { type: 'string', maxLength: 4 },
        enum: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
          { label: 'Long', value: 'long5' },
        ],
      },
      files: { type: 'array', title: '附件', minItems: 1, items: { type: 'string' }, 'x-component': 'Upload' },
    },
  },
  list: { columns: [{ field: 'name' }] },
};

const ok = { name: '张三', mobile: '13800138000', level: 'company' };

describe('toAjvSchema', () => {
  const schema = toAjvSchema(resource);
  const props = schema.properties as Record<string, Record<string, unknown>>;

  it('is a closed object with the required list and the resource title', () => {
    expect(schema).toMatchObject({ type: 'object', title: '人员', required: ['name', 'mobile', 'level'], additionalProperties: false });
  });

  it('strips every x- keyword', () => {
    expect(JSON.stringify(schema)).not.toMatch(/"x-/);
  });

  it.each<[string, Record<string, unknown>]>([
    ['name', { type: 'string', title: '姓名', maxLength: 5, minLength: 1 }],
    ['mobile', { type: 'string', title: '手机号', zaxValidator: 'mobile', minLength: 1 }],
    ['email', { type: ['string', 'null'], title: '邮箱', zaxValidator: 'email' }],
    ['level', { type: 'string', title: '级别', enum: ['company', 'workshop'], minLength: 1 }],
    ['birthday', { type: ['string', 'null'], title: '出生日期', format: 'date' }],
    ['checkedAt', { type: ['string', 'null'], title: '检查时间', format: 'date-time' }],
    ['fee', { type: ['number', 'null'], title: '费用', minimum: 0, maximum: 1000, zaxValidator: 'amount' }],
    ['tags', {
      type: ['array', 'null'], title: '标签', maxItems: 2, uniqueItems: true,
      items: { type: 'string', maxLength: 4, enum: ['a', 'b', 'long5'] },
    }],
    ['files', { type: ['array', 'null'], title: '附件', minItems: 1, items: { type: 'string' } }],
  ])('%s', (name, expected) => {
    expect(props[name]).toEqual(expected);
  });

  it('partial drops required', () => {
    const partial = toAjvSchema(resource, { partial: true });
    expect(partial.required).toBeUndefined();
    expect((partial.properties as Record<string, Record<string, unknown>>).name.type).toEqual(['string', 'null']);
  });

  it('optional enums accept null', () => {
    const r: ResourceFile = structuredClone(resource);
    r.form.required = [];
    const p = toAjvSchema(r).properties as Record<string, Record<string, unknown>>;
    expect(p.level.enum).toEqual(['company', 'workshop', null]);
  });

  it('compiles in a strict Ajv created by createResourceAjv', () => {
    expect(() => createResourceAjv().compile(schema)).not.toThrow();
  });

  it('does not modify the resource', () => {
    const before = JSON.stringify(resource);
    toAjvSchema(resource);
    expect(JSON.stringify(resource)).toBe(before);
  });
});

describe('compileRecordValidator', () => {
  const validate = compileRecordValidator(resource);

  it.each<[string, Record<string, unknown>]>([
    ['minimal', ok],
    ['all fields', {
      ...ok,
      email: 'a@b.cn',
      idCard: '11010519491231002X',
      site: 'https://example.com',
      fee: 12.5,
      age: 30,
      birthday: '2000-02-29',
      checkedAt: '2024-05-01 10:00:00',
      code: 'AB12',
      active: false,
      tags: ['a', 'b'],
      files: ['f1'],
    }],
    ['ISO date-time with zone', { ...ok, checkedAt: '2024-05-01T10:00:00+08:00' }],
    ['optional nulls', { ...ok, email: null, birthday: null, fee: null, tags: null }],
    ['system fields are ignored', { ...ok, id: 7, createdAt: 'whenever', status: 1, validityStatus: 'x' }],
    ['exactly maxLength (code points)', { ...ok, name: '一二三四五' }],
    ['emoji count as one character', { ...ok, name: '😀😀😀😀😀' }],
    ['whitespace inside a text is kept (not trimmed)', { ...ok, name: ' 张 三 ' }],
  ])('accepts %s', (_name, data) => {
    expect(validate(data)).toEqual({ valid: true, errors: [] });
  });

  it.each<[string, Record<string, unknown>, { field: string; message: string }[]]>([
    ['missing required', { mobile: '13800138000' }, [
      { field: 'name', message: '请填写姓名' },
      { field: 'level', message: '请选择级别' },
    ]],
    ['empty required string', { ...ok, name: '' }, [{ field: 'name', message: '请填写姓名' }]],
    ['required string of only spaces', { ...ok, name: '  ' }, [{ field: 'name', message: '请填写姓名' }]],
    ['required string of a full-width space and a line break', { ...ok, name: '\u3000\n' }, [{ field: 'name', message: '请填写姓名' }]],
    ['null required', { ...ok, name: null }, [{ field: 'name', message: '请填写姓名' }]],
    ['empty required mobile (not the format message)', { ...ok, mobile: '' }, [{ field: 'mobile', message: '请填写手机号' }]],
    ['too long', { ...ok, name: '一二三四五六' }, [{ field: 'name', message: '姓名长度不能超过5个字符' }]],
    ['too short', { ...ok, code: 'A1' }, [{ field: 'code', message: '编码长度不能少于3个字符' }]],
    ['pattern', { ...ok, code: 'abc1' }, [{ field: 'code', message: '编码格式不正确' }]],
    ['wrong type', { ...ok, name: 5 }, [{ field: 'name', message: '姓名格式不正确' }]],
    ['mobile validator', { ...ok, mobile: '12345' }, [{ field: 'mobile', message: '手机号码格式不正确' }]],
    ['email validator', { ...ok, email: 'a@b' }, [{ field: 'email', message: '邮箱格式不正确' }]],
    ['idCard validator', { ...ok, idCard: '110105194912310021' }, [{ field: 'idCard', message: '身份证号格式不正确' }]],
    ['link validator', { ...ok, site: 'javascript:alert(1)' }, [{ field: 'site', message: '网址格式不正确' }]],
    ['amount validator', { ...ok, fee: 1.234 }, [{ field: 'fee', message: '费用格式不正确' }]],
    ['minimum', { ...ok, weight: 0.4 }, [{ field: 'weight', message: '重量不能小于0.5' }]],
    ['negative amount (validator before minimum)', { ...ok, fee: -1 }, [{ field: 'fee', message: '费用格式不正确' }]],
    ['maximum', { ...ok, fee: 1001 }, [{ field: 'fee', message: '费用不能大于1000' }]],
    ['exclusiveMinimum', { ...ok, age: 0 }, [{ field: 'age', message: '年龄必须大于0' }]],
    ['exclusiveMaximum', { ...ok, age: 150 }, [{ field: 'age', message: '年龄必须小于150' }]],
    ['integer', { ...ok, age: 1.5 }, [{ field: 'age', message: '年龄格式不正确' }]],
    ['enum', { ...ok, level: 'team' }, [{ field: 'level', message: '级别取值不正确' }]],
    ['enum label instead of value', { ...ok, level: '公司级' }, [{ field: 'level', message: '级别取值不正确' }]],
    ['date', { ...ok, birthday: '2001-02-29' }, [{ field: 'birthday', message: '出生日期格式不正确' }]],
    ['date with time', { ...ok, birthday: '2001-02-01 10:00:00' }, [{ field: 'birthday', message: '出生日期格式不正确' }]],
    ['date-time', { ...ok, checkedAt: '2024-05-01' }, [{ field: 'checkedAt', message: '检查时间格式不正确' }]],
    ['empty optional date', { ...ok, birthday: '' }, [{ field: 'birthday', message: '出生日期格式不正确' }]],
    ['boolean', { ...ok, active: 'yes' }, [{ field: 'active', message: '启用格式不正确' }]],
    ['array item enum', { ...ok, tags: ['c'] }, [{ field: 'tags', message: '标签取值不正确' }]],
    ['array item length', { ...ok, tags: ['long5'] }, [{ field: 'tags', message: '标签长度不能超过4个字符' }]],
    ['maxItems', { ...ok, tags: ['a', 'b', 'a'] }, [{ field: 'tags', message: '标签不能超过2项' }]],
    ['uniqueItems', { ...ok, tags: ['a', 'a'] }, [{ field: 'tags', message: '标签不能包含重复项' }]],
    ['minItems', { ...ok, files: [] }, [{ field: 'files', message: '附件至少需要1项' }]],
    ['unknown field', { ...ok, hobby: 'x' }, [{ field: 'hobby', message: '不支持的字段：hobby' }]],
    ['errors in form order, one per field', { level: 'x', name: '一二三四五六', mobile: '1' }, [
      { field: 'name', message: '姓名长度不能超过5个字符' },
      { field: 'mobile', message: '手机号码格式不正确' },
      { field: 'level', message: '级别取值不正确' },
    ]],
  ])('refuses %s', (_name, data, errors) => {
    expect(validate(data)).toEqual({ valid: false, errors });
  });

  it.each<[unknown]>([[null], [[]], ['x'], [3]])('refuses a payload that is not an object: %j', (data) => {
    expect(validate(data)).toEqual({ valid: false, errors: [{ field: '', message: '提交的数据格式不正确' }] });
  });

  it('partial validation checks only the fields sent', () => {
    const partial = compileRecordValidator(resource, { partial: true });
    expect(partial({ email: 'x@y.com' })).toEqual({ valid: true, errors: [] });
    expect(partial({ email: 'bad' })).toEqual({ valid: false, errors: [{ field: 'email', message: '邮箱格式不正确' }] });
  });

  it('works with a caller-supplied Ajv and can be compiled repeatedly', () => {
    const ajv = createResourceAjv();
    for (let i = 0; i < 3; i += 1) {
      expect(compileRecordValidator(resource, { ajv })({ ...ok, mobile: 'x' }).errors).toEqual([
        { field: 'mobile', message: '手机号码格式不正确' },
      ]);
    }
  });
});

describe('validator functions and messages', () => {
  it.each<[keyof typeof VALIDATOR_FUNCTIONS, string | number, boolean]>([
    ['mobile', '13800138000', true],
    ['mobile', 13800138000, false],
    ['email', 'a@b.cn', true],
    ['amount', '12.34', true],
    ['amount', 12.34, true],
    ['amount', '12.345', false],
    ['idCard', '11010519491231002X', true],
    ['link', 'mailto:a@b.cn', true],
    ['link', '/local', false],
  ])('%s(%j) is %s', (name, value, expected) => {
    expect(VALIDATOR_FUNCTIONS[name](value)).toBe(expected);
  });

  it.each<[Parameters<typeof validatorMessage>[0], string]>([
    ['mobile', '手机号码格式不正确'],
    ['email', '邮箱格式不正确'],
    ['idCard', '邮箱格式不正确'],
  ])('message of %s', (name, expected) => {
    expect(chineseText(validatorMessage(name, '邮箱'))).toBe(expected);
  });
});
