// Detail blocks (DESIGN §9, src/client/router/block-registry.ts): every block a resource file places in its detail
// is registered by a module, under its module's folder; the hot-work and confined-space permits place the gas
// detectors of their work site.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { blockKeys, lookupBlock } from '../../src/client/router/block-registry.ts';

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

describe('detail blocks', () => {
  it('are registered for every key a file places', () => {
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.filter((p) => !lookupBlock(p.key))).toEqual([]);
    expect(lookupBlock('nope/missing')).toBeNull();
  });

  it('are named after their module folder', () => {
    for (const key of blockKeys()) expect(key).toMatch(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/);
  });

  it('show the site’s gas detectors on hot-work and confined-space permits', () => {
    const gas = placed.filter((p) => p.key === 'spjk/site-gas').map((p) => p.file).sort();
    expect(gas).toEqual(['modules/tszy/permits/dong-huo.json', 'modules/tszy/permits/shou-xian.json']);
  });
});
