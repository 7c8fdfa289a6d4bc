// An in-memory MapClient (src/runtime/map/map-client.ts) for the map's stories and unit tests: a plan (an SVG
// image placed over 0..400 × 0..300 m, or none), three layers as the server would list them, and features per
// layer filtered by bbox. Every call is recorded in `calls`.
import type { FeaturesAnswer, MapClient, MapFeature, MapLayer, PlantPlan, PlantPlanInput } from '../../src/runtime/map/map-client.ts';
import type { Extent } from '../../src/runtime/map/plan-transform.ts';
import { geojsonExtent, imageExtent, isProblem, placement } from '../../src/runtime/map/plan-transform.ts';

/** A drawn plant (roads and blocks) as an SVG data URL: the stories' plan image, 800 × 600 pixels. */
export const PLAN_SVG = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fafafa"/>` +
    `<rect x="60" y="60" width="260" height="180" fill="#ffe7ba" stroke="#d48806"/><rect x="420" y="80" width="300" height="160" fill="#d6e4ff" stroke="#1d39c4"/>` +
    `<rect x="80" y="340" width="240" height="200" fill="#d9f7be" stroke="#389e0d"/><rect x="0" y="280" width="800" height="30" fill="#d9d9d9"/>` +
    `<rect x="360" y="0" width="30" height="600" fill="#d9d9d9"/></svg>`,
)}`;

export const DEMO_PLAN: PlantPlan = {
  kind: 'image',
  fileId: 'plan-1',
  width: 800,
  height: 600,
  points: [
    { pixel: [0, 0], plant: [0, 300] },
    { pixel: [800, 600], plant: [400, 0] },
  ],
  extent: [0, 0, 400, 300],
  updatedAt: '2026-11-24 09:00:00',
};

export const DEMO_LAYERS: MapLayer[] = [
  { key: 'production-areas', title: '生产装置区域', resource: 'story-area', geometry: 'polygon', on: true, color: '#fa8c16', order: 1 },
  { key: 'work-sites', title: '特殊作业区域', resource: 'story-area', geometry: 'polygon', on: true, color: '#eb2f96', order: 2 },
  { key: 'equipment-points', title: '设备点位', resource: 'special-equipment', geometry: 'point', on: false, color: '#13c2c2', order: 3 },
];

const square = (x: number, y: number, w: number, h: number): MapFeature['geometry'] => ({
  type: 'Polygon',
  coordinates: [[[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]]],
});

export const DEMO_FEATURES: Record<string, MapFeature[]> = {
  'production-areas': [
    { type: 'Feature', id: 1, geometry: square(30, 180, 130, 90), properties: { label: '一号装置区', resource: 'story-area' } },
    { type: 'Feature', id: 2, geometry: square(210, 180, 150, 80), properties: { label: '二号装置区', resource: 'story-area' } },
  ],
  'work-sites': [{ type: 'Feature', id: 3, geometry: square(40, 30, 120, 100), properties: { label: '动火作业区', resource: 'story-area' } }],
  'equipment-points': [
    { type: 'Feature', id: 11, geometry: { type: 'Point', coordinates: [100, 220] }, properties: { label: '反应釜 R-101', resource: 'special-equipment' } },
    { type: 'Feature', id: 12, geometry: { type: 'Point', coordinates: [260, 210] }, properties: { label: '储罐 T-201', resource: 'special-equipment' } },
  ],
};

/** Whether a feature has a position inside `bbox`. */
function touches(f: MapFeature, bbox: Extent): boolean {
  const e = geojsonExtent(f.geometry);
  return e !== null && e[0] <= bbox[2] && e[2] >= bbox[0] && e[1] <= bbox[3] && e[3] >= bbox[1];
}

export interface FakeMapOptions {
  plan?: PlantPlan | null;
  layers?: MapLayer[];
  features?: Record<string, MapFeature[]>;
  enterpriseId?: string;
  canSetPlan?: boolean;
  /** The pixel size of an uploaded image (default 800 × 600). */
  imageSize?: [number, number];
}

export interface FakeMapClient extends MapClient {
  calls: { method: string; args: unknown[] }[];
}

/** The fake client. */
export function createFakeMapClient(options: FakeMapOptions = {}): FakeMapClient {
  let plan: PlantPlan | null = options.plan === undefined ? DEMO_PLAN : options.plan;
  const layers = options.layers ?? DEMO_LAYERS;
  const features = options.features ?? DEMO_FEATURES;
  const calls: FakeMapClient['calls'] = [];
  const log = (method: string, ...args: unknown[]) => calls.push({ method, args });
  return {
    calls,
    async plan() {
      log('plan');
      return plan;
    },
    async savePlan(input: PlantPlanInput) {
      log('savePlan', input);
      if (input.kind === 'geojson') {
        const extent = geojsonExtent(input.geojson);
        if (!extent) throw { message: 'GeoJSON 无要素', status: 400 };
        plan = { kind: 'geojson', geojson: input.geojson as never, extent, updatedAt: 'now' };
        return plan;
      }
      const p = placement(input.points);
      if (isProblem(p)) throw { message: p, status: 400 };
      const [width, height] = options.imageSize ?? [800, 600];
      plan = { kind: 'image', fileId: input.fileId, width, height, points: input.points, extent: imageExtent(p, width, height), updatedAt: 'now' };
      return plan;
    },
    async uploadImage(file: File) {
      log('uploadImage', file.name);
      return 'plan-upload';
    },
    async imageUrl(fileId: string) {
      log('imageUrl', fileId);
      return PLAN_SVG;
    },
    async layers() {
      log('layers');
      return layers;
    },
    async features(layer: string, bbox?: Extent): Promise<FeaturesAnswer> {
      log('features', layer, bbox);
      const all = features[layer];
      if (!all) throw { message: `图层 ${layer} 不存在`, status: 404 };
      return { type: 'FeatureCollection', features: bbox ? all.filter((f) => touches(f, bbox)) : all, truncated: false };
    },
    who() {
      return { enterpriseId: options.enterpriseId ?? '1001', canSetPlan: options.canSetPlan ?? true, planPath: '#plant-plan' };
    },
  };
}
