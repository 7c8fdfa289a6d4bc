// The map's data: the enterprise's plan, the layers the user may read, and the features of the shown layers
// within the visible extent (asked again when the map moves or a layer is switched on).
import { useEffect, useMemo, useState } from 'react';
import { failureText } from '../client-failure.ts';
import { useMapClient, type FeaturesAnswer, type MapLayer, type PlantPlan } from './map-client.ts';
import type { Extent } from './plan-transform.ts';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(mapuiZh);

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; value: T };

/** The plan (null: the enterprise has none). */
export function usePlan(version = 0): Loaded<PlantPlan | null> {
  const client = useMapClient();
  const [state, setState] = useState<Loaded<PlantPlan | null>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    client.plan().then(
      (value) => live && setState({ status: 'ready', value }),
      (e: unknown) => live && setState({ status: 'failed', error: failureText(e, t('mapui.map.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, version]);
  return state;
}

const NO_LAYERS: MapLayer[] = [];

/** The layers (none until loaded or when the call fails: the map still shows the plan). */
export function useLayers(): MapLayer[] {
  const client = useMapClient();
  const [layers, setLayers] = useState<MapLayer[]>(NO_LAYERS);
  useEffect(() => {
    let live = true;
    client.layers().then(
      (l) => live && setLayers(l),
      () => live && setLayers(NO_LAYERS),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return layers;
}

/** Whether `inner` lies inside `outer` (the features already loaded for `outer` cover it). */
export function covers(outer: Extent, inner: Extent): boolean {
  return outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
}

/** The features of each shown layer within `bbox`, by layer key; a failure is kept as the layer's error. */
export function useLayerFeatures(
  layers: readonly MapLayer[],
  visible: ReadonlySet<string>,
  bbox: Extent | null,
): Record<string, FeaturesAnswer | { error: string }> {
  const client = useMapClient();
  const [loaded, setLoaded] = useState<Record<string, { bbox: Extent; answer: FeaturesAnswer | { error: string } }>>({});
  const shown = useMemo(() => layers.filter((l) => visible.has(l.key)), [layers, visible]);
  useEffect(() => {
    if (!bbox) return;
    let live = true;
    for (const layer of shown) {
      const have = loaded[layer.key];
      // Loaded for a larger extent and not truncated: nothing new to ask.
      if (have && covers(have.bbox, bbox) && !('error' in have.answer) && !have.answer.truncated) continue;
      client.features(layer.key, bbox).then(
        (answer) => live && setLoaded((prev) => ({ ...prev, [layer.key]: { bbox, answer } })),
        (e: unknown) => live && setLoaded((prev) => ({ ...prev, [layer.key]: { bbox, answer: { error: failureText(e, t('mapui.map.failed')) } } })),
      );
    }
    return () => {
      live = false;
    };
    // `loaded` is read to skip covered calls, not a reason to ask again.
  }, [client, shown, bbox]);
  return useMemo(() => {
    const out: Record<string, FeaturesAnswer | { error: string }> = {};
    for (const layer of shown) if (loaded[layer.key]) out[layer.key] = loaded[layer.key].answer;
    return out;
  }, [shown, loaded]);
}
