import { describe, expect, it } from 'vitest';
import { checkResourceFile, formatProblems, pointer } from '../../src/schema/meta-schema.ts';
import { englishOf } from './helpers/english-of.ts';

type Json = Record<string, unknown>;

/** A valid resource file exercising most features. */
function valid(): Json {
  return {
    key: 'training-record',
    title: '培训记录',
    module: 'jypx',
    endpoint: '/u-basic/training-record',
    actions: ['list', 'pure', 'detail', 'create', 'update', 'delete', 'import', 'export', 'template'],
    permissions: { read: ['qyUser', 'qyStaff', 'readonlyUser'], write: ['qyUser'] },
    form: {
      type: 'object',
      required: ['name', 'mobile'],
      properties: {
        name: { type: 'string', title: '姓名', maxLength: 50, 'x-decorator': 'FormItem', 'x-component': 'Input' },
        mobile: { type: 'string', title: '手机号', 'x-validator': 'mobile', 'x-component': 'Input' },
        level: {
          type: 'string',
          title: '培训级别',
          enum: [
            { label: '公司级', value: 'company', color: 'blue' },
            { label: '车间级', value: 'workshop' },
          ],
          'x-component': 'Select',
        },
        hours: { type: 'number', title: '学时', minimum: 0, maximum: 100 },
        fee: { type: 'number', title: '费用', 'x-validator': 'amount' },
        certStart: { type: 'string', format: 'date', title: '证书有效期起' },
        certEnd: { type: 'string', format: 'date', title: '证书有效期至' },
        voided: { type: 'boolean', title: '作废' },
        files: {
          type: 'array',
          title: '附件',
          items: { type: 'string' },
          'x-component': 'Upload',
          'x-component-props': { accept: 'document' },
        },
        note: {
          type: 'string',
          title: '备注',
          'x-reactions': [
            {
              dependencies: ['level'],
              when: "{{ $deps[0] === 'company' }}",
              fulfill: { state: { visible: true } },
              otherwise: { state: { visible: '{{ false }}' } },
            },
          ],
        },
      },
    },
    list: {
      columns: [{ field: 'name', width: 120 }, { field: 'level' }, { field: 'validityStatus' }, { field: 'createdAt' }],
      filters: [
        { field: 'name', op: 'like' },
        { field: 'level', op: 'eq' },
        { field: 'certEnd', op: 'range' },
        { field: 'hours', op: 'gte' },
        { field: 'validityStatus', op: 'in' },
      ],
      sort: { fields: ['name', 'certEnd', 'updatedAt'], default: { field: 'updatedAt', order: 'desc' } },
      rowActions: ['detail', 'edit', 'delete'],
    },
    detail: { sections: [{ title: '基本信息', fields: ['name', 'mobile', 'level', 'validityStatus'] }] },
    import: { columns: ['name', 'mobile', 'level', 'certEnd'] },
    indexes: [['name'], ['level', 'certEnd']],
    validity: { from: 'certStart', to: 'certEnd', void: 'voided' },
  };
}

/** Path helper: the object at a path of the fixture. */
function at(o: Json, ...path: (string | number)[]): Json {
  let cur: unknown = o;
  for (const p of path) cur = (cur as Json)[p as string];
  return cur as Json;
}

function errorsOf(json: unknown) {
  const r = checkResourceFile(json);
  if (r.ok) throw new Error('expected the check to fail');
  return r.errors;
}

