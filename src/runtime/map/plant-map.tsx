// The OpenLayers map over the enterprise's plan (docs/schema-engine.md "Plant map"): plant metres as the
// projection (no online tiles), the plan's image as an ImageStatic over its extent or its GeoJSON as a vector
// layer, fitted to the plan; then the overlays the caller gives (one vector layer each, labelled, the feature
// under the pointer highlighted, a click reported). `ol` is imported here only: this file and its users are
// loaded lazily (lazy-map.tsx), so OpenLayers never enters the login page's or the shell's bundle.
import 'ol/ol.css';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import type Feature from 'ol/Feature.js';
import type { FeatureLike } from 'ol/Feature.js';
import ImageLayer from 'ol/layer/Image.js';
import VectorLayer from 'ol/layer/Vector.js';
import Projection from 'ol/proj/Projection.js';
import ImageStatic from 'ol/source/ImageStatic.js';
import { unByKey } from 'ol/Observable.js';
import VectorSource from 'ol/source/Vector.js';
import { useEffect, useRef, useState } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';
import { useMapClient, type MapFeature, type PlantPlan } from './map-client.ts';
import type { Extent } from './plan-transform.ts';
import { ALWAYS_LABELLED, featureStyle, LABEL_RESOLUTION, PLAN_STYLE } from './map-styles.ts';

const t = textOf(mapuiZh);

/** One vector layer over the plan. */
export interface MapOverlay {
  key: string;
  features: readonly MapFeature[];
  color?: string;
  /** Drawn above lower ones (points above polygons). */
  zIndex?: number;
}

export interface PlantMapProps {
  plan: PlantPlan;
  overlays?: readonly MapOverlay[];
  onFeatureClick?: (overlay: string, feature: MapFeature) => void;
  /** The visible extent after each move (layers load by it). */
  onMoveEnd?: (extent: Extent) => void;
  /** The map once made (the geometry picker adds its interactions), and undefined when it goes. */
  onMap?: (map: OlMap | undefined, projection: Projection) => void;
  height?: number | string;
  /** The image to show for an image plan instead of downloading it (the plan page's preview of a new file). */
  imageSrc?: string;
}

/** The plant's projection: metres over the plan's extent. */
export function plantProjection(extent: Extent): Projection {
  return new Projection({ code: 'zax-plant', units: 'm', extent });
}

const format = new GeoJSON();

/** OpenLayers features of the map's features (their id and properties kept). */
export function olFeatures(features: readonly MapFeature[]): Feature[] {
  return format.readFeatures({ type: 'FeatureCollection', features }) as Feature[];
}

