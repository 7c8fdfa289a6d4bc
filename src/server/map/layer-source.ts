// A layer of the plant map that no resource file declares (docs/schema-engine.md "Geometry, plan and layers"): a module
// whose records are not a generic resource (the special-work permits) gives the map its features by key. The module
// lists its source in src/server/module-layers.ts; the layer routes answer it beside the files' layers.
import type { Extent, GeometryKind } from '../../domain/geometry.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';

/** One feature of a source's layer: its record id, geometry, label, and the app page it opens (`{id}` replaced). */
export interface SourceFeature {
  id: number;
  geometry: unknown;
  label: string;
  link: string;
}

export interface MapLayerSource {
  key: string;
  /** The module the enterprise must have opened. */
  module: string;
  title(lang: Lang): string;
  /** The geometry its switcher shows (a layer of sites, points or polygons, is listed with the points). */
  geometry: Exclude<GeometryKind, 'any'>;
  color: string;
  /** Its place among the layers (the files' `order`). */
  order: number;
  /** Shown when the map opens. */
  on: boolean;
  /** Whether the caller may see it (the module's read roles). */
  mayRead(auth: AuthContext): boolean;
  /** The enterprise's features inside `bbox` (all when absent), at most `cap` + 1 (the routes mark the rest truncated). */
  features(tx: Queryable, auth: AuthContext, bbox: Extent | undefined, cap: number): Promise<SourceFeature[]>;
}
