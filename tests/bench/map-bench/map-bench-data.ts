// The map bench's data: a GeoJSON plan of 1,000 × 800 m (a grid of roads) and FEATURE_COUNT features spread
// over it, four fifths points and one fifth small polygons, as the features call would answer them. Seeded,
// so every run draws the same map.
import type { MapFeature, PlantPlan } from '../../../src/runtime/map/map-client.ts';

export const FEATURE_COUNT = 5000;
export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 800;

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function benchPlan(): PlantPlan {
  const features: MapFeature[] = [];
  for (let x = 0; x <= PLAN_WIDTH; x += 100) {
    features.push({ type: 'Feature', id: `v${x}`, geometry: { type: 'LineString', coordinates: [[x, 0], [x, PLAN_HEIGHT]] }, properties: {} });
  }
  for (let y = 0; y <= PLAN_HEIGHT; y += 100) {
    features.push({ type: 'Feature', id: `h${y}`, geometry: { type: 'LineString', coordinates: [[0, y], [PLAN_WIDTH, y]] }, properties: {} });
  }
  return { kind: 'geojson', geojson: { type: 'FeatureCollection', features }, extent: [0, 0, PLAN_WIDTH, PLAN_HEIGHT] };
}

export function benchFeatures(count = FEATURE_COUNT): MapFeature[] {
  const next = random(20261124);
  return Array.from({ length: count }, (_, i): MapFeature => {
    const x = next() * (PLAN_WIDTH - 10);
    const y = next() * (PLAN_HEIGHT - 10);
    const geometry: MapFeature['geometry'] =
      i % 5 === 0
        ? { type: 'Polygon', coordinates: [[[x, y], [x + 8, y], [x + 8, y + 6], [x, y + 6], [x, y]]] }
        : { type: 'Point', coordinates: [x, y] };
    return { type: 'Feature', id: i + 1, geometry, properties: { label: `P-${i + 1}`, resource: 'bench' } };
  });
}
