// `views.map` (docs/schema-engine.md "Views"): the map view is offered on a geometry field, refused at its
// JSON pointer on an unknown field or a field that holds no geometry, and gone when an enterprise hides its
// field.
import { describe, expect, it } from 'vitest';
import { defaultView, viewsOf, viewsWithout, viewTitle } from '../../src/schema/keywords/views.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { minimalResource } from './helpers/minimal-resource.ts';
import { englishOf } from './helpers/english-of.ts';

function file(views: unknown): Record<string, unknown> {
  return { ...minimalResource('site', { note: { type: 'object', title: '附加信息' } }), title: '作业地点', views };
}

function problems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

describe('views.map', () => {
  it('is refused on an unknown field and on a field without x-geometry', () => {
    expect(problems(file({ map: { field: 'shape' } }))).toContainEqual(expect.stringContaining("/views/map/field: unknown field 'shape'"));
    expect(problems(file({ map: { field: 'name' } }))).toContainEqual(expect.stringContaining("/views/map/field: 'name' is not a geometry field"));
    expect(problems(file({ map: { field: 'note' } }))).toContainEqual(expect.stringContaining("/views/map/field: 'note' is not a geometry field"));
    expect(problems(file({ map: {} }))).not.toEqual([]);
    expect(problems(file({ map: { field: 'name', zoom: 3 } }))).not.toEqual([]);
  });

  it('is offered after the other views, may be the default, and goes with its hidden field', () => {
    const resource = {
      ...file({ map: { field: 'shape' }, default: 'map' }),
      form: { type: 'object', properties: { name: { type: 'string', title: '名称' }, shape: { type: 'object', title: '位置', 'x-geometry': 'point' } } },
    } as unknown as ResourceFile;
    expect(viewsOf(resource)).toEqual(['table', 'map']);
    expect(defaultView(resource)).toBe('map');
    expect(viewTitle('map')).toBe('地图');
    expect(viewsWithout({ map: { field: 'shape' }, default: 'map' }, new Set(['shape']))).toEqual({});
    expect(viewsWithout({ map: { field: 'shape' }, default: 'map' }, new Set(['name']))).toEqual({ map: { field: 'shape' }, default: 'map' });
  });
});
