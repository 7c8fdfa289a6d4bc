import type { MapFeature } from './map-client.ts';

/** What a click on a layer's feature opens: a record of a resource in its drawer, or the app page a module's feature names. */
export type FeatureTarget = { kind: 'record'; resource: string; id: number } | { kind: 'page'; id: number; label: string; link: string } | null;

/** The target of a clicked feature (a module's layer links its features to their pages: the permits in progress). */
export function featureTarget(feature: MapFeature): FeatureTarget {
  const id = Number(feature.id);
  if (!Number.isFinite(id)) return null;
  const { link, resource, label } = feature.properties;
  if (typeof link === 'string' && link !== '') return { kind: 'page', id, label: label ?? '', link };
  if (resource) return { kind: 'record', resource, id };
  return null;
}
