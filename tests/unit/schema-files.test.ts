// Every resource file (schemas/resources and schemas/modules/*/resources) must pass the meta-schema check and compile (DESIGN.md §6).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { parseListQuery, queryPlan } from '../../src/schema/compile-query.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { RESOURCE_FILE_PATHS } from './helpers/resource-files.ts';

const rel = (file: string) => path.relative(process.cwd(), file);
const files = RESOURCE_FILE_PATHS.map(rel);

function load(file: string): ResourceFile {
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const r = checkResourceFile(json);
  if (!r.ok) {
    throw new Error(`${file}:\n${r.errors.map((e) => `  ${e.pointer || '/'}: ${e.message}`).join('\n')}`);
  }
  return r.resource;
}

describe('schemas/resources', () => {
  it('holds the example resources', () => {
    expect(files).toEqual(expect.arrayContaining(['schemas/resources/hazard-source.json', 'schemas/modules/cbs/resources/contractor-info.json']));
  });

  it.each(files)('%s passes the meta-schema and is named after its key', (file) => {
    const r = load(file);
    expect(`${r.key}.json`, `${file}: key '${r.key}'`).toBe(path.basename(file));
  });

  it.each(files)('%s compiles to a validator and a query plan', (file) => {
    const r = load(file);
    expect(() => compileRecordValidator(r), file).not.toThrow();
    const plan = queryPlan(r);
    expect('error' in parseListQuery(plan, {}), file).toBe(false);
  });

  it('keys and endpoints are unique', () => {
    const all = files.map(load);
    const dup = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(dup(all.map((r) => r.key))).toEqual([]);
    expect(dup(all.map((r) => r.endpoint))).toEqual([]);
  });
});

describe('example records', () => {
  it.each<[string, Record<string, unknown>, { field: string; message: string }[]]>([
    ['safety-manager.json', {
      name: '张三', gender: 'male', idCard: '11010519491231002X', mobile: '13800138000', post: '安全员',
      certNo: 'A-001', certStart: '2024-01-01', certEnd: '2027-01-01', voided: false, attachments: ['f1'],
    }, []],
    ['safety-manager.json', {
      name: '张三', gender: '男', idCard: '110105194912310021', mobile: '1380013800', post: '安全员',
      certNo: 'A-001', certStart: '2024-01-01', certEnd: '2027-02-30',
    }, [
      { field: 'gender', message: '性别取值不正确' },
      { field: 'idCard', message: '身份证号格式不正确' },
      { field: 'mobile', message: '手机号码格式不正确' },
      { field: 'certEnd', message: '证书有效期至格式不正确' },
    ]],
    ['hazard-source.json', {
      name: '液氯储罐区', code: 'HS-01', level: '1', location: '东厂区', chemicals: ['液氯'], quantity: 120.5,
      responsiblePerson: 7, mobile: '13900139000', runStatus: 'IN_USE',
    }, []],
    ['hazard-source.json', { name: '液氯储罐区', code: 'HS 01', level: '5', quantity: -1 }, [
      { field: 'code', message: '危险源编码格式不正确' },
      { field: 'level', message: '危险源等级取值不正确' },
      { field: 'location', message: '请填写所在位置' },
      { field: 'quantity', message: '设计最大量(吨)不能小于0' },
      { field: 'responsiblePerson', message: '请选择责任人' },
      { field: 'mobile', message: '请填写责任人电话' },
      { field: 'runStatus', message: '请选择运行状态' },
    ]],
  ])('%s validates a record (%#)', (file, data, errors) => {
    expect(compileRecordValidator(load(`schemas/resources/${file}`))(data)).toEqual({ valid: errors.length === 0, errors });
  });
});