describe('checkResourceFile: valid files', () => {
  it('accepts the full fixture and returns it typed', () => {
    const json = valid();
    const r = checkResourceFile(json);
    expect(r.ok ? [] : formatProblems(r.errors)).toEqual([]);
    expect(r.ok && r.resource).toBe(json);
  });

  it.each<[string, (r: Json) => void]>([
    ['minimal file', (r) => {
      for (const k of ['module', 'detail', 'import', 'indexes', 'validity']) delete r[k];
      r.actions = ['list'];
      r.form = { type: 'object', properties: { name: { type: 'string', title: '名称' } } };
      r.list = { columns: [{ field: 'name' }] };
    }],
    ['module null', (r) => { r.module = null; }],
    ['tszy endpoint', (r) => { r.endpoint = '/tszy/work-ticket/gas'; }],
    ['add child under an integer parentId', (r) => {
      at(r, 'form', 'properties').parentId = { type: 'integer', title: '上级', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' };
      at(r, 'list').rowActions = ['detail', 'addChild', 'edit'];
    }],
    ['orderable and switchable actions', (r) => {
      r.actions = ['list', 'import', 'topping', 'ending', 'sort', 'enable'];
      at(r, 'list').rowActions = ['topping', 'ending', 'enable'];
    }],
    ['single reaction object', (r) => {
      at(r, 'form', 'properties', 'note')['x-reactions'] = { dependencies: ['.level'], target: 'name' };
    }],
    ['other x- keywords', (r) => { at(r, 'form', 'properties', 'name')['x-custom-thing'] = { a: 1 }; }],
    ['index on a system column', (r) => { r.indexes = [['status'], ['name', 'createdAt']]; }],
    ['validity with only to', (r) => { r.validity = { to: 'certEnd' }; }],
    ['integer enum', (r) => {
      at(r, 'form', 'properties').grade = { type: 'integer', title: '等级', enum: [{ label: '一', value: 1 }, { label: '二', value: 2 }] };
    }],
    ['array enum (multi-select)', (r) => {
      at(r, 'form', 'properties').tags = {
        type: 'array', title: '标签', items: { type: 'string' }, enum: [{ label: 'A', value: 'a' }],
      };
    }],
    ['nested object', (r) => {
      at(r, 'form', 'properties').addr = {
        type: 'object', title: '地址', required: ['city'], properties: { city: { type: 'string' } },
      };
    }],
    ['layout tabs', (r) => { r.layout = { tabs: [{ key: 'base', title: '基本', fields: ['name', 'mobile'] }] }; }],
  ])('accepts %s', (_name, mutate) => {
    const json = valid();
    mutate(json);
    const r = checkResourceFile(json);
    expect(r.ok ? '' : formatProblems(r.errors)).toBe('');
  });
});

describe('checkResourceFile: structural errors (meta-schema)', () => {
  it.each<[string, (r: Json) => void, string, string]>([
    ['not an object', () => {}, '', 'must be an object'],
    ['missing key', (r) => { delete r.key; }, '/key', 'is required'],
    ['missing list', (r) => { delete r.list; }, '/list', 'is required'],
    ['key not kebab-case', (r) => { r.key = 'TrainingRecord'; }, '/key', 'must match the pattern'],
    ['key with double dash', (r) => { r.key = 'a--b'; }, '/key', 'must match the pattern'],
    ['empty title', (r) => { r.title = ''; }, '/title', 'must have at least 1 characters'],
    ['unknown top-level property', (r) => { r.color = 'red'; }, '/color', "unknown property 'color'"],
    ['endpoint outside the services', (r) => { r.endpoint = '/asset/x'; }, '/endpoint', 'must match the pattern'],
    ['a /user endpoint without a binding', (r) => { r.endpoint = '/user/x'; }, '/endpoint', 'an endpoint of the /user service needs a binding (the service is not the generic pattern)'],
    ['endpoint with trailing slash', (r) => { r.endpoint = '/u-basic/x/'; }, '/endpoint', 'must match the pattern'],
    ['endpoint with upper case', (r) => { r.endpoint = '/u-basic/Safety'; }, '/endpoint', 'must match the pattern'],
    ['unknown action', (r) => { (r.actions as string[]).push('print'); }, '/actions/9', 'must be one of'],
    ['duplicate action', (r) => { (r.actions as string[]).push('list'); }, '/actions', 'must not have duplicate items'],
    ['empty actions', (r) => { r.actions = []; }, '/actions', 'must have at least 1 items'],
    ['permissions without write', (r) => { delete at(r, 'permissions').write; }, '/permissions/write', 'is required'],
    ['role not a name', (r) => { at(r, 'permissions').read = ['qy user']; }, '/permissions/read/0', 'must match the pattern'],
    ['form of another type', (r) => { at(r, 'form').type = 'array'; }, '/form/type', 'must be "object"'],
    ['form with unknown key', (r) => { at(r, 'form').layout = 'grid'; }, '/form/layout', "unknown property 'layout'"],
    ['property name with a dash', (r) => { at(r, 'form', 'properties')['cert-no'] = { type: 'string', title: '证书' }; },
      '/form/properties/cert-no', "invalid name 'cert-no'"],
    ['property name starting with a digit', (r) => { at(r, 'form', 'properties')['1st'] = { type: 'string', title: '一' }; },
      '/form/properties/1st', 'invalid name'],
    ['property without type', (r) => { delete at(r, 'form', 'properties', 'name').type; }, '/form/properties/name/type', 'is required'],
    ['property without title', (r) => { delete at(r, 'form', 'properties', 'name').title; }, '/form/properties/name/title', 'is required'],
    ['unknown type', (r) => { at(r, 'form', 'properties', 'name').type = 'text'; }, '/form/properties/name/type', 'must be one of'],
    ['unknown keyword in a field', (r) => { at(r, 'form', 'properties', 'name').maxlength = 5; },
      '/form/properties/name/maxlength', "unknown property 'maxlength'"],
    ['unknown format', (r) => { at(r, 'form', 'properties', 'certEnd').format = 'email'; },
      '/form/properties/certEnd/format', 'must be one of: "date", "date-time"'],
    ['plain enum values', (r) => { at(r, 'form', 'properties', 'level').enum = ['company']; },
      '/form/properties/level/enum/0', 'must be an object'],
    ['enum option without label', (r) => { at(r, 'form', 'properties', 'level').enum = [{ value: 'a' }]; },
      '/form/properties/level/enum/0/label', 'is required'],
    ['enum option with extra key', (r) => { at(r, 'form', 'properties', 'level').enum = [{ label: 'a', value: 'a', icon: 'x' }]; },
      '/form/properties/level/enum/0/icon', "unknown property 'icon'"],
    ['negative maxLength', (r) => { at(r, 'form', 'properties', 'name').maxLength = -1; },
      '/form/properties/name/maxLength', 'must be at least 0'],
    ['invalid pattern', (r) => { at(r, 'form', 'properties', 'name').pattern = '(['; },
      '/form/properties/name/pattern', "must be a valid 'regex'"],
    ['bad items', (r) => { at(r, 'form', 'properties', 'files').items = { type: 'file' }; },
      '/form/properties/files/items/type', 'must be one of'],
    ['reaction with run code', (r) => { at(r, 'form', 'properties', 'note')['x-reactions'] = [{ run: 'alert(1)' }]; },
      '/form/properties/note/x-reactions/0/run', "unknown property 'run'"],
    ['reaction condition without braces', (r) => { at(r, 'form', 'properties', 'note')['x-reactions'] = { when: 'a === 1' }; },
      '/form/properties/note/x-reactions/when', 'must match the pattern'],
    ['reactions of a wrong type', (r) => { at(r, 'form', 'properties', 'note')['x-reactions'] = 'x'; },
      '/form/properties/note/x-reactions', 'must be an object or an array'],
    ['x-display value', (r) => { at(r, 'form', 'properties', 'note')['x-display'] = 'shown'; },
      '/form/properties/note/x-display', 'must be one of'],
    ['no columns', (r) => { at(r, 'list').columns = []; }, '/list/columns', 'must have at least 1 items'],
    ['column with unknown key', (r) => { at(r, 'list', 'columns', 0).sorter = true; }, '/list/columns/0/sorter', "unknown property 'sorter'"],
    ['column width too small', (r) => { at(r, 'list', 'columns', 0).width = 10; }, '/list/columns/0/width', 'must be at least 40'],
    ['unknown filter op', (r) => { at(r, 'list', 'filters', 0).op = 'contains'; }, '/list/filters/0/op', 'must be one of'],
    ['filter without op', (r) => { delete at(r, 'list', 'filters', 0).op; }, '/list/filters/0/op', 'is required'],
    ['sort order', (r) => { at(r, 'list', 'sort', 'default').order = 'up'; }, '/list/sort/default/order', 'must be one of'],
    ['duplicate sort field', (r) => { at(r, 'list', 'sort').fields = ['name', 'name']; }, '/list/sort/fields', 'must not have duplicate items'],
    ['unknown row action', (r) => { at(r, 'list').rowActions = ['print']; }, '/list/rowActions/0', 'must be one of'],
    ['section without fields', (r) => { at(r, 'detail', 'sections', 0).fields = []; }, '/detail/sections/0/fields', 'must have at least 1 items'],
    ['import without columns', (r) => { r.import = {}; }, '/import/columns', 'is required'],
    ['index not an array of names', (r) => { r.indexes = ['name']; }, '/indexes/0', 'must be an array'],
    ['empty index', (r) => { r.indexes = [[]]; }, '/indexes/0', 'must have at least 1 items'],
    ['validity with unknown key', (r) => { r.validity = { start: 'certStart' }; }, '/validity/start', "unknown property 'start'"],
    ['module of a wrong type', (r) => { r.module = 3; }, '/module', 'must be a string or null'],
  ])('%s -> %s', (_name, mutate, ptr, message) => {
    const json = _name === 'not an object' ? 'text' : valid();
    if (typeof json === 'object') mutate(json);
    const errors = errorsOf(json);
    const hit = errors.find((e) => e.pointer === ptr);
    expect(hit, formatProblems(errors)).toBeDefined();
    expect(hit && englishOf(hit)).toContain(message);
  });
});

describe('checkResourceFile: semantic errors', () => {
  it.each<[string, (r: Json) => void, string, string]>([
    ['unknown module', (r) => { r.module = 'nope'; }, '/module', "unknown module 'nope'"],
    ['list column of an unknown field', (r) => { (at(r, 'list').columns as Json[]).push({ field: 'age' }); },
      '/list/columns/4/field', "unknown field 'age'"],
    ['duplicate column', (r) => { (at(r, 'list').columns as Json[]).push({ field: 'name' }); },
      '/list/columns/4/field', "duplicate column 'name'"],
    ['validityStatus without validity', (r) => { delete r.validity; },
      '/list/columns/2/field', "unknown field 'validityStatus' (declare 'validity'"],
    ['filter of an unknown field', (r) => { at(r, 'list', 'filters', 1).field = 'grade'; },
      '/list/filters/1/field', "unknown field 'grade'"],
    ['duplicate filter', (r) => { at(r, 'list', 'filters', 1).field = 'name'; },
      '/list/filters/1/field', "duplicate filter on 'name'"],
    ['like on an enum', (r) => { at(r, 'list', 'filters', 1).op = 'like'; },
      '/list/filters/1/op', "op 'like' does not fit 'level' (enum"],
    ['like on a number', (r) => { at(r, 'list', 'filters', 3).op = 'like'; },
      '/list/filters/3/op', "op 'like' does not fit 'hours' (number"],
    ['like on a date', (r) => { at(r, 'list', 'filters', 2).op = 'like'; },
      '/list/filters/2/op', "does not fit 'certEnd' (date"],
    ['range on a string', (r) => { at(r, 'list', 'filters', 0).op = 'range'; },
      '/list/filters/0/op', "op 'range' does not fit 'name' (string; allowed: eq, like, in)"],
    ['gte on a string', (r) => { at(r, 'list', 'filters', 0).op = 'gte'; },
      '/list/filters/0/op', "op 'gte' does not fit 'name'"],
    ['range on validityStatus', (r) => { at(r, 'list', 'filters', 4).op = 'range'; },
      '/list/filters/4/op', "does not fit 'validityStatus'"],
    ['in on a boolean', (r) => { (at(r, 'list').filters as Json[]).push({ field: 'voided', op: 'in' }); },
      '/list/filters/5/op', "op 'in' does not fit 'voided' (boolean; allowed: eq)"],
    ['filter on an array', (r) => { (at(r, 'list').filters as Json[]).push({ field: 'files', op: 'eq' }); },
      '/list/filters/5/op', "'files' (array) cannot be filtered"],
    ['sort by an unknown field', (r) => { at(r, 'list', 'sort').fields = ['name', 'title']; },
      '/list/sort/fields/1', "unknown field 'title'"],
    ['sort by an array', (r) => { at(r, 'list', 'sort').fields = ['files', 'updatedAt']; },
      '/list/sort/fields/0', "'files' (array) cannot be sorted"],
    ['default sort not sortable', (r) => { at(r, 'list', 'sort', 'default').field = 'createdAt'; },
      '/list/sort/default/field', "default sort field 'createdAt' is not in list.sort.fields"],
    ['row action without its action', (r) => { r.actions = ['list', 'detail', 'update']; },
      '/list/rowActions/2', "row action 'delete' needs action 'delete'"],
    ['edit without update', (r) => { r.actions = ['list', 'detail', 'delete']; },
      '/list/rowActions/1', "row action 'edit' needs action 'update'"],
    ['add child without a parent field', (r) => { at(r, 'list').rowActions = ['detail', 'addChild']; },
      '/list/rowActions/1', "row action 'addChild' needs the records' parent field: declare tree, or an integer field parentId"],
    ['add child without create', (r) => {
      r.actions = ['list', 'detail', 'update', 'delete', 'import', 'export', 'template'];
      at(r, 'form', 'properties').parentId = { type: 'integer', title: '上级', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' };
      at(r, 'list').rowActions = ['detail', 'addChild'];
    }, '/list/rowActions/1', "row action 'addChild' needs action 'create'"],
    ['detail field unknown', (r) => { (at(r, 'detail', 'sections', 0).fields as string[]).push('age'); },
      '/detail/sections/0/fields/4', "unknown field 'age'"],
    ['import column unknown', (r) => { at(r, 'import').columns = ['name', 'age']; },
      '/import/columns/1', "unknown field 'age'"],
    ['import column is a system field', (r) => { at(r, 'import').columns = ['id', 'name']; },
      '/import/columns/0', "'id' is a system field"],
    ['import action without import', (r) => { delete r.import; }, '/import', "is required by action 'import'"],
    ['import match not an import column', (r) => { at(r, 'import').match = 'hours'; },
      '/import/match', "the match column 'hours' must be one of the import columns"],
    ['import match on an options field', (r) => { at(r, 'import').match = 'level'; },
      '/import/match', "the match column 'level' must be a text field (not a reference, options or a list)"],
    ['import match on a date', (r) => { at(r, 'import').match = 'certEnd'; },
      '/import/match', "the match column 'certEnd' must be a text field (not a reference, options or a list)"],
    ['index on an unknown field', (r) => { r.indexes = [['name'], ['level', 'age']]; },
      '/indexes/1/1', "unknown field 'age'"],
    ['index on validityStatus', (r) => { r.indexes = [['validityStatus']]; },
      '/indexes/0/0', "'validityStatus' is derived and cannot be indexed"],
    ['unknown component', (r) => { at(r, 'form', 'properties', 'name')['x-component'] = 'RichText'; },
      '/form/properties/name/x-component', "unknown component 'RichText'"],
    ['index on a date-time', (r) => { at(r, 'form', 'properties').seen = { type: 'string', format: 'date-time', title: '时间' }; r.indexes = [['seen']]; },
      '/indexes/0/0', "'seen' is a date-time and cannot be indexed (use a date field)"],
    ['validity from unknown', (r) => { at(r, 'validity').from = 'start'; }, '/validity/from', "unknown field 'start'"],
    ['validity to not a date', (r) => { at(r, 'validity').to = 'name'; },
      '/validity/to', "'name' must be a string field with format 'date'"],
    ['validity void not boolean', (r) => { at(r, 'validity').void = 'name'; }, '/validity/void', "'name' must be a boolean field"],
    ['validity without dates', (r) => { r.validity = { void: 'voided' }; }, '/validity', "needs 'from' or 'to'"],
    ['required names an unknown property', (r) => { at(r, 'form').required = ['name', 'age']; },
      '/form/required/1', "required names unknown property 'age'"],
    ['property named like a system field', (r) => { at(r, 'form', 'properties').status = { type: 'string', title: '状态' }; },
      '/form/properties/status', "'status' is a system field name"],
    ['unknown validator', (r) => { at(r, 'form', 'properties', 'mobile')['x-validator'] = 'phone'; },
      '/form/properties/mobile/x-validator', "unknown validator 'phone' (known: mobile, email, amount, idCard, link, streamUrl, cas)"],
    ['validator on a number', (r) => { at(r, 'form', 'properties', 'hours')['x-validator'] = 'mobile'; },
      '/form/properties/hours/x-validator', "validator 'mobile' applies only to string fields"],
    ['duplicate enum value', (r) => { (at(r, 'form', 'properties', 'level').enum as Json[]).push({ label: '公司', value: 'company' }); },
      '/form/properties/level/enum/2/value', 'duplicate enum value "company"'],
    ['enum value of another type', (r) => { (at(r, 'form', 'properties', 'level').enum as Json[]).push({ label: '三', value: 3 }); },
      '/form/properties/level/enum/2/value', "enum value 3 does not fit type 'string'"],
    ['maxLength on a number', (r) => { at(r, 'form', 'properties', 'hours').maxLength = 3; },
      '/form/properties/hours/maxLength', "'maxLength' applies only to string fields"],
    ['format on a number', (r) => { at(r, 'form', 'properties', 'hours').format = 'date'; },
      '/form/properties/hours/format', "'format' applies only to string fields"],
    ['minimum on a string', (r) => { at(r, 'form', 'properties', 'name').minimum = 1; },
      '/form/properties/name/minimum', "'minimum' applies only to number fields"],
    ['items on a string', (r) => { at(r, 'form', 'properties', 'name').items = { type: 'string' }; },
      '/form/properties/name/items', "'items' applies only to array fields"],
    ['minLength above maxLength', (r) => { at(r, 'form', 'properties', 'name').minLength = 60; },
      '/form/properties/name/minLength', 'minLength is greater than maxLength'],
    ['minimum above maximum', (r) => { at(r, 'form', 'properties', 'hours').minimum = 200; },
      '/form/properties/hours/minimum', 'minimum is greater than maximum'],
    ['nested validator unknown', (r) => { at(r, 'form', 'properties', 'files', 'items')['x-validator'] = 'url'; },
      '/form/properties/files/items/x-validator', "unknown validator 'url'"],
    ['reaction dependency unknown', (r) => { at(r, 'form', 'properties', 'note', 'x-reactions', 0).dependencies = ['level', 'grade']; },
      '/form/properties/note/x-reactions/0/dependencies/1', "dependency names unknown property 'grade'"],
    ['reaction target unknown', (r) => { at(r, 'form', 'properties', 'note', 'x-reactions', 0).target = 'grade'; },
      '/form/properties/note/x-reactions/0/target', "target names unknown property 'grade'"],
    ['expression with a call', (r) => { at(r, 'form', 'properties', 'note', 'x-reactions', 0).when = '{{ alert(1) }}'; },
      '/form/properties/note/x-reactions/0/when', 'invalid expression: At character 2: The function "alert" is not supported'],
    ['expression reaching constructor', (r) => {
      at(r, 'form', 'properties', 'note', 'x-reactions', 0, 'otherwise', 'state').visible = '{{ $self.constructor }}';
    }, '/form/properties/note/x-reactions/0/otherwise/state/visible', 'invalid expression: At character 8: The name "constructor" may not be used'],
    ['expression in component props', (r) => { at(r, 'form', 'properties', 'name')['x-component-props'] = { placeholder: '{{ a + }}' }; },
      '/form/properties/name/x-component-props/placeholder', 'invalid expression'],
    ['topping without ending and sort', (r) => { (r.actions as string[]).push('topping'); },
      '/actions', 'topping, ending and sort must be declared together (missing: ending, sort)'],
    ['sort without topping', (r) => { (r.actions as string[]).push('sort', 'ending'); },
      '/actions', '(missing: topping)'],
    ['tab field unknown', (r) => { r.layout = { tabs: [{ key: 'a', title: 'A', fields: ['name', 'age'] }] }; },
      '/layout/tabs/0/fields/1', "unknown field 'age'"],
    ['duplicate tab key', (r) => {
      r.layout = { tabs: [{ key: 'a', title: 'A', fields: [] }, { key: 'a', title: 'B', fields: [] }] };
    }, '/layout/tabs/1/key', "duplicate tab key 'a'"],
  ])('%s -> %s', (_name, mutate, ptr, message) => {
    const json = valid();
    mutate(json);
    const errors = errorsOf(json);
    const hit = errors.find((e) => e.pointer === ptr);
    expect(hit, formatProblems(errors)).toBeDefined();
    expect(hit && englishOf(hit)).toContain(message);
  });

  it('reports every problem, not only the first', () => {
    const json = valid();
    at(json, 'list', 'columns', 0).field = 'a';
    at(json, 'list', 'filters', 0).field = 'b';
    at(json, 'import').columns = ['c'];
    expect(errorsOf(json).map((e) => e.pointer)).toEqual(['/list/columns/0/field', '/list/filters/0/field', '/import/columns/0']);
  });
});

describe('pointer', () => {
  it.each<[(string | number)[], string]>([
    [[], ''],
    [['list', 'columns', 2, 'field'], '/list/columns/2/field'],
    [['a/b', 'c~d'], '/a~1b/c~0d'],
  ])('%j -> %s', (segments, expected) => {
    expect(pointer(...segments)).toBe(expected);
  });
});
