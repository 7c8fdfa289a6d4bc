// Loading the bound files (src/server/resources/bound-files.ts): schemas/bindings holds only files with a
// binding, each named after its key and not reusing a registry key; a file with a binding anywhere else is
// refused by the registry (it would get a table and generic routes). Every problem names the file and pointer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundRefs, loadBoundFiles } from '../../src/server/resources/bound-files.ts';
import { loadResourceFiles } from '../../src/server/resources/registry.ts';

const STAFF = JSON.parse(fs.readFileSync('schemas/bindings/user-staff.json', 'utf8')) as Record<string, unknown>;
const dirs: string[] = [];

/** A schemas directory holding `files` (relative path -> JSON). */
function schemasWith(files: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zax-bound-'));
  dirs.push(root);
  for (const [rel, json] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), typeof json === 'string' ? json : JSON.stringify(json));
  }
  return root;
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('bound files', () => {
  it('loads the files of schemas/bindings', () => {
    const dir = schemasWith({ 'bindings/user-staff.json': STAFF });
    expect(loadBoundFiles(dir, new Set()).map((r) => r.key)).toEqual(['user-staff']);
  });

  it.each<[string, Record<string, unknown>, ReadonlySet<string>, RegExp]>([
    ['a file without a binding', { 'bindings/user-staff.json': { ...STAFF, binding: undefined, endpoint: '/u-basic/user-staff' } }, new Set(), /user-staff\.json:\n {2}\/binding: a file of schemas\/bindings needs a binding/],
    ['a file not named after its key', { 'bindings/staff.json': STAFF }, new Set(), /staff\.json: key 'user-staff' does not match the file name/],
    ['a key of the registry', { 'bindings/user-staff.json': STAFF }, new Set(['user-staff']), /key 'user-staff' is already the key of a resource file/],
    ['a file of a module', { 'bindings/user-staff.json': { ...STAFF, module: 'tysz' } }, new Set(), /\/module: a bound file belongs to no module/],
    ['a broken binding', { 'bindings/user-staff.json': { ...STAFF, binding: { envelope: 'data', actions: {} } } }, new Set(), /\/binding\/actions: 不能少于 1 个属性/],
    ['a file that is not JSON', { 'bindings/user-staff.json': '{"key":' }, new Set(), /user-staff\.json: not JSON/],
  ])('refuses %s, naming it', (_name, files, taken, expected) => {
    const dir = schemasWith(files);
    expect(() => loadBoundFiles(dir, taken)).toThrow(expected);
  });

  it("refuses a reference to a resource that is no file (the staff's 承包商 names contractor-info)", () => {
    const [staff] = loadBoundFiles(schemasWith({ 'bindings/user-staff.json': STAFF }), new Set());
    expect(() => checkBoundRefs([staff], new Set(['contractor-info']))).not.toThrow();
    expect(() => checkBoundRefs([staff], new Set())).toThrow(/user-staff\.json: \/form\/properties\/contractorId\/x-ref\/resource: 'contractor-info' is no resource file/);
  });

  it('refuses a binding among the generic resource files', () => {
    const dir = schemasWith({ 'resources/user-staff.json': STAFF });
    expect(() => loadResourceFiles(dir)).toThrow(/user-staff\.json:\n {2}\/binding: a bound resource belongs in schemas\/bindings\//);
  });
});
