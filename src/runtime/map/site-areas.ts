// The named areas of the plant map a work site may take (issue 16 item 6): the polygons of the layers of polygons
// the user may read (area.json's production areas and special-work areas), each with its label, and which of them a
// stored polygon is (the site keeps the area's polygon, so the area is found again by its ring).
import { useEffect, useState } from 'react';
import { ringArea, type Position } from '../../domain/geometry.ts';
import { positionInRing } from '../../domain/geometry-distance.ts';
import { useMapClient, type MapGeometry, type PolygonGeometry } from './map-client.ts';

export interface SiteArea {
  key: string;
  label: string;
  geometry: PolygonGeometry;
}

/** The areas of the polygon layers, in the layers' order then the server's (none until loaded or when a call fails). */
export function useSiteAreas(): SiteArea[] {
  const client = useMapClient();
  const [areas, setAreas] = useState<SiteArea[]>([]);
  useEffect(() => {
    let live = true;
    client
      .layers()
      .then((layers) => Promise.all(layers.filter((l) => l.geometry === 'polygon').map(async (l) => ({ layer: l, answer: await client.features(l.key) }))))
      .then(
        (all) => {
          const out: SiteArea[] = [];
          for (const { layer, answer } of all) {
            for (const f of answer.features) {
              if (f.geometry.type === 'Polygon') out.push({ key: `${layer.key}:${String(f.id)}`, label: String(f.properties.label ?? f.id), geometry: f.geometry });
            }
          }
          if (live) setAreas(out);
        },
        () => live && setAreas([]),
      );
    return () => {
      live = false;
    };
  }, [client]);
  return areas;
}

/** The area whose polygon `value` is, if any. */
export function areaOf(areas: readonly SiteArea[], value: MapGeometry | null): SiteArea | undefined {
  if (value?.type !== 'Polygon') return undefined;
  const ring = JSON.stringify(value.coordinates);
  return areas.find((a) => JSON.stringify(a.geometry.coordinates) === ring);
}

/** The area a click at `p` (plant metres) picks: the smallest of the areas whose polygon holds it (an area drawn inside another is picked, not its surroundings), or undefined. */
export function areaAt(areas: readonly SiteArea[], p: Position): SiteArea | undefined {
  let best: { area: SiteArea; size: number } | undefined;
  for (const area of areas) {
    const ring = area.geometry.coordinates[0];
    if (!ring || !positionInRing(p, ring)) continue;
    const size = Math.abs(ringArea(ring));
    if (!best || size < best.size) best = { area, size };
  }
  return best?.area;
}
