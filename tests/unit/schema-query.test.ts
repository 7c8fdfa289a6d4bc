import { describe, expect, it } from 'vitest';
import {
  escapeLike,
  fieldSql,
  parseListQuery,
  queryPlan,
  validitySql,
  type ListQuery,
  type QueryError,
  type QueryInput,
} from '../../src/schema/compile-query.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { say } from '../../src/server/http/say.ts';

const resource: ResourceFile = {
  key: 'safety-manager',
  title: '安全管理人员',
  endpoint: '/u-basic/company-safety-manager',
  actions: ['list', 'create'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '姓名' },
      level: {
        type: 'string',
        title: '级别',
        enum: [
          { label: '一级', value: '1' },
          { label: '二级', value: '2' },
        ],
      },
      grade: { type: 'integer', title: '等级', enum: [{ label: '甲', value: 1 }, { label: '乙', value: 2 }] },
      quantity: { type: 'number', title: '数量' },
      count: { type: 'integer', title: '人数' },
      certStart: { type: 'string', format: 'date', title: '证书有效期起' },
      certEnd: { type: 'string', format: 'date', title: '证书有效期至' },
      checkedAt: { type: 'string', format: 'date-time', title: '检查时间' },
      voided: { type: 'boolean', title: '作废' },
    },
  },
  list: {
    columns: [{ field: 'name' }],
    filters: [
      { field: 'name', op: 'like' },
      { field: 'level', op: 'in' },
      { field: 'grade', op: 'eq' },
      { field: 'quantity', op: 'gte' },
      { field: 'count', op: 'lte' },
      { field: 'certEnd', op: 'range' },
      { field: 'checkedAt', op: 'range' },
      { field: 'voided', op: 'eq' },
      { field: 'validityStatus', op: 'eq', title: '状态' },
      { field: 'createdAt', op: 'range' },
      { field: 'id', op: 'in' },
      { field: 'sortOrder', op: 'lte' },
    ],
    sort: { fields: ['name', 'certEnd', 'quantity', 'updatedAt', 'id'], default: { field: 'certEnd', order: 'asc' } },
  },
  validity: { from: 'certStart', to: 'certEnd', void: 'voided' },
};

const VALIDITY =
  "(CASE WHEN (data->'voided') = 'true'::jsonb THEN 'VOIDED' " +
  "WHEN NULLIF(data->>'certStart', '')::date > current_date THEN 'NOT_EFFECTIVE' " +
  "WHEN NULLIF(data->>'certEnd', '')::date < current_date THEN 'EXPIRED' ELSE 'EFFECTIVE' END)";

const plan = queryPlan(resource);

function parsed(q: QueryInput, offset?: number): ListQuery {
  const r = parseListQuery(plan, q, offset === undefined ? {} : { paramOffset: offset });
  if ('error' in r) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  return r;
}

