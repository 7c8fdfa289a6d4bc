// The plant map's styles: a layer's colour for its polygons (filled lightly) and points (a dot), the feature's
// label, and a thicker stroke for the feature under the pointer.
import type { FeatureLike } from 'ol/Feature.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';

/** The plan's own drawing (a GeoJSON plan): grey lines and light fills. */
export const PLAN_STYLE = new Style({
  stroke: new Stroke({ color: '#8c8c8c', width: 1 }),
  fill: new Fill({ color: 'rgba(0,0,0,0.03)' }),
  image: new CircleStyle({ radius: 3, fill: new Fill({ color: '#8c8c8c' }) }),
});

/** `#rrggbb` with an opacity. */
export function withAlpha(color: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return color;
  const n = parseInt(m[1], 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

const cache = new Map<string, Style>();

/** Layers of up to this many features are always labelled; larger ones once zoomed in to LABEL_RESOLUTION. */
export const ALWAYS_LABELLED = 300;
/** Metres per screen pixel under which every feature is labelled (a label then has room). */
export const LABEL_RESOLUTION = 0.3;

/** The style of a feature of a layer of `color`, highlighted when hovered, with its label when `labelled`. */
export function featureStyle(feature: FeatureLike, color: string, hovered: boolean, labelled = true): Style {
  const label = labelled || hovered ? String(feature.get('label') ?? '') : '';
  const key = `${color}|${hovered ? 1 : 0}`;
  let style = cache.get(key);
  if (!style) {
    style = new Style({
      stroke: new Stroke({ color, width: hovered ? 4 : 2 }),
      fill: new Fill({ color: withAlpha(color, hovered ? 0.35 : 0.18) }),
      image: new CircleStyle({
        radius: hovered ? 8 : 5,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: '#fff', width: 1.5 }),
      }),
      text: new Text({ font: '12px sans-serif', overflow: true, offsetY: -12, fill: new Fill({ color: '#262626' }), stroke: new Stroke({ color: '#fff', width: 3 }) }),
    });
    cache.set(key, style);
  }
  style.getText()?.setText(label);
  return style;
}
