// What the plant map needs from the server (docs/schema-engine.md "Plant map"; the contract of
// GET/PUT /u-basic/plant-plan and GET /u-basic/map/layers, /map/features), as an interface: the app supplies it
// over its HTTP layer (src/client/api/map-client-http.ts), stories and tests a fake. The runtime never imports
// src/client (DESIGN.md §2).
import { createContext, useContext } from 'react';
import type { GeoPoint } from '../../domain/geo-position.ts';
import type { Extent, PlanPoint } from './plan-transform.ts';

/** A GeoJSON geometry as the map stores it (a geometry field's value). */
export type PointGeometry = { type: 'Point'; coordinates: [number, number] };
export type PolygonGeometry = { type: 'Polygon'; coordinates: [number, number][][] };
export type MapGeometry = PointGeometry | PolygonGeometry | { type: 'LineString'; coordinates: [number, number][] };

export interface MapFeature {
  type: 'Feature';
  id: number | string;
  geometry: MapGeometry;
  properties: { label?: string; resource?: string } & Record<string, unknown>;
}

export interface MapFeatureCollection {
  type: 'FeatureCollection';
  features: MapFeature[];
}

/** The enterprise's plan (null when none). */
export type PlantPlan =
  | ({ kind: 'image'; fileId: string; width: number; height: number; points: [PlanPoint, PlanPoint]; extent: Extent; updatedAt?: string } & PlanGeo)
  | ({ kind: 'geojson'; geojson: MapFeatureCollection; extent: Extent; updatedAt?: string } & PlanGeo);

/** The plan's geographic reference points for phone positions (issue 15 item 5), null when not set. */
export interface PlanGeo {
  geoPoints?: GeoPoint[] | null;
}

/** The enterprise's location rule (GET/PUT /phone/config). */
export interface PhoneConfig {
  maxDistanceM: number;
  refuseTooFar: boolean;
}

/** What PUT /plant-plan takes. */
export type PlantPlanInput = { kind: 'image'; fileId: string; points: [PlanPoint, PlanPoint] } | { kind: 'geojson'; geojson: unknown };

/** A layer the user may read, in the server's order. */
export interface MapLayer {
  key: string;
  title: string;
  resource: string;
  geometry: 'point' | 'polygon';
  on: boolean;
  color?: string;
  order?: number;
}

export interface FeaturesAnswer extends MapFeatureCollection {
  truncated: boolean;
}

export interface MapClient {
  plan(): Promise<PlantPlan | null>;
  savePlan(input: PlantPlanInput): Promise<PlantPlan>;
  /** Uploads the plan's image; answers its file id. */
  uploadImage(file: File): Promise<string>;
  /** A URL the browser can show the stored image from (an object URL of the downloaded file). */
  imageUrl(fileId: string): Promise<string>;
  layers(): Promise<MapLayer[]>;
  features(layer: string, bbox?: Extent): Promise<FeaturesAnswer>;
  /** Sets the plan's geographic reference points (null clears them); optional: without it the page hides them. */
  saveGeoPoints?(geoPoints: GeoPoint[] | null): Promise<PlantPlan>;
  /** The enterprise's location rule and its change (administrators); optional like saveGeoPoints. */
  phoneConfig?(): Promise<PhoneConfig>;
  savePhoneConfig?(config: PhoneConfig): Promise<PhoneConfig>;
  /** The enterprise's id (the layer choice is kept per enterprise) and whether the user may set the plan. */
  who(): { enterpriseId: string; canSetPlan: boolean; planPath: string };
}

export const MapClientContext = createContext<MapClient | null>(null);

/** The map's client; throws when a map is rendered without a provider (a wiring bug). */
export function useMapClient(): MapClient {
  const c = useContext(MapClientContext);
  if (!c) throw new Error('MapClientContext is not provided');
  return c;
}