describe('queryPlan', () => {
  it.each<[string, string, string]>([
    ['name', "zax_text(data, 'name')", 'text'],
    ['level', "zax_text(data, 'level')", 'text'],
    ['grade', "zax_num(data, 'grade')", 'numeric'],
    ['quantity', "zax_num(data, 'quantity')", 'numeric'],
    ['certEnd', "zax_text(data, 'certEnd')", 'date'],
    ['checkedAt', "NULLIF(data->>'checkedAt', '')::timestamptz", 'timestamptz'],
    ['voided', "zax_bool(data, 'voided')", 'boolean'],
    ['validityStatus', VALIDITY, 'text'],
    ['createdAt', 'created_at', 'timestamptz'],
    ['id', 'id', 'bigint'],
  ])('filter %s -> %s (%s)', (field, expr, cast) => {
    const f = plan.filters.get(field);
    expect(f).toMatchObject({ field, expr, cast });
  });

  it.each<[string, string, string]>([
    ['name', '$2', "zax_text(data, 'name') ILIKE $2"],
    ['level', '$2', "zax_text(data, 'level') = ANY($2::text[])"],
    ['grade', '$3', "zax_num(data, 'grade') = $3::numeric"],
    ['quantity', '$2', "zax_num(data, 'quantity') >= $2::numeric"],
    ['count', '$2', "zax_num(data, 'count') <= $2::numeric"],
    ['certEnd', '$4', "zax_text(data, 'certEnd') >= $4::text"],
  ])('sql of %s with %s', (field, p, sql) => {
    expect(plan.filters.get(field)?.sql(p)).toBe(sql);
  });

  it('range gives the upper bound on request', () => {
    expect(plan.filters.get('certEnd')?.sql('$5', 'upper')).toBe("zax_text(data, 'certEnd') <= $5::text");
  });

  it('titles come from the filter, else from the field', () => {
    expect(plan.filters.get('validityStatus')?.title).toBe('状态');
    expect(plan.filters.get('certEnd')?.title).toBe('证书有效期至');
    expect(plan.filters.get('createdAt')?.title).toBe('创建时间');
  });

  it('enumerated filters carry their values', () => {
    expect(plan.filters.get('level')?.values).toEqual(['1', '2']);
    expect(plan.filters.get('validityStatus')?.values).toEqual(['NOT_EFFECTIVE', 'EFFECTIVE', 'VOIDED', 'EXPIRED']);
  });

  it('sortable fields and default sort', () => {
    expect([...plan.sortable.entries()]).toEqual([
      ['name', "zax_text(data, 'name')"],
      ['certEnd', "zax_text(data, 'certEnd')"],
      ['quantity', "zax_num(data, 'quantity')"],
      ['updatedAt', 'updated_at'],
      ['id', 'id'],
    ]);
    expect(plan.defaultSort).toEqual({ field: 'certEnd', order: 'asc', expr: "zax_text(data, 'certEnd')" });
  });

  it.each<[string, ResourceFile['actions'], string, string]>([
    ['plain resource', ['list'], 'updatedAt', 'desc'],
    ['orderable resource', ['list', 'topping', 'ending', 'sort'], 'sortOrder', 'asc'],
  ])('default sort of a %s without list.sort', (_name, actions, field, order) => {
    const p = queryPlan({ ...resource, actions, list: { columns: [{ field: 'name' }] } });
    expect(p.defaultSort).toMatchObject({ field, order });
    expect(p.filters.size).toBe(0);
  });

  it('validity SQL with only an end date', () => {
    expect(validitySql({ ...resource, validity: { to: 'certEnd' } })).toBe(
      "(CASE WHEN NULLIF(data->>'certEnd', '')::date < current_date THEN 'EXPIRED' ELSE 'EFFECTIVE' END)",
    );
  });

  it.each<[string, ResourceFile]>([
    ['an unsafe field name', { ...resource, form: { type: 'object', properties: { "a'b": { type: 'string', title: 'x' } } } }],
    ['an unknown field', resource],
  ])('fieldSql refuses %s', (name, r) => {
    expect(() => fieldSql(r, name === 'an unknown field' ? 'nope' : "a'b")).toThrow();
  });

  it('queryPlan refuses a filter on an unknown field', () => {
    expect(() => queryPlan({ ...resource, list: { columns: [], filters: [{ field: 'x', op: 'eq' }] } })).toThrow(/unknown/);
  });
});

