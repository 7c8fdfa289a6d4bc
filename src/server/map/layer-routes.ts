// The plant map's layers (docs/schema-engine.md "Geometry, plan and layers"): `GET /u-basic/map/layers`
// lists the layers the resource files declare (`layers` keyword) of every resource the caller may read and
// whose module the enterprise has, in spec 001 §2's order; `GET /u-basic/map/features?layer&bbox` answers a
// layer's records of the enterprise as GeoJSON features (at most FEATURES_CAP, `truncated` beyond). A layer's
// title is answered in the request's language (its `x-title-en` in English, else its Chinese). The layers modules give by
// code (src/server/module-layers.ts: the permits in progress) are answered the same way; their features carry the
// app page they open (`link`) instead of a resource.
import type { FastifyInstance } from 'fastify';
import type { Extent, GeometryKind } from '../../domain/geometry.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { mapZh } from '../../domain/i18n/zh/map.ts';
import { geometryOf, layerLabel } from '../../schema/keywords/geometry.ts';
import { SYSTEM_FIELDS, isSystemField, type LayerSpec, type ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { requestLang } from '../http/say.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { MODULE_LAYERS } from '../module-layers.ts';
import type { MapLayerSource } from './layer-source.ts';
import { extentParams, meetsBoxSql } from './geometry-sql.ts';

/** Most features one answer holds. */
export const FEATURES_CAP = 10_000;
/** Order of a layer that names none: after the spec's layers. */
const DEFAULT_ORDER = 1000;
const DEFAULT_COLOR = '#1677ff';
const TAGS = [mapZh['map.api.mapTag']];

export interface MapLayer {
  key: string;
  title: string;
  /** The resource whose records it shows; '' for a module's layer (its features link to their pages). */
  resource: string;
  /** How the switcher groups it: a layer of points or sites (`any`) is drawn above the polygons. */
  geometry: Exclude<GeometryKind, 'any'>;
  on: boolean;
  color: string;
  order: number;
}

interface Declared {
  resource: ResourceFile;
  layer: LayerSpec;
}

/** Every layer of the registry, in the switcher's order (its `order`, then the files' order). */
function declaredLayers(all: readonly ResourceFile[]): Declared[] {
  const out = all.flatMap((resource) => (resource.layers ?? []).map((layer) => ({ resource, layer })));
  return out.map((d, i) => ({ d, i })).sort((a, b) => (a.d.layer.order ?? DEFAULT_ORDER) - (b.d.layer.order ?? DEFAULT_ORDER) || a.i - b.i).map((x) => x.d);
}

async function openModules(tx: Queryable, auth: AuthContext): Promise<Set<string> | null> {
  if (auth.isAdmin) return null;
  const [row] = await tx.query<{ have_model: string[] | null }>('select have_model from qyxx where tenant_id = $1', [auth.tenantId]);
  return new Set(row?.have_model ?? []);
}

function mayShow(auth: AuthContext, modules: Set<string> | null, r: ResourceFile): boolean {
  return mayReadResource(auth, r) && (!r.module || modules === null || modules.has(r.module));
}

function sourceLayer(s: MapLayerSource, lang: Lang): MapLayer {
  return { key: s.key, title: s.title(lang), resource: '', geometry: s.geometry, on: s.on, color: s.color, order: s.order };
}

function maySeeSource(auth: AuthContext, modules: Set<string> | null, s: MapLayerSource): boolean {
  return s.mayRead(auth) && (modules === null || modules.has(s.module));
}

async function sourceFeatures(tx: Queryable, auth: AuthContext, s: MapLayerSource, bbox: Extent | undefined) {
  const rows = await s.features(tx, auth, bbox, FEATURES_CAP);
  return {
    type: 'FeatureCollection' as const,
    features: rows.slice(0, FEATURES_CAP).map((r) => ({ type: 'Feature' as const, id: r.id, geometry: r.geometry, properties: { label: r.label, link: r.link } })),
    truncated: rows.length > FEATURES_CAP,
  };
}

function toLayer({ resource, layer }: Declared, lang: Lang): MapLayer {
  return {
    key: layer.key,
    title: (lang === 'en' ? layer['x-title-en'] : undefined) ?? layer.title,
    resource: resource.key,
    geometry: geometryOf(resource.form.properties[layer.geometry]) === 'polygon' ? 'polygon' : 'point',
    on: layer.on === true,
    color: layer.color ?? DEFAULT_COLOR,
    order: layer.order ?? DEFAULT_ORDER,
  };
}

/** SQL of a field for equality and labels: a form property in `data`, a system field by its column. */
function fieldText(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) throw new Error(`bad field name '${name}'`);
  const column = isSystemField(name) ? SYSTEM_FIELDS[name].column : null;
  return column ? `${column}::text` : `data->>'${name}'`;
}

