// The plant plan's calls (docs/schema-engine.md "Geometry, plan and layers"): `GET /u-basic/plant-plan`
// answers the enterprise's plan or null; `PUT` sets it from an uploaded image placed by two control points
// (the file checked by content and its pixel size read from its header) or from a GeoJSON FeatureCollection
// (at most 5 MB). A new extent that would leave records' geometries outside is refused (409).
import type { FastifyInstance } from 'fastify';
import {
  controlPointsProblem,
  featureCollectionBounds,
  imageExtent,
  planTransform,
  type ControlPoint,
  type Extent,
} from '../../domain/geometry.ts';
import { geoPointsProblem, type GeoPoint } from '../../domain/geo-position.ts';
import { text } from '../../domain/i18n/text.ts';
import { mapZh } from '../../domain/i18n/zh/map.ts';
import { siteZh } from '../../domain/i18n/zh/site.ts';
import { ROLE_QY_USER } from '../auth/roles.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { openFile } from '../services/file-store.ts';
import { sniffFile } from '../services/sniff-file.ts';
import { imagePixelSize } from './image-size.ts';
import { readPlan, savePlan, saveGeoPoints, type PlanInput } from './plan-store.ts';
import { recordsOutside } from './records-outside.ts';

/** The largest GeoJSON plan, as JSON text. */
export const GEOJSON_MAX_BYTES = 5 * 1024 * 1024;
const TAGS = [mapZh['map.api.planTag']];

const position = { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number' } };
/** The plan's two geographic reference points (issue 15 item 5), checked by geoPointsProblem. */
const geoPointsSchema = {
  type: ['array', 'null'],
  title: siteZh['site.field.geoPoints'],
  items: { type: 'object', required: ['plant', 'geo'], additionalProperties: false, properties: { plant: position, geo: position } },
} as const;
const GEO_POINTS_MESSAGES = {
  count: 'site.error.geoPoints',
  range: 'site.error.geoPointsRange',
  same: 'site.error.geoPointsSame',
  scale: 'site.error.geoPointsScale',
} as const;

/** The reference points of a body, checked: undefined (keep), null (clear) or two good points. */
function checkedGeoPoints(v: GeoPoint[] | null | undefined): GeoPoint[] | null | undefined {
  if (v === undefined || v === null) return v;
  const problem = geoPointsProblem(v);
  if (problem) throw fieldError('geoPoints', text(GEO_POINTS_MESSAGES[problem]));
  return v;
}
const putBody = {
  type: 'object',
  required: ['kind'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', title: mapZh['map.api.planKind'], enum: ['image', 'geojson'], 'x-message': 'map.error.planKind' },
    fileId: { type: 'integer', title: mapZh['map.api.planFile'], minimum: 1 },
    points: {
      type: 'array',
      title: mapZh['map.api.planPoints'],
      items: { type: 'object', required: ['pixel', 'plant'], additionalProperties: false, properties: { pixel: position, plant: position } },
    },
    geojson: { type: 'object', title: 'GeoJSON' },
    geoPoints: geoPointsSchema,
  },
} as const;

interface PutBody {
  kind: string;
  fileId?: number;
  points?: ControlPoint[];
  geojson?: unknown;
  geoPoints?: GeoPoint[] | null;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(parts);
}

/** The plan an image body gives: the file is the enterprise's, an image by content, of a readable size. */
async function imagePlan(tx: Queryable, tenantId: number, body: PutBody): Promise<PlanInput> {
  if (body.fileId === undefined) throw fieldError('fileId', text('map.error.planFile'));
  const points = body.points ?? [];
  const problem = controlPointsProblem(points);
  if (problem) throw fieldError('points', text(problem === 'count' ? 'map.error.planPoints' : 'map.error.planPointsAxis'));
  let bytes: Buffer;
  try {
    const opened = await openFile(tx, tenantId, body.fileId);
    bytes = await readAll(opened.stream);
  } catch {
    throw fieldError('fileId', text('map.error.planFile'));
  }
  const sniffed = sniffFile(bytes, 'plan');
  const size = sniffed.ok && sniffed.type.kind === 'image' ? imagePixelSize(bytes) : null;
  if (!size) throw fieldError('fileId', text('map.error.planNotImage'));
  const extent = imageExtent(planTransform(points), size.width, size.height);
  return { kind: 'image', fileId: body.fileId, width: size.width, height: size.height, points, extent };
}

function geojsonPlan(body: PutBody): PlanInput {
  if (JSON.stringify(body.geojson ?? null).length > GEOJSON_MAX_BYTES) throw fieldError('geojson', text('map.error.geojsonTooLarge'));
  const extent: Extent | undefined = featureCollectionBounds(body.geojson);
  if (!extent) throw fieldError('geojson', text('map.error.geojson'));
  return { kind: 'geojson', geojson: body.geojson, extent };
}

export async function planRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get('/plant-plan', { config: { access: 'read' }, schema: { tags: TAGS, summary: mapZh['map.api.planGet'] } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => okData(await readPlan(tx, auth.tenantId)));
  });

  app.put<{ Body: PutBody }>(
    '/plant-plan',
    {
      config: { access: 'write', roles: [ROLE_QY_USER] },
      // A GeoJSON plan may reach 5 MB; the route reads a little more to say so itself.
      bodyLimit: GEOJSON_MAX_BYTES + 64 * 1024,
      schema: { tags: TAGS, summary: mapZh['map.api.planPut'], body: putBody },
    },
    (req) => {
      const auth = authOf(req);
      const body = req.body;
      const geoPoints = checkedGeoPoints(body.geoPoints);
      return inTenant(db, auth, async (tx) => {
        let plan: PlanInput;
        if (body.kind === 'image') plan = await imagePlan(tx, auth.tenantId, body);
        else if (body.kind === 'geojson') plan = geojsonPlan(body);
        else throw fieldError('kind', text('map.error.planKind'));
        const outside = await recordsOutside(tx, auth.tenantId, resourceRegistry().all, plan.extent);
        if (outside.count > 0 && outside.sample) {
          throw conflict(text('map.error.planLeavesOutside', { count: outside.count, ...outside.sample }));
        }
        await savePlan(tx, auth.tenantId, auth.userId, { ...plan, geoPoints });
        return okData(await readPlan(tx, auth.tenantId));
      });
    },
  );

  // The reference points alone (the plan page's form beside the control points); the plan must exist.
  app.put<{ Body: { geoPoints: GeoPoint[] | null } }>(
    '/plant-plan/geo-points',
    {
      config: { access: 'write', roles: [ROLE_QY_USER] },
      schema: { tags: TAGS, summary: siteZh['site.api.geoPoints'], body: { type: 'object', required: ['geoPoints'], additionalProperties: false, properties: { geoPoints: geoPointsSchema } } },
    },
    (req) => {
      const auth = authOf(req);
      const geoPoints = checkedGeoPoints(req.body.geoPoints) ?? null;
      return inTenant(db, auth, async (tx) => {
        if (!(await saveGeoPoints(tx, auth.tenantId, auth.userId, geoPoints))) throw conflict(text('site.error.noPlan'));
        return okData(await readPlan(tx, auth.tenantId, false));
      });
    },
  );
}