describe('parseListQuery: filters', () => {
  it.each<[string, QueryInput, string[], unknown[]]>([
    ['nothing', {}, [], []],
    ['empty values are ignored', { name: '', level: '', certEnd: ',' }, [], []],
    ['like', { name: '张' }, ["zax_text(data, 'name') ILIKE $2"], ['%张%']],
    ['like escapes wildcards', { name: '50%_a\\b' }, ["zax_text(data, 'name') ILIKE $2"], ['%50\\%\\_a\\\\b%']],
    ['like trims', { name: '  张三 ' }, ["zax_text(data, 'name') ILIKE $2"], ['%张三%']],
    ['in with a comma list', { level: '1,2' }, ["zax_text(data, 'level') = ANY($2::text[])"], [['1', '2']]],
    ['in with repeated keys', { level: ['1', '2'] }, ["zax_text(data, 'level') = ANY($2::text[])"], [['1', '2']]],
    ['in with axios brackets', { 'level[]': ['2'] }, ["zax_text(data, 'level') = ANY($2::text[])"], [['2']]],
    ['eq on a numeric enum', { grade: '2' }, ["zax_num(data, 'grade') = $2::numeric"], [2]],
    ['gte', { quantity: '1.5' }, ["zax_num(data, 'quantity') >= $2::numeric"], ['1.5']],
    ['lte', { count: '-3' }, ["zax_num(data, 'count') <= $2::numeric"], ['-3']],
    ['range a,b', { certEnd: '2024-01-01,2024-12-31' },
      ["zax_text(data, 'certEnd') >= $2::text", "zax_text(data, 'certEnd') <= $3::text"],
      ['2024-01-01', '2024-12-31']],
    ['range lower only', { certEnd: '2024-01-01,' }, ["zax_text(data, 'certEnd') >= $2::text"], ['2024-01-01']],
    ['range upper only', { certEnd: ',2024-12-31' }, ["zax_text(data, 'certEnd') <= $2::text"], ['2024-12-31']],
    ['range as an array', { 'certEnd[]': ['2024-01-01', '2024-12-31'] },
      ["zax_text(data, 'certEnd') >= $2::text", "zax_text(data, 'certEnd') <= $3::text"],
      ['2024-01-01', '2024-12-31']],
    ['range with Start/End keys', { certEndStart: '2024-01-01', certEndEnd: '2024-12-31' },
      ["zax_text(data, 'certEnd') >= $2::text", "zax_text(data, 'certEnd') <= $3::text"],
      ['2024-01-01', '2024-12-31']],
    ['date-time range of days covers whole days', { checkedAt: '2024-05-01,2024-05-02' },
      ["NULLIF(data->>'checkedAt', '')::timestamptz >= $2::timestamptz", "NULLIF(data->>'checkedAt', '')::timestamptz <= $3::timestamptz"],
      ['2024-05-01 00:00:00', '2024-05-02 23:59:59.999999']],
    ['date-time range with times', { createdAtStart: '2024-05-01 08:00:00', createdAtEnd: '2024-05-01T18:30:00+08:00' },
      ['created_at >= $2::timestamptz', 'created_at <= $3::timestamptz'],
      ['2024-05-01 08:00:00', '2024-05-01T18:30:00+08:00']],
    ['boolean true', { voided: 'true' }, ["zax_bool(data, 'voided') = $2::boolean"], [true]],
    ['boolean 0', { voided: '0' }, ["zax_bool(data, 'voided') = $2::boolean"], [false]],
    ['validity status', { validityStatus: 'EXPIRED' }, [`${VALIDITY} = $2::text`], ['EXPIRED']],
    ['id in', { id: '3,4' }, ['id = ANY($2::bigint[])'], [['3', '4']]],
    ['several filters, numbered in order', { name: 'a', grade: '1', certEnd: '2024-01-01,2024-02-01' },
      ["zax_text(data, 'name') ILIKE $2", "zax_num(data, 'grade') = $3::numeric",
        "zax_text(data, 'certEnd') >= $4::text", "zax_text(data, 'certEnd') <= $5::text"],
      ['%a%', 1, '2024-01-01', '2024-02-01']],
    ['paging keys are not filters', { page: '2', limit: '10', sort: 'name', order: 'asc' }, [], []],
  ])('%s', (_name, q, where, params) => {
    const r = parsed(q);
    expect(r.where).toEqual(where);
    expect(r.params).toEqual(params);
  });

  it('numbers parameters from the given offset', () => {
    const r = parsed({ name: 'a', quantity: '2' }, 3);
    expect(r.where).toEqual(["zax_text(data, 'name') ILIKE $4", "zax_num(data, 'quantity') >= $5::numeric"]);
  });

  it('skips keys the caller ignores', () => {
    const r = parseListQuery(plan, { _t: '123', name: 'a' }, { ignore: ['_t'] });
    expect('error' in r ? r.error : r.where).toEqual(["zax_text(data, 'name') ILIKE $2"]);
  });

  it('eq on a date-time with a bare day means the whole day', () => {
    const r = parseListQuery(
      queryPlan({ ...resource, list: { columns: [], filters: [{ field: 'checkedAt', op: 'eq' }] } }),
      { checkedAt: '2024-05-01' },
    );
    expect('error' in r ? r.error : [r.where, r.params]).toEqual([
      ["NULLIF(data->>'checkedAt', '')::timestamptz >= $2::timestamptz", "NULLIF(data->>'checkedAt', '')::timestamptz <= $3::timestamptz"],
      ['2024-05-01 00:00:00', '2024-05-01 23:59:59.999999'],
    ]);
  });
});