/** The stored image's URL (downloaded through the map client). */
function useImageUrl(plan: PlantPlan, given: string | undefined): string | null {
  const client = useMapClient();
  const [url, setUrl] = useState<string | null>(null);
  const fileId = plan.kind === 'image' && !given ? plan.fileId : null;
  useEffect(() => {
    if (!fileId) return;
    let live = true;
    client.imageUrl(fileId).then((u) => live && setUrl(u), () => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [client, fileId]);
  return given ?? url;
}

/** The map. */
export function PlantMap({ plan, overlays = [], onFeatureClick, onMoveEnd, onMap, height = 480, imageSrc }: PlantMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<OlMap>();
  const layers = useRef(new Map<string, VectorLayer<VectorSource>>());
  const hovered = useRef<FeatureLike | null>(null);
  const handlers = useRef({ onFeatureClick, onMoveEnd, onMap });
  handlers.current = { onFeatureClick, onMoveEnd, onMap };
  const imageUrl = useImageUrl(plan, imageSrc);
  const extentKey = plan.extent.join(',');

  useEffect(() => {
    if (!target.current) return;
    const projection = plantProjection(plan.extent);
    const base =
      plan.kind === 'geojson'
        ? new VectorLayer({
            source: new VectorSource({ features: format.readFeatures(plan.geojson) }),
            style: PLAN_STYLE,
          })
        : null;
    const m = new OlMap({
      target: target.current,
      layers: base ? [base] : [],
      view: new View({ projection, extent: plan.extent, constrainOnlyCenter: true, maxZoom: 12 }),
    });
    // Fitted once the map has a size (a map in a drawer that is still opening has none yet).
    const fit = (): boolean => {
      const size = m.getSize();
      if (!size || size[0] <= 0 || size[1] <= 0) return false;
      m.getView().fit(plan.extent, { size, padding: [12, 12, 12, 12] });
      return true;
    };
    if (!fit()) {
      const key = m.on('change:size', () => {
        if (fit()) unByKey(key);
      });
    }
    m.on('moveend', () => handlers.current.onMoveEnd?.(m.getView().calculateExtent(m.getSize()) as Extent));
    m.on('singleclick', (e) => {
      m.forEachFeatureAtPixel(e.pixel, (f, layer) => {
        const key = layer?.get('overlay') as string | undefined;
        if (!layer || !key) return false;
        const byId = layer.get('byId') as Map<string, MapFeature> | undefined;
        const feature = byId?.get(String(f.getId()));
        if (feature) handlers.current.onFeatureClick?.(key, feature);
        return true;
      });
    });
    m.on('pointermove', (e) => {
      if (e.dragging) return;
      const f = m.forEachFeatureAtPixel(e.pixel, (x, layer) => (layer?.get('overlay') ? x : undefined)) ?? null;
      if (f === hovered.current) return;
      hovered.current = f;
      const el = m.getTargetElement() as HTMLElement | null;
      if (el) el.style.cursor = f ? 'pointer' : '';
      layers.current.forEach((l) => l.changed());
    });
    setMap(m);
    handlers.current.onMap?.(m, projection);
    const own = layers.current;
    return () => {
      handlers.current.onMap?.(undefined, projection);
      own.clear();
      m.setTarget(undefined);
      setMap(undefined);
    };
    // The plan's kind and extent make a new map; its GeoJSON goes with its extent.
  }, [plan.kind, extentKey]);

  // The plan's image, once downloaded.
  useEffect(() => {
    if (!map || !imageUrl) return;
    const image = new ImageLayer({
      source: new ImageStatic({ url: imageUrl, imageExtent: plan.extent, projection: map.getView().getProjection() }),
      zIndex: -1,
    });
    map.addLayer(image);
    return () => {
      map.removeLayer(image);
    };
  }, [map, imageUrl, extentKey]);

  // The overlays: a layer per key, its features replaced when they change.
  useEffect(() => {
    if (!map) return;
    const seen = new Set<string>();
    for (const o of overlays) {
      seen.add(o.key);
      let layer = layers.current.get(o.key);
      if (!layer) {
        layer = new VectorLayer({ source: new VectorSource(), zIndex: o.zIndex ?? 1, declutter: false });
        layer.set('overlay', o.key);
        layers.current.set(o.key, layer);
        map.addLayer(layer);
      }
      const color = o.color ?? '#1677ff';
      const few = o.features.length <= ALWAYS_LABELLED;
      layer.setStyle((f: FeatureLike, resolution: number) => featureStyle(f, color, f === hovered.current, few || resolution <= LABEL_RESOLUTION));
      if (layer.get('features') !== o.features) {
        layer.set('features', o.features);
        layer.set('byId', new Map(o.features.map((f) => [String(f.id), f])));
        const source = layer.getSource();
        source?.clear(true);
        source?.addFeatures(olFeatures(o.features));
      }
    }
    for (const [key, layer] of layers.current) {
      if (seen.has(key)) continue;
      map.removeLayer(layer);
      layers.current.delete(key);
    }
  }, [map, overlays]);

  return <div ref={target} role="application" aria-label={t('mapui.map.label')} data-testid="plant-map" style={{ width: '100%', height, background: '#f5f5f5' }} />;
}
