// The OpenAPI document's transform (issue 11 item 8): operationIds derived from method and path, and the
// empty `required` lists OpenAPI 3.0 forbids dropped wherever they are.
import { describe, expect, it } from 'vitest';
import { dropEmptyRequired, operationIdOf } from '../../src/server/http/openapi-transform.ts';

describe('operationIdOf', () => {
  const cases: [string, string, string][] = [
    ['post', '/zax-cloud/user/sysuser/login', 'postUserSysuserLogin'],
    ['get', '/zax-cloud/u-basic/company-safety-manager/list', 'getUBasicCompanySafetyManagerList'],
    ['get', '/zax-cloud/u-basic/company-safety-manager/pure/{id}', 'getUBasicCompanySafetyManagerPureById'],
    ['get', '/zax-cloud/u-basic/designer/version/{key}/{version}', 'getUBasicDesignerVersionByKeyByVersion'],
    ['DELETE', '/zax-cloud/u-basic/custom-field', 'deleteUBasicCustomField'],
    ['get', '/zax-cloud/tszy/zuoYePiao/list', 'getTszyZuoYePiaoList'],
    ['get', '/zax-cloud/health', 'getHealth'],
    ['get', '/zax-cloudy/x', 'getZaxCloudyX'],
  ];
  it.each(cases)('%s %s is %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});

describe('dropEmptyRequired', () => {
  const cases: [string, unknown, unknown][] = [
    ['an object schema', { type: 'object', properties: {}, required: [] }, { type: 'object', properties: {} }],
    ['a nested one, keeping non-empty lists', { properties: { a: { type: 'object', required: [] } }, required: ['a'] }, { properties: { a: { type: 'object' } }, required: ['a'] }],
    ['inside arrays', { anyOf: [{ required: [] }, { required: ['x'] }] }, { anyOf: [{}, { required: ['x'] }] }],
    ['a parameter’s boolean required', { in: 'query', required: false }, { in: 'query', required: false }],
  ];
  it.each(cases)('%s', (_label, input, expected) => {
    const copy = structuredClone(input);
    dropEmptyRequired(copy);
    expect(copy).toEqual(expected);
  });
});