describe('parseListQuery: errors', () => {
  it.each<[string, QueryInput, string, string]>([
    ['unknown filter', { age: '3' }, 'age', '不支持的查询条件：age'],
    ['SQL in a key', { "name' OR 1=1 --": 'x' }, "name' OR 1=1 --", "不支持的查询条件：name' OR 1=1 --"],
    ['Start suffix on a non-range filter', { nameStart: 'a' }, 'nameStart', '不支持的查询条件：nameStart'],
    ['enum value not allowed', { level: '1,3' }, 'level', '级别取值不正确'],
    ['numeric enum value not allowed', { grade: '3' }, 'grade', '等级取值不正确'],
    ['number malformed', { quantity: '1e5' }, 'quantity', '数量格式不正确'],
    ['number with SQL', { quantity: '1; drop table x' }, 'quantity', '数量格式不正确'],
    ['date malformed', { certEnd: '2024-02-30,' }, 'certEnd', '证书有效期至格式不正确'],
    ['date-time malformed', { checkedAt: '2024-05-01 25:00:00' }, 'checkedAt', '检查时间格式不正确'],
    ['range with three parts', { certEnd: '2024-01-01,2024-01-02,2024-01-03' }, 'certEnd', '证书有效期至取值不正确'],
    ['repeated Start key', { certEndStart: ['2024-01-01', '2024-01-02'] }, 'certEndStart', '证书有效期至取值不正确'],
    ['boolean malformed', { voided: 'yes' }, 'voided', '作废取值不正确'],
    ['validity status unknown', { validityStatus: '有效' }, 'validityStatus', '状态取值不正确'],
    ['id malformed', { id: '1,x' }, 'id', 'ID格式不正确'],
    ['id past bigint', { id: '9223372036854775808' }, 'id', 'ID格式不正确'],
    ['int column past int4', { sortOrder: '2147483648' }, 'sortOrder', '排序不能大于2147483647'],
    ['int column below int4', { sortOrder: '-2147483649' }, 'sortOrder', '排序不能小于-2147483648'],
    ['eq given twice', { grade: ['1', '2'] }, 'grade', '等级取值不正确'],
    ['like too long', { name: 'x'.repeat(101) }, 'name', '姓名长度不能超过100个字符'],
    ['in with too many values', { id: Array.from({ length: 101 }, (_, i) => String(i)).join(',') }, 'id', 'ID最多可选100项'],
    ['page zero', { page: '0' }, 'page', '页码必须是正整数'],
    ['page not a number', { page: 'abc' }, 'page', '页码必须是正整数'],
    ['page negative', { page: '-1' }, 'page', '页码必须是正整数'],
    ['page twice', { page: ['1', '2'] }, 'page', '页码必须是正整数'],
    ['limit zero', { limit: '0' }, 'limit', '每页条数必须在1到100之间'],
    ['limit above 100', { limit: '101' }, 'limit', '每页条数必须在1到100之间'],
    ['limit fractional', { limit: '10.5' }, 'limit', '每页条数必须在1到100之间'],
    ['deep page', { page: '5001', limit: '20' }, 'page', '页码过大，请缩小查询范围'],
    ['deep page with default limit', { page: '5001' }, 'page', '页码过大，请缩小查询范围'],
    ['deep pageIndex', { pageIndex: '1001', pageSize: '100' }, 'page', '页码过大，请缩小查询范围'],
    ['unknown sort field', { sort: 'mobile' }, 'sort', '不支持按“mobile”排序'],
    ['sort by a filter-only field', { sort: 'level' }, 'sort', '不支持按“level”排序'],
    ['bad order', { sort: 'name', order: 'up' }, 'order', '排序方向只能是asc或desc'],
    ['two sorts', { sort: ['name', 'id'] }, 'sort', '排序字段不正确'],
  ])('%s', (_name, q, field, message) => {
    const r = parseListQuery(plan, q);
    expect((r as QueryError).error).toEqual({ field, message });
  });
});