function parseBbox(raw: string | undefined): Extent | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parts = raw.split(',').map((s) => (s.trim() === '' ? NaN : Number(s)));
  if (parts.length !== 4 || !parts.every(Number.isFinite) || parts[0] > parts[2] || parts[1] > parts[3]) {
    throw fieldError('bbox', text('map.error.bbox'));
  }
  return parts as Extent;
}

async function features(tx: Queryable, tenantId: number, { resource, layer }: Declared, bbox: Extent | undefined) {
  const params: SqlValue[] = [tenantId];
  const where = ['tenant_id = $1', 'not deleted', `jsonb_typeof(data->'${layer.geometry}') = 'object'`];
  for (const [field, value] of Object.entries(layer.filter ?? {})) {
    params.push(String(value));
    where.push(`${fieldText(field)} = $${params.length}`);
  }
  if (bbox) {
    where.push(meetsBoxSql(layer.geometry, params.length + 1));
    params.push(...extentParams(bbox));
  }
  const rows = await tx.query<{ id: string | number; geometry: unknown; label: string | null }>(
    `select id, data->'${layer.geometry}' as geometry, ${fieldText(layerLabel(layer))} as label
       from ${tableName(resource.key)} where ${where.join(' and ')} order by id limit ${FEATURES_CAP + 1}`,
    params,
  );
  const truncated = rows.length > FEATURES_CAP;
  return {
    type: 'FeatureCollection' as const,
    features: rows.slice(0, FEATURES_CAP).map((r) => ({
      type: 'Feature' as const,
      id: Number(r.id),
      geometry: r.geometry,
      properties: { label: r.label ?? '', resource: resource.key },
    })),
    truncated,
  };
}

export async function layerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const all = declaredLayers(resourceRegistry().all);

  app.get('/map/layers', { config: { access: 'read' }, schema: { tags: TAGS, summary: mapZh['map.api.layers'] } }, (req) => {
    const auth = authOf(req);
    const lang = requestLang(req);
    return inTenant(db, auth, async (tx) => {
      const modules = await openModules(tx, auth);
      const files = all.filter((d) => mayShow(auth, modules, d.resource)).map((d) => toLayer(d, lang));
      const sources = MODULE_LAYERS.filter((s) => maySeeSource(auth, modules, s)).map((s) => sourceLayer(s, lang));
      // One order: the modules' layers take their place among the files' (a stable sort keeps the files' order).
      return okData([...files, ...sources].sort((a, b) => a.order - b.order));
    });
  });

  app.get<{ Querystring: { layer: string; bbox?: string } }>(
    '/map/features',
    {
      config: { access: 'read' },
      schema: {
        tags: TAGS,
        summary: mapZh['map.api.features'],
        querystring: {
          type: 'object',
          required: ['layer'],
          properties: { layer: { type: 'string', title: mapZh['map.api.layer'], maxLength: 80 }, bbox: { type: 'string', title: mapZh['map.api.bbox'], maxLength: 200 } },
        },
      },
    },
    (req) => {
      const auth = authOf(req);
      const bbox = parseBbox(req.query.bbox);
      return inTenant(db, auth, async (tx) => {
        const modules = await openModules(tx, auth);
        const source = MODULE_LAYERS.find((s) => s.key === req.query.layer && maySeeSource(auth, modules, s));
        if (source) return okData(await sourceFeatures(tx, auth, source, bbox));
        const found = all.find((d) => d.layer.key === req.query.layer && mayShow(auth, modules, d.resource));
        if (!found) throw notFound(text('map.error.unknownLayer', { layer: req.query.layer }));
        return okData(await features(tx, auth.tenantId, found, bbox));
      });
    },
  );
}

