// The `shared` keyword (src/schema/keywords/shared.ts): the meta-schema takes only the two modes, the file
// check refuses a shared resource nobody can read or keep, and the pure write rule that the server and the
// list's buttons share. Table-driven, hostile input included.
import { describe, expect, it } from 'vitest';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { parseOverlay } from '../../src/schema/overlay-check.ts';
import { mayWriteShared, ownRowsAllowed, SHARED_MODES } from '../../src/schema/keywords/shared.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { englishOf } from './helpers/english-of.ts';

type Json = Record<string, unknown>;

function file(over: Json = {}): Json {
  return {
    key: 'std-list',
    title: '标准清单',
    module: null,
    shared: 'platform',
    endpoint: '/u-basic/std-list',
    actions: ['list', 'pure', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['admin', 'qyUser', 'qyStaff'], write: ['admin'] },
    form: { type: 'object', properties: { name: { type: 'string', title: '名称', 'x-component': 'Input' } } },
    list: { columns: [{ field: 'name' }] },
    ...over,
  };
}

function problems(json: Json): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

describe('shared: the file check', () => {
  it.each<[string, Json, RegExp | null]>([
    ['platform, admin writes, enterprises read', {}, null],
    ['platform+own, admin and an enterprise role write', { shared: 'platform+own', permissions: { read: ['qyUser'], write: ['admin', 'qyUser'] } }, null],
    ['no keyword at all', { shared: undefined, permissions: { read: ['qyUser'], write: ['qyUser'] } }, null],
    ['an unknown mode', { shared: 'everyone' }, /^\/shared: /],
    ['the mode in capitals', { shared: 'PLATFORM' }, /^\/shared: /],
    ['a boolean', { shared: true }, /^\/shared: /],
    ['an array of modes', { shared: ['platform'] }, /^\/shared: /],
    ['an empty string', { shared: '' }, /^\/shared: /],
    ['platform with an enterprise writer', { permissions: { read: ['qyUser'], write: ['admin', 'qyUser'] } }, /^\/permissions\/write: only 'admin' writes a 'platform' resource; remove 'qyUser'/],
    ['platform that admin cannot write', { permissions: { read: ['qyUser'], write: ['qyUser'] } }, /^\/permissions\/write: a shared resource \('platform'\) must be writable by 'admin'/],
    ['platform with nobody writing', { permissions: { read: ['qyUser'], write: [] } }, /^\/permissions\/write: a shared resource/],
    ['platform+own without an enterprise writer', { shared: 'platform+own', permissions: { read: ['qyUser'], write: ['admin'] } }, /^\/permissions\/write: 'platform\+own' lets enterprises add their own rows/],
    ['platform+own that admin cannot write', { shared: 'platform+own', permissions: { read: ['qyUser'], write: ['qyUser'] } }, /must be writable by 'admin'/],
    ['read only by the administrator', { permissions: { read: ['admin'], write: ['admin'] } }, /^\/permissions\/read: a shared resource \('platform'\) must be readable by an enterprise role/],
    ['nobody reads', { permissions: { read: [], write: ['admin'] } }, /^\/permissions\/read: /],
    ['no list to read', { actions: ['detail', 'create'] }, /^\/actions: a shared resource \('platform'\) needs 'list' or 'pure'/],
  ])('%s', (_name, over, expected) => {
    const json = file(over);
    if (over.shared === undefined && 'shared' in over) delete json.shared;
    const found = problems(json);
    if (expected === null) expect(found).toEqual([]);
    else expect(found.some((p) => expected.test(p)), found.join('\n')).toBe(true);
  });

  it('reports every problem of one file at its pointer', () => {
    const found = problems(file({ actions: ['detail'], permissions: { read: ['admin'], write: ['qyUser'] } }));
    // write: 'admin' is missing, and 'qyUser' may not write a platform resource: two problems.
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual(['/actions', '/permissions/read', '/permissions/write', '/permissions/write']);
  });

  it('the shipped files share what the product needs, each as the check wants', () => {
    const shared = Object.fromEntries(resourceRegistry().all.filter((r) => r.shared).map((r) => [r.key, r.shared]));
    expect(shared).toEqual({
      'accident-case': 'platform+own',
      'admin-area': 'platform',
      'app-version': 'platform',
      'check-clause': 'platform+own',
      dictionary: 'platform+own',
      'major-danger-criterion': 'platform+own',
      'major-hazard-criterion': 'platform',
      regulation: 'platform+own',
      'special-equipment-type': 'platform+own',
      standard: 'platform+own',
    });
  });
});

describe('shared: who may write a record', () => {
  // [mode, platform writer, the record is the platform's, may write]
  it.each<[(typeof SHARED_MODES)[number] | undefined, boolean, boolean, boolean]>([
    [undefined, false, false, true],
    [undefined, false, true, true],
    ['platform', true, true, true],
    ['platform', true, false, true],
    ['platform', false, true, false],
    ['platform', false, false, false],
    ['platform+own', true, true, true],
    ['platform+own', false, true, false],
    ['platform+own', false, false, true],
  ])('%s, platform writer %s, platform row %s → %s', (mode, writer, platformRow, expected) => {
    expect(mayWriteShared(mode, writer, platformRow)).toBe(expected);
  });

  it('own rows are allowed only beside the platform’s', () => {
    expect(SHARED_MODES.map((m) => [m, ownRowsAllowed(m)])).toEqual([
      ['platform', false],
      ['platform+own', true],
    ]);
    expect(ownRowsAllowed(undefined)).toBe(true);
  });
});

describe('shared: an enterprise’s overlay cannot change the mode', () => {
  it.each<[string, unknown, boolean]>([
    ['a patch that removes it', { shared: null }, false],
    ['a patch that widens it', { shared: 'platform+own' }, false],
    ['a patch that sets it on an unshared file', { shared: 'platform' }, false],
    ['a patch of other keys', { title: '字典' }, true],
  ])('%s', (_name, patch, accepted) => {
    const r = parseOverlay({ fields: [], tabs: [], patch });
    if (accepted) expect('overlay' in r).toBe(true);
    else expect(r).toEqual({ problems: [{ path: 'file/shared', message: '共享方式由平台的资源文件决定，不能修改' }] });
  });
});