describe('parseListQuery: paging and sorting', () => {
  it.each<[string, QueryInput, number, number, number]>([
    ['defaults', {}, 1, 20, 0],
    ['page and limit', { page: '3', limit: '50' }, 3, 50, 100],
    ['tszy names', { pageIndex: '2', pageSize: '10' }, 2, 10, 10],
    ['the last allowed window', { page: '5000', limit: '20' }, 5000, 20, 99980],
    ['limit 100', { page: '1000', limit: '100' }, 1000, 100, 99900],
    ['empty values use defaults', { page: '', limit: '' }, 1, 20, 0],
  ])('%s', (_name, q, page, limit, offset) => {
    expect(parsed(q)).toMatchObject({ page, limit, offset });
  });

  it.each<[string, QueryInput, string]>([
    ['default sort', {}, "zax_text(data, 'certEnd') ASC, id ASC"],
    ['order only reverses the default', { order: 'desc' }, "zax_text(data, 'certEnd') DESC, id DESC"],
    ['sort by name', { sort: 'name' }, "zax_text(data, 'name') ASC, id ASC"],
    ['sort desc', { sort: 'quantity', order: 'desc' }, "zax_num(data, 'quantity') DESC, id DESC"],
    ['antd order names', { sort: 'updatedAt', order: 'descend' }, 'updated_at DESC, id DESC'],
    ['upper-case order', { sort: 'updatedAt', order: 'ASC' }, 'updated_at ASC, id ASC'],
    ['sort by id alone', { sort: 'id', order: 'desc' }, 'id DESC'],
  ])('%s', (_name, q, orderBy) => {
    expect(parsed(q).orderBy).toBe(orderBy);
  });

  it.each<[string, QueryInput, unknown]>([
    ['a form field may be empty: no keyset', {}, null],
    ['updatedAt descending', { sort: 'updatedAt', order: 'desc' }, { column: 'updated_at', cast: 'timestamptz', desc: true }],
    ['updatedAt ascending', { sort: 'updatedAt', order: 'asc' }, { column: 'updated_at', cast: 'timestamptz', desc: false }],
    ['id', { sort: 'id', order: 'asc' }, { column: 'id', cast: 'bigint', desc: false }],
  ])('keyset: %s', (_name, q, keyset) => {
    expect(parsed(q).keyset).toEqual(keyset);
  });
});

describe('escapeLike', () => {
  it.each<[string, string]>([
    ['abc', 'abc'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\x', 'c:\\\\x'],
    ['%_\\', '\\%\\_\\\\'],
  ])('%s -> %s', (input, expected) => {
    expect(escapeLike(input)).toBe(expected);
  });
});

describe('parseListQuery: the errors in English', () => {
  const titled: ResourceFile = {
    ...resource,
    form: { ...resource.form, properties: { ...resource.form.properties, certEnd: { type: 'string', format: 'date', title: '证书有效期至', 'x-title-en': 'Certificate valid until' } } },
    list: { ...resource.list, filters: [...(resource.list.filters ?? []).filter((f) => f.field !== 'grade'), { field: 'grade', op: 'eq', title: '等级筛选', 'x-title-en': 'Grade filter' }] },
  };
  const englishPlan = queryPlan(titled);
  const message = (q: QueryInput, lang?: 'en') => {
    const r = parseListQuery(englishPlan, q, { lang });
    return 'error' in r ? say(lang ?? 'zh', r.error.text ?? r.error.message) : '';
  };

  it('names a field by its x-title-en, a filter by its own, and what has no English by its Chinese', () => {
    expect(message({ certEndStart: 'soon' }, 'en')).toBe('Certificate valid until is not in the right format');
    expect(message({ certEndStart: 'soon' })).toBe('证书有效期至格式不正确');
    expect(message({ grade: '9' }, 'en')).toBe('Grade filter has a value that is not allowed');
    expect(message({ quantity: 'x' }, 'en')).toBe('数量 is not in the right format');
  });
});
