// The module folders' files checked at start (issue 12 item 1): a broken menu fragment, tiles file or demo
// file (a folder's, or schemas/demo's for the shared basic data) stops the start naming the file and the JSON pointer; keys are unique across every menu file; a
// fragment entry must open a known resource; a resource file lives in the folder of its module.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_MODULE_KEYS } from '../../src/domain/modules.ts';
import { isoDay, resolveDays } from '../../src/schema/demo-file.ts';
import { loadModuleFiles } from '../../src/server/modules/module-files.ts';
import { SCHEMAS_DIR } from '../../src/server/modules/module-folders.ts';
import { loadResourceFiles } from '../../src/server/resources/registry.ts';
import { FULL_MENU } from '../../stories/support/fixtures.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hostile edits reach anywhere in a parsed file
type Json = any;

const made: string[] = [];
afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the repository's schemas directory, changed by `mutate`. */
function schemasWith(mutate: (dir: string) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'module-files-'));
  made.push(root);
  const dir = path.join(root, 'schemas');
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  mutate(dir);
  return dir;
}
const edit = (dir: string, file: string, change: (j: Json) => Json | void) => {
  const p = path.join(dir, file);
  const j = JSON.parse(readFileSync(p, 'utf8')) as Json;
  writeFileSync(p, JSON.stringify(change(j) ?? j));
};
const write = (dir: string, file: string, json: unknown) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), typeof json === 'string' ? json : JSON.stringify(json));
};
const today = new Date(2026, 10, 24);
const load = (dir: string) => () => loadModuleFiles({ schemasDir: dir, today });
const CBS = 'modules/cbs/menu.json';
const TILES = 'modules/cbs/tiles.json';
const DEMO = 'modules/cbs/demo/contractor-info.json';

