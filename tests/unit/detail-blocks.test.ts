// Detail blocks (DESIGN §9, src/client/router/block-registry.ts): every block a resource file places in its detail
// is registered by a module, under its module's folder; the hot-work and confined-space permits place the gas
// detectors of their work site.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { blockKeys, fieldViewKeys, formBlockKeys, lookupBlock, lookupFieldView, lookupFormBlock } from '../../src/client/router/block-registry.ts';
import { formBlockKeys as placedFormBlocks } from '../../src/schema/keywords/form-blocks.ts';

const root = join(import.meta.dirname, '../../schemas');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

const placed = jsonFiles(root).flatMap((file) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<ResourceFile>;
  return (json.detail?.blocks ?? []).map((b) => ({ file: file.slice(root.length + 1), key: b.key }));
});

const printed = jsonFiles(root).flatMap((file) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<ResourceFile>;
  return json.detail?.print ? [{ file: file.slice(root.length + 1), key: json.detail.print.key }] : [];
});

const placedInForms = jsonFiles(root).flatMap((file) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<ResourceFile>;
  return json.form ? placedFormBlocks(json as ResourceFile).map((key) => ({ file: file.slice(root.length + 1), key })) : [];
});

describe('form blocks', () => {
  it('are registered for every key a file places in its form', () => {
    expect(placedInForms.length).toBeGreaterThan(0);
    expect(placedInForms.filter((p) => !lookupFormBlock(p.key))).toEqual([]);
    expect(lookupFormBlock('tszy/site-works')).toBeNull();
    for (const key of formBlockKeys()) expect(key).toMatch(/^tszy\/permit-[a-z-]+$/);
  });

  it('put every permit kind’s lists and notices on the runtime, and the live grade where a rule decides it', () => {
    const permits = placedInForms.filter((p) => p.file.startsWith('modules/tszy/permits/'));
    const files = [...new Set(permits.map((p) => p.file))];
    expect(files).toHaveLength(10);
    for (const file of files) {
      const keys = permits.filter((p) => p.file === file).map((p) => p.key);
      expect(keys).toEqual(expect.arrayContaining(['tszy/permit-workers', 'tszy/permit-related', 'tszy/permit-measures', 'tszy/permit-hazards', 'tszy/permit-briefing', 'tszy/permit-notices']));
    }
    const grade = permits.filter((p) => p.key === 'tszy/permit-grade').map((p) => p.file).sort();
    expect(grade).toEqual(['modules/tszy/permits/diao-zhuang.json', 'modules/tszy/permits/dong-huo.json', 'modules/tszy/permits/gao-chu.json']);
  });
});

describe('field views', () => {
  it('are a form block’s read-only half: each under a form block’s key, one for every permit block that edits a field', async () => {
    expect(fieldViewKeys().filter((k) => !lookupFormBlock(k))).toEqual([]);
    expect(fieldViewKeys().sort()).toEqual(
      ['tszy/permit-briefing', 'tszy/permit-hazards', 'tszy/permit-link', 'tszy/permit-measures', 'tszy/permit-related', 'tszy/permit-workers'].sort(),
    );
    // Every permit field a block edits (x-block on a property) has its view.
    const edited = placedInForms.filter((p) => p.file.startsWith('modules/tszy/permits/') && p.key !== 'tszy/permit-grade' && p.key !== 'tszy/permit-notices');
    expect(edited.filter((p) => !lookupFieldView(p.key))).toEqual([]);
    const loaded = await lookupFieldView('tszy/permit-workers')?.();
    expect(typeof loaded?.default).toBe('function');
    expect(lookupFieldView('tszy/permit-grade')).toBeNull();
  });
});

describe('detail blocks', () => {
  it('are registered for every key a file places', () => {
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.filter((p) => !lookupBlock(p.key))).toEqual([]);
    expect(lookupBlock('nope/missing')).toBeNull();
  });

  it('print every permit kind by the registered Annex A sheet (detail.print)', () => {
    expect(printed.filter((p) => !lookupBlock(p.key))).toEqual([]);
    const permits = printed.filter((p) => p.file.startsWith('modules/tszy/permits/'));
    expect(permits).toHaveLength(10);
    expect(new Set(permits.map((p) => p.key))).toEqual(new Set(['tszy/permit-print']));
  });

  it('are named after their module folder', () => {
    for (const key of blockKeys()) expect(key).toMatch(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/);
  });

  it('show the site’s gas detectors on hot-work and confined-space permits', () => {
    const gas = placed.filter((p) => p.key === 'spjk/site-gas').map((p) => p.file).sort();
    expect(gas).toEqual(['modules/tszy/permits/dong-huo.json', 'modules/tszy/permits/shou-xian.json']);
  });
});
