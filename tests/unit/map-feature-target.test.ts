// What a click on a plant map feature opens (src/runtime/map/feature-target.ts): a resource's record in its drawer, or
// the page a module's feature names (the permits in progress link to /tszy/detail/{id}); nothing without an id.
import { describe, expect, it } from 'vitest';
import { featureTarget } from '../../src/runtime/map/feature-target.ts';
import type { MapFeature } from '../../src/runtime/map/map-client.ts';

const feature = (id: number | string, properties: MapFeature['properties']): MapFeature => ({ type: 'Feature', id, geometry: { type: 'Point', coordinates: [1, 2] }, properties });

describe('featureTarget', () => {
  it('opens a resource record by its resource and id', () => {
    expect(featureTarget(feature(7, { label: '一区', resource: 'area' }))).toEqual({ kind: 'record', resource: 'area', id: 7 });
  });

  it("opens the page a module's feature names, with its label", () => {
    expect(featureTarget(feature('12', { label: '动火 HJZA0000000000012', link: '/tszy/detail/{id}' }))).toEqual({ kind: 'page', id: 12, label: '动火 HJZA0000000000012', link: '/tszy/detail/{id}' });
  });

  it('opens nothing without an id, a resource or a link', () => {
    expect(featureTarget(feature('x', { resource: 'area' }))).toBeNull();
    expect(featureTarget(feature(3, { label: '无' }))).toBeNull();
    expect(featureTarget(feature(3, { link: '' }))).toBeNull();
  });
});
