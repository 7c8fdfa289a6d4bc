import { describe, expect, it } from 'vitest';
import { isCasNumber } from '../../src/domain/validators.ts';
import { VALIDATOR_FUNCTIONS, compileRecordValidator } from '../../src/schema/compile-validator.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

describe('isCasNumber (CAS Registry Number with its check digit)', () => {
  it.each<[string, boolean]>([
    ['7732-18-5', true], // water
    ['7664-41-7', true], // ammonia
    ['7782-50-5', true], // chlorine
    ['67-56-1', true], // methanol
    ['71-43-2', true], // benzene
    ['74-82-8', true], // methane
    ['7783-06-4', true], // hydrogen sulfide
    ['1333-74-0', true], // hydrogen
    ['7732-18-4', false], // wrong check digit
    ['67-56-2', false],
    ['7-56-1', false], // first part too short
    ['12345678-56-1', false], // first part too long
    ['67-5-1', false],
    ['67561', false],
    [' 67-56-1', false],
    ['67-56-1 ', false],
    ['６７-56-1', false], // full-width digits
    ['', false],
  ])('%j is %s', (s, ok) => {
    expect(isCasNumber(s)).toBe(ok);
  });

  it('refuses what is not a string', () => {
    expect(isCasNumber(6756 as unknown as string)).toBe(false);
  });

  it('is the x-validator "cas" of both sides', () => {
    expect(VALIDATOR_FUNCTIONS.cas('7664-41-7')).toBe(true);
    expect(VALIDATOR_FUNCTIONS.cas('7664-41-8')).toBe(false);
    expect(VALIDATOR_FUNCTIONS.cas(7664417)).toBe(false);
  });

  it('the server validator refuses a wrong check digit naming the field', () => {
    const file: ResourceFile = {
      key: 'chem',
      title: '化学品',
      endpoint: '/u-basic/chem',
      actions: ['list', 'create'],
      permissions: { read: ['qyUser'], write: ['qyUser'] },
      form: { type: 'object', properties: { casNo: { type: 'string', title: 'CAS号', 'x-validator': 'cas' } } },
      list: { columns: [{ field: 'casNo' }] },
    };
    const check = compileRecordValidator(file);
    expect(check({ casNo: '7664-41-7' }).errors).toEqual([]);
    expect(check({ casNo: '7664-41-8' }).errors).toEqual([{ field: 'casNo', message: 'CAS号格式不正确' }]);
  });
});
