// The statistics blocks of a module (schemas/modules/<module>/stats.json): the structural check, what a
// block may name (its resource and fields, a registered source's group-bys), the compiled query spec, and a
// bad file stopping the start with the file and the JSON pointer.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStatsFile, compileStatsBlock, lastMonths, type StatsBlock } from '../../src/schema/stats-file.ts';
import { STATS_SOURCE_SPECS } from '../../src/server/data-service/stats-source-specs.ts';
import { loadModuleFiles } from '../../src/server/modules/module-files.ts';
import { SCHEMAS_DIR } from '../../src/server/modules/module-folders.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { englishOf } from './helpers/english-of.ts';

const resources = resourceRegistry().byKey;
const ctx = { module: 'spjk', resources, sources: STATS_SOURCE_SPECS };
const camera = (extra: Partial<StatsBlock>): StatsBlock => ({
  key: 'b', title: '统计', resource: 'camera', measure: { op: 'count' }, groupBy: { field: 'cameraType' }, chart: 'bar', ...extra,
});
const problems = (blocks: unknown[], module = 'spjk') => {
  const r = checkStatsFile({ blocks }, { ...ctx, module });
  return r.ok ? [] : r.errors;
};

describe('checkStatsFile', () => {
  it('accepts blocks by field, month, ref and a sum, and a source block', () => {
    expect(problems([
      camera({ key: 'a' }),
      camera({ key: 'b', groupBy: { month: 'installDate', months: 6 }, chart: 'line' }),
      camera({ key: 'c', groupBy: { ref: 'areaId' } }),
      camera({ key: 'd', measure: { op: 'sum', field: 'channelNo' }, groupBy: { field: 'explosionProof' }, filters: [{ field: 'onlineStatus', op: 'eq', value: 'online' }] }),
      { key: 'e', title: '作业票', source: 'permits', measure: { op: 'count' }, groupBy: { field: 'kind' }, chart: 'pie' },
    ])).toEqual([]);
  });

  it('refuses a group-by on a missing field, a month on a non-date, a ref on a non-ref, a sum on a non-number', () => {
    expect(problems([camera({ groupBy: { field: 'colour' } })])).toEqual([
      { pointer: '/blocks/0/groupBy/field', message: '“colour”不是资源“camera”的字段' },
    ]);
    expect(englishOf(problems([camera({ groupBy: { field: 'colour' } })])[0])).toBe("'colour' is not a field of resource 'camera'");
    expect(problems([camera({ groupBy: { month: 'name' } })])[0].pointer).toBe('/blocks/0/groupBy/month');
    expect(problems([camera({ groupBy: { ref: 'cameraType' } })])[0].pointer).toBe('/blocks/0/groupBy/ref');
    expect(problems([camera({ measure: { op: 'sum', field: 'name' } })])[0]).toEqual({
      pointer: '/blocks/0/measure/field', message: '求和需要数字字段；“name”是文本字段',
    });
    expect(englishOf(problems([camera({ measure: { op: 'sum', field: 'name' } })])[0])).toBe("a sum needs a number field; 'name' is text");
    expect(problems([camera({ groupBy: { field: 'longitude' } })])[0].pointer).toBe('/blocks/0/groupBy/field');
    expect(problems([camera({ filters: [{ field: 'nope', op: 'eq', value: 1 }] })])[0].pointer).toBe('/blocks/0/filters/0/field');
  });

  it('refuses an unknown resource or source, another module\'s resource, a source\'s unknown group-by, a repeated key', () => {
    expect(problems([camera({ resource: 'nothing' })])[0]).toEqual({ pointer: '/blocks/0/resource', message: '未知资源“nothing”' });
    expect(problems([camera({ resource: 'area-duty', groupBy: { field: 'areaName' } })])[0].message).toContain('模块“zbgl”');
    const source = { key: 's', title: '作业票', source: 'permits', measure: { op: 'count' }, chart: 'bar' };
    expect(problems([{ ...source, source: 'weather' , groupBy: { field: 'kind' } }])[0].pointer).toBe('/blocks/0/source');
    expect(problems([{ ...source, groupBy: { field: 'colour' } }])[0].pointer).toBe('/blocks/0/groupBy/field');
    expect(problems([{ ...source, groupBy: { month: 'finishedAt' } }])[0].pointer).toBe('/blocks/0/groupBy/month');
    expect(problems([camera({ key: 'x' }), camera({ key: 'x' })])[0].pointer).toBe('/blocks/1/key');
  });

  it('refuses the structure: both resource and source, two group-bys, a sum without field, a bad chart', () => {
    expect(problems([camera({ source: 'permits' })]).length).toBeGreaterThan(0);
    expect(problems([camera({ groupBy: { field: 'cameraType', ref: 'areaId' } as never })]).map((p) => p.pointer)).toContain('/blocks/0/groupBy');
    expect(problems([camera({ measure: { op: 'sum' } as never })]).map((p) => p.pointer)).toContain('/blocks/0/measure/field');
    expect(problems([camera({ chart: 'radar' as never })]).map((p) => p.pointer)).toContain('/blocks/0/chart');
    expect(checkStatsFile([], ctx).ok).toBe(false);
  });
});

