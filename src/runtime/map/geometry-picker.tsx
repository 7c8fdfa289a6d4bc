// GeometryPicker, the form component of an `x-geometry` field (registered by key in formily-components.tsx,
// loaded lazily through lazy-map.tsx): a point is placed or moved by a click; a polygon is drawn (click the
// vertices, double-click to finish), its vertices dragged, or cleared. Read-only it is a small map. Before
// saving it says what the server would refuse (self-crossing, outside the plan: geometry-rules.ts).
import { useField, useFieldSchema } from '@formily/react';
import { Alert, Button, Flex, Typography } from 'antd';
import type OlMap from 'ol/Map.js';
import Draw from 'ol/interaction/Draw.js';
import Modify from 'ol/interaction/Modify.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import Feature from 'ol/Feature.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';
import { geometryProblem, isGeometry } from './geometry-rules.ts';
import type { MapGeometry } from './map-client.ts';
import { featureStyle } from './map-styles.ts';
import { PlantMap } from './plant-map.tsx';
import { usePlan } from './use-map-data.ts';

const t = textOf(mapuiZh);
const COLOR = '#fa541c';

export type GeometryKind = 'point' | 'polygon';

export interface GeometryPickerProps {
  value?: unknown;
  onChange?: (value: MapGeometry | null) => void;
  /** The field's kind; default: the schema's `x-geometry`, else the value's, else a point. */
  kind?: GeometryKind;
  readOnly?: boolean;
  disabled?: boolean;
  /** The field's title in messages (default: the Formily field's). */
  title?: string;
  height?: number;
  /**
   * Shapes offered to pick (the site picker's areas): drawn under the value with their labels; a click on the map
   * hands its position to `onPick` (the picker is read-only then: the value is what is picked, not drawn).
   */
  choices?: readonly { label: string; geometry: MapGeometry }[];
  onPick?: (at: [number, number]) => void;
}

/** The colour of the shapes offered to pick. */
const CHOICE_COLOR = '#1677ff';

/** The Formily field around the picker, when there is one (a story may render it alone). */
function useFormilyContext(): { kind?: GeometryKind; title?: string; setErrors?: (errors: string[]) => void; pretty: boolean } {
  const schema = useFieldSchema() as unknown as (Record<string, unknown> & { title?: unknown }) | undefined;
  const field = useField() as { title?: unknown; pattern?: string; setSelfErrors?: (e: string[]) => void } | undefined;
  const raw = schema?.['x-geometry'];
  return {
    kind: raw === 'point' || raw === 'polygon' ? raw : undefined,
    title: typeof field?.title === 'string' ? field.title : typeof schema?.title === 'string' ? schema.title : undefined,
    setErrors: field?.setSelfErrors?.bind(field),
    pretty: field?.pattern === 'readPretty' || field?.pattern === 'readOnly',
  };
}

/** The OpenLayers geometry of a value. */
function olGeometry(g: MapGeometry): Point | Polygon | null {
  if (g.type === 'Point') return new Point(g.coordinates);
  if (g.type === 'Polygon') return new Polygon(g.coordinates);
  return null;
}

