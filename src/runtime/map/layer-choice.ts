// Which layers the map shows (docs/schema-engine.md "Plant map"): each layer's own default (area polygons on,
// point layers off) until the user switches it; the user's choice is kept per enterprise in localStorage.
import { useCallback, useMemo, useState } from 'react';
import type { MapLayer } from './map-client.ts';

/** The localStorage key of an enterprise's layer choice. */
export function layerStorageKey(enterpriseId: string): string {
  return `zax.map.layers.${enterpriseId}`;
}

/** The switched layers an enterprise's storage holds (key -> on); empty when none or unreadable. */
export function loadLayerChoice(enterpriseId: string): Record<string, boolean> {
  try {
    const raw = localStorage.getItem(layerStorageKey(enterpriseId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, boolean> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'boolean') out[k] = v;
    return out;
  } catch {
    return {}; // storage refused or a broken value: the defaults
  }
}

/** Keeps an enterprise's choice (a refusing storage keeps it for the page only). */
export function saveLayerChoice(enterpriseId: string, choice: Record<string, boolean>): void {
  try {
    localStorage.setItem(layerStorageKey(enterpriseId), JSON.stringify(choice));
  } catch {
    // storage refused: the choice lasts until the page is left
  }
}

/** The keys of the layers shown: the user's choice where made, else the layer's default. */
export function visibleLayers(layers: readonly MapLayer[], choice: Readonly<Record<string, boolean>>): Set<string> {
  return new Set(layers.filter((l) => choice[l.key] ?? l.on).map((l) => l.key));
}

/** The layers grouped as the switcher lists them: polygons, then points, each in the server's order. */
export function groupLayers(layers: readonly MapLayer[]): { polygons: MapLayer[]; points: MapLayer[] } {
  const byOrder = (a: MapLayer, b: MapLayer) => (a.order ?? 0) - (b.order ?? 0);
  const sorted = layers.map((l, i) => ({ ...l, order: l.order ?? i })).sort(byOrder);
  return { polygons: sorted.filter((l) => l.geometry === 'polygon'), points: sorted.filter((l) => l.geometry === 'point') };
}

/** The shown layers of an enterprise and the switch that changes one and remembers it. */
export function useLayerChoice(layers: readonly MapLayer[], enterpriseId: string): [Set<string>, (key: string, on: boolean) => void] {
  const [choice, setChoice] = useState<Record<string, boolean>>(() => loadLayerChoice(enterpriseId));
  const visible = useMemo(() => visibleLayers(layers, choice), [layers, choice]);
  const toggle = useCallback(
    (key: string, on: boolean) => {
      setChoice((prev) => {
        const next = { ...prev, [key]: on };
        saveLayerChoice(enterpriseId, next);
        return next;
      });
    },
    [enterpriseId],
  );
  return [visible, toggle];
}