describe('compileStatsBlock', () => {
  const cam = resources.get('camera')!;
  it('resolves enum options, booleans, months (12 by default) and the reference\'s target and label', () => {
    const byType = compileStatsBlock(camera({}), cam);
    expect(byType.group).toMatchObject({ kind: 'field', field: 'cameraType' });
    expect(byType.group.kind === 'field' && byType.group.options?.map((o) => o.value)).toContain('dome');
    expect(compileStatsBlock(camera({ groupBy: { field: 'explosionProof' } }), cam).group).toEqual({ kind: 'field', field: 'explosionProof', boolean: true });
    expect(compileStatsBlock(camera({ groupBy: { month: 'installDate' } }), cam).group).toEqual({ kind: 'month', field: 'installDate', months: 12 });
    expect(compileStatsBlock(camera({ groupBy: { ref: 'areaId' } }), cam).group).toEqual({ kind: 'ref', field: 'areaId', target: 'area-duty', label: 'areaName' });
  });

  it('lastMonths counts back across a year', () => {
    expect(lastMonths(new Date(2026, 1, 15), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});

describe('loading the module files', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('the repository\'s stats files load; a bad group-by, or a tile naming no block of its module, stops the start naming the file and the pointer', () => {
    const files = loadModuleFiles({ today: new Date(2026, 10, 24) });
    expect(files.stats.filter((b) => b.module === 'tszy').map((b) => b.key)).toEqual(['by-kind', 'by-state', 'by-month']);
    const root = mkdtempSync(path.join(tmpdir(), 'stats-file-'));
    made.push(root);
    const dir = path.join(root, 'schemas');
    cpSync(SCHEMAS_DIR, dir, { recursive: true });
    writeFileSync(path.join(dir, 'modules/spjk/stats.json'), JSON.stringify({ blocks: [camera({ groupBy: { field: 'colour' } })] }));
    writeFileSync(path.join(dir, 'modules/tszy/tiles.json'), JSON.stringify([
      { key: 'a', type: 'stats', title: '统计', stats: 'tszy/nothing' },
      { key: 'b', type: 'stats', title: '统计', stats: 'spjk/by-type' },
    ]));
    const error = (() => {
      try {
        loadModuleFiles({ schemasDir: dir, today: new Date(2026, 10, 24) });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toMatch(/schemas\/modules\/spjk\/stats\.json:\n\s+\/blocks\/0\/groupBy\/field: “colour”不是资源“camera”的字段/);
    expect(error).toMatch(/schemas\/modules\/tszy\/tiles\.json:\n\s+\/0\/stats: “nothing”不是本模块 stats\.json 中的统计块\n\s+\/1\/stats: “spjk\/by-type”是模块“spjk”的统计块/);
  });
});