describe('the repository\'s module files', () => {
  const files = loadModuleFiles({ today });

  it('compose the whole menu: every module has its top-level entry, in sort order', () => {
    const modules = new Set(files.menu.map((e) => e.module).filter(Boolean));
    expect([...modules].sort()).toEqual([...ALL_MODULE_KEYS].sort());
    const sorts = files.menu.map((e) => e.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(files.menu[0].path).toBe('/');
  });

  it('are the menu the stories show', () => {
    expect(FULL_MENU).toEqual(files.menu);
  });

  it('resolve the demo days and keep each record\'s key', () => {
    const anda = files.demo.find((r) => r.key === 'anda-construction');
    expect(anda).toMatchObject({ resource: 'contractor-info', enterprise: 1001 });
    expect(anda?.data.certEnd).toBe(isoDay(today, 600));
  });
});

describe('a broken module file stops the start, naming the file and the pointer', () => {
  const cases: [string, (dir: string) => void, RegExp[]][] = [
    ['a fragment that is not JSON', (d) => write(d, CBS, '[{"path": "/cbs",'), [/schemas\/modules\/cbs\/menu\.json: not JSON/]],
    ['a fragment that is null', (d) => write(d, CBS, 'null'), [/schemas\/modules\/cbs\/menu\.json:\n {2}\/: 必须是数组/]],
    ['a fragment that is an object', (d) => write(d, CBS, '{"__proto__": {"path": "/cbs"}}'), [/cbs\/menu\.json:\n {2}\/: 必须是数组/]],
    ['an empty fragment', (d) => write(d, CBS, '[]'), [/cbs\/menu\.json:\n {2}\/: 模块“cbs”的菜单片段没有任何条目/]],
    ['a child without a component', (d) => edit(d, CBS, (j) => void delete j[0].children[1].component), [/cbs\/menu\.json:\n {2}\/0\/children\/1\/component: 必须填写/]],
    ['an unknown property', (d) => edit(d, CBS, (j) => void (j[0].children[0].icon = 'x')), [/\/0\/children\/0\/icon: 未知属性“icon”/]],
    ['a blank title', (d) => edit(d, CBS, (j) => void (j[0].children[0].meta.title = '   ')), [/\/0\/children\/0\/meta\/title: 格式不符合/]],
    [
      'a component naming an unknown resource',
      (d) => edit(d, CBS, (j) => void (j[0].children[2].component = 'resource/no-such-thing')),
      [/cbs\/menu\.json:\n {2}\/0\/children\/2\/component: 未知资源“no-such-thing”/],
    ],
    ['a container as a page', (d) => edit(d, CBS, (j) => void (j[0].children[0].component = 'Layout')), [/\/0\/children\/0\/component: “Layout”是容器/]],
    ['a malformed component key', (d) => edit(d, CBS, (j) => void (j[0].children[0].component = '../etc/passwd')), [/\/0\/children\/0\/component: 格式不符合/]],
    ['another module\'s key', (d) => edit(d, CBS, (j) => void (j[0].module = 'tszy')), [/cbs\/menu\.json:\n {2}\/0\/module: 必须是“cbs”/]],
    ['a top-level path that is not the module key', (d) => edit(d, CBS, (j) => void (j[0].path = '/contractors')), [/\/0\/path: 必须是“\/cbs”/]],
    ['a redirect to no child', (d) => edit(d, CBS, (j) => void (j[0].redirect = '/cbs/nowhere')), [/\/0\/redirect: “\/cbs\/nowhere”不是此条目下级的路径/]],
    ['two siblings on one path', (d) => edit(d, CBS, (j) => void (j[0].children[1].path = j[0].children[0].path)), [/\/0\/children\/1\/path: “info”已是同级条目的路径/]],
    [
      'a key used by another module',
      (d) => edit(d, CBS, (j) => void (j[0].children[0].name = 'TszyList')),
      [/schemas\/modules\/tszy\/menu\.json:\n {2}\/0\/children\/0\/name: 键“TszyList”已在 .*cbs\/menu\.json#\/0\/children\/0\/name 使用|cbs\/menu\.json:\n {2}\/0\/children\/0\/name: 键“TszyList”已在 .*tszy\/menu\.json/],
    ],
    ['a key used twice in one fragment', (d) => edit(d, CBS, (j) => void (j[0].children[1].name = 'CbsInfo')), [/cbs\/menu\.json:\n {2}\/0\/children\/1\/name: 键“CbsInfo”已在 .*cbs\/menu\.json#\/0\/children\/0\/name 使用/]],
    ['a sort used twice', (d) => edit(d, CBS, (j) => void (j[0].sort = 20)), [/\/0\/sort: 排序号 20 已在/]],
    ['a module entry left in schemas/menus', (d) => edit(d, 'menus/default.json', (j) => void (j[1].module = 'cbs')), [/schemas\/menus\/default\.json:\n {2}\/1\/module: 模块“cbs”的条目应放在 schemas\/modules\/cbs\/menu\.json/]],
    ['a folder that is not a module key', (d) => write(d, 'modules/safety/menu.json', []), [/schemas\/modules\/safety: 'safety' is not a module key/]],
    ['a misspelt file in a folder', (d) => write(d, 'modules/cbs/menus.json', []), [/schemas\/modules\/cbs\/menus\.json: not a file of a module folder/]],
    ['a folder without its fragment', (d) => rmSync(path.join(d, CBS)), [/schemas\/modules\/cbs\/menu\.json: missing/]],
    [
      'a tile of an unknown type, or counting an unknown resource, or linking nowhere',
      (d) =>
        write(d, TILES, [
          { key: 'a', type: 'chart', title: '图' },
          { key: 'b', type: 'count', title: '数', resource: 'nope', link: '/cbs/info' },
          { key: 'c', type: 'count', title: '数', resource: 'contractor-user', link: '/tszy/list' },
          { key: 'd', type: 'count', title: '数', resource: 'watch-record', link: '/cbs/info' },
        ]),
      [/cbs\/tiles\.json:\n {2}\/0\/type: 必须是以下之一："todo", "count"/],
    ],
    [
      'a tile counting what the module does not hold',
      (d) =>
        write(d, TILES, [
          { key: 'b', type: 'count', title: '数', resource: 'nope', link: '/cbs/info' },
          { key: 'c', type: 'count', title: '数', resource: 'contractor-user', link: '/tszy/list' },
          { key: 'd', type: 'count', title: '数', resource: 'watch-record', link: '/cbs/info' },
          { key: 'd', type: 'todo', title: '待办', source: 'permit-todo' },
        ]),
      [
        /cbs\/tiles\.json:\n {2}\/0\/resource: 未知资源“nope”/,
        /\/1\/link: “\/tszy\/list”不是本模块菜单中条目的路径/,
        /\/2\/resource: “watch-record”是模块“zbgl”的资源/,
        /\/3\/key: “d”已是另一个磁贴的键/,
      ],
    ],
    ['a todo tile of an unknown source', (d) => write(d, TILES, [{ key: 'x', type: 'todo', title: '待办', source: 'everything' }]), [/cbs\/tiles\.json:\n {2}\/0\/source: 必须是以下之一："permit-todo"/]],
    [
      'a demo record the resource refuses',
      (d) => edit(d, DEMO, (j) => void (j[1].data.contactMobile = '123')),
      [/schemas\/modules\/cbs\/demo\/contractor-info\.json:\n {2}\/1\/data\/contactMobile: .*手机/],
    ],
    ['a demo record without a key', (d) => edit(d, DEMO, (j) => void delete j[0].key), [/contractor-info\.json:\n {2}\/0\/key: 必须填写/]],
    ['two demo records of one key', (d) => edit(d, DEMO, (j) => void (j[1].key = j[0].key)), [/\/1\/key: “anda-construction”已是本文件另一条记录的键/]],
    ['a demo record for an enterprise that is not a demo one', (d) => edit(d, DEMO, (j) => void (j[0].enterprise = 7)), [/\/0\/enterprise: 7 不是演示企业/]],
    ['a demo file of an unknown resource', (d) => write(d, 'modules/cbs/demo/nope.json', [{ key: 'a', data: {} }]), [/cbs\/demo\/nope\.json:\n {2}\/: 未知资源“nope”（文件以资源命名）/]],
    ['a demo file of another module\'s resource', (d) => write(d, 'modules/cbs/demo/watch-record.json', [{ key: 'a', data: {} }]), [/cbs\/demo\/watch-record\.json:\n {2}\/: “watch-record”不是模块“cbs”的资源/]],
    [
      'a module\'s demo file among the shared basic data\'s',
      (d) => write(d, 'demo/watch-record.json', [{ key: 'a', data: {} }]),
      [/schemas\/demo\/watch-record\.json:\n {2}\/: “watch-record”不是共享基础数据：它的演示记录应放在 schemas\/modules\/zbgl\/demo\//],
    ],
    [
      'a basic-data demo record whose reference is a text',
      (d) => edit(d, 'demo/notice.json', (j) => void (j[0].data.publisher = '李安全')),
      [/schemas\/demo\/notice\.json:\n {2}\/0\/data\/publisher: “publisher”是引用：请这样指明记录：\{"\$ref": "staff:李安全"\}/],
    ],
    [
      'a basic-data demo record naming the wrong target',
      (d) => edit(d, 'demo/safety-manager.json', (j) => void (j[1].data.department = { $ref: 'staff:李安全' })),
      [/schemas\/demo\/safety-manager\.json:\n {2}\/1\/data\/department: “department”引用“department”，不是“staff”/],
    ],
  ];

  it.each(cases)('%s', (_name, mutate, expected) => {
    const run = load(schemasWith(mutate));
    expect(run).toThrow(/^Invalid module files:/);
    const message = (() => {
      try {
        run();
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    for (const re of expected) expect(message).toMatch(re);
  });
});

describe('resource files live in the folder of their module', () => {
  it.each([
    [
      'a module resource left in schemas/resources',
      (d: string) => cpSync(path.join(d, 'modules/cbs/resources/contractor-user.json'), path.join(d, 'resources/contractor-user.json')),
      /schemas\/resources\/contractor-user\.json:\n {2}\/module: a resource of module 'cbs' belongs in schemas\/modules\/cbs\/resources\//,
    ],
    [
      'a file of a module folder that names another module',
      (d: string) => edit(d, 'modules/yjgl/resources/emergency-driver.json', (j) => void (j.module = 'cbs')),
      /modules\/yjgl\/resources\/emergency-driver\.json:\n {2}\/module: a file of the module folder 'yjgl' must say "module": "yjgl"/,
    ],
    [
      'shared basic data put in a module folder',
      (d: string) => cpSync(path.join(d, 'resources/notice.json'), path.join(d, 'modules/cbs/resources/notice.json')),
      /modules\/cbs\/resources\/notice\.json:\n {2}\/module: a file of the module folder 'cbs' must say "module": "cbs"/,
    ],
  ])('%s', (_name, mutate, expected) => {
    const dir = schemasWith(mutate);
    expect(() => loadResourceFiles(dir)).toThrow(expected);
  });

  it('loads every file of the repository', () => {
    const all = loadResourceFiles();
    expect(all.find((r) => r.key === 'contractor-info')?.module).toBe('cbs');
    expect(all.find((r) => r.key === 'notice')?.module ?? null).toBeNull();
  });
});

describe('demo days', () => {
  it.each([
    [{ $day: 0 }, '2026-11-24'],
    [{ $day: -24 }, '2026-10-31'],
    [{ $day: 38 }, '2027-01-01'],
    [[{ $day: 1 }, 'x'], ['2026-11-25', 'x']],
    [{ a: { $day: 7 }, b: { $day: 1, c: 2 } }, { a: '2026-12-01', b: { $day: 1, c: 2 } }],
    [{ $day: 1.5 }, { $day: 1.5 }],
    [{ $day: '1' }, { $day: '1' }],
    [null, null],
  ])('%j resolves to %j', (value, expected) => {
    expect(resolveDays(value, today)).toEqual(expected);
  });
});