/** The value of an OpenLayers geometry: rounded to millimetres, the ring closed. */
export function geometryValue(g: Point | Polygon): MapGeometry {
  const r = (n: number) => Math.round(n * 1000) / 1000;
  if (g instanceof Point) {
    const [x, y] = g.getCoordinates();
    return { type: 'Point', coordinates: [r(x), r(y)] };
  }
  const ring = (g.getCoordinates()[0] ?? []).map(([x, y]) => [r(x), r(y)] as [number, number]);
  const [first, last] = [ring[0], ring[ring.length - 1]];
  if (first && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** The picker. */
export function GeometryPicker({ value, onChange, kind: kindProp, readOnly, disabled, title: titleProp, height, choices, onPick }: GeometryPickerProps) {
  const formily = useFormilyContext();
  const geometry = isGeometry(value) ? value : null;
  const kind: GeometryKind = kindProp ?? formily.kind ?? (geometry?.type === 'Polygon' ? 'polygon' : 'point');
  const title = titleProp ?? formily.title ?? '';
  const still = readOnly === true || disabled === true || formily.pretty;
  const plan = usePlan();
  const extent = plan.status === 'ready' ? plan.value?.extent : undefined;
  const [map, setMap] = useState<OlMap>();
  const source = useMemo(() => new VectorSource(), []);
  const [drawing, setDrawing] = useState(false);
  const own = useRef<MapGeometry | null>(null);

  const problem = geometry && extent ? geometryProblem(geometry, extent) : null;
  const message = problem ? t(problem, { field: title }) : null;
  const { setErrors } = formily;
  useEffect(() => {
    if (!still) setErrors?.(message ? [message] : []);
  }, [message, setErrors, still]);

  const change = useCallback(
    (g: MapGeometry | null) => {
      own.current = g;
      onChange?.(g);
    },
    [onChange],
  );

  // The value drawn (unless it is the one just drawn here, already in the source).
  useEffect(() => {
    if (geometry === own.current && source.getFeatures().length) return;
    source.clear();
    const g = geometry ? olGeometry(geometry) : null;
    if (g) source.addFeature(new Feature({ geometry: g }));
  }, [geometry, source]);

  // The layer of the value and the interactions of the kind.
  useEffect(() => {
    if (!map) return;
    const layer = new VectorLayer({ source, zIndex: 5, style: (f) => featureStyle(f, COLOR, false) });
    map.addLayer(layer);
    const cleanups: (() => void)[] = [() => map.removeLayer(layer)];
    if (!still && kind === 'point') {
      const key = map.on('singleclick', (e) => {
        source.clear();
        const p = new Point(e.coordinate);
        source.addFeature(new Feature({ geometry: p }));
        change(geometryValue(p));
      });
      cleanups.push(() => map.un('singleclick', key.listener));
    }
    if (!still && kind === 'polygon') {
      const modify = new Modify({ source });
      modify.on('modifyend', (e) => {
        const g = e.features.item(0)?.getGeometry();
        if (g instanceof Polygon) change(geometryValue(g));
      });
      map.addInteraction(modify);
      cleanups.push(() => map.removeInteraction(modify));
      if (drawing || !source.getFeatures().length) {
        const draw = new Draw({ source, type: 'Polygon' });
        draw.on('drawstart', () => source.clear());
        draw.on('drawend', (e) => {
          const g = e.feature.getGeometry();
          if (g instanceof Polygon) change(geometryValue(g));
          setDrawing(false);
        });
        map.addInteraction(draw);
        cleanups.push(() => map.removeInteraction(draw));
      }
    }
    return () => cleanups.forEach((c) => c());
  }, [map, source, still, kind, drawing, change, geometry]);

  // The shapes offered, and a click picking among them (not on a form only shown).
  const picking = onPick !== undefined && disabled !== true && !formily.pretty;
  useEffect(() => {
    if (!map || !choices?.length) return;
    const offered = new VectorSource({
      features: choices.flatMap((c) => {
        const g = olGeometry(c.geometry);
        return g ? [new Feature({ geometry: g, label: c.label })] : [];
      }),
    });
    const layer = new VectorLayer({ source: offered, zIndex: 4, style: (f) => featureStyle(f, CHOICE_COLOR, false) });
    map.addLayer(layer);
    const key = picking ? map.on('singleclick', (e) => onPick([e.coordinate[0], e.coordinate[1]])) : undefined;
    return () => {
      map.removeLayer(layer);
      if (key) map.un('singleclick', key.listener);
    };
  }, [map, choices, picking, onPick]);

  const onMap = useCallback((m: OlMap | undefined) => setMap(m), []);

  if (plan.status === 'loading') return <Typography.Text type="secondary">{t('mapui.map.loading')}</Typography.Text>;
  if (plan.status === 'failed') return <Alert type="error" showIcon message={plan.error} />;
  if (!plan.value) {
    return <Typography.Text type="secondary">{still && !geometry ? t('mapui.picker.empty') : t('mapui.picker.noPlan')}</Typography.Text>;
  }
  return (
    <Flex vertical gap={6} data-testid="geometry-picker" data-kind={kind}>
      {!still && <Typography.Text type="secondary">{kind === 'point' ? t('mapui.picker.point') : t('mapui.picker.polygon')}</Typography.Text>}
      <PlantMap plan={plan.value} onMap={onMap} height={height ?? (still ? 220 : 360)} />
      <Flex gap={8} align="center">
        {geometry?.type === 'Point' && (
          <Typography.Text type="secondary">{t('mapui.picker.coordinates', { x: geometry.coordinates[0], y: geometry.coordinates[1] })}</Typography.Text>
        )}
        {still && !geometry && <Typography.Text type="secondary">{t('mapui.picker.empty')}</Typography.Text>}
        {!still && kind === 'polygon' && geometry && (
          <Button size="small" onClick={() => setDrawing(true)}>
            {t('mapui.picker.redraw')}
          </Button>
        )}
        {!still && geometry && (
          <Button size="small" onClick={() => { source.clear(); change(null); }}>
            {t('mapui.picker.clear')}
          </Button>
        )}
      </Flex>
      {message && <Alert type="error" showIcon message={message} data-testid="geometry-problem" />}
    </Flex>
  );
}
