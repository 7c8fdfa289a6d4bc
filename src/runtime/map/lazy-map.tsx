// The map's components as the shell and the schema runtime import them: each loads its chunk (OpenLayers and
// the map's files) on first render, so `ol` never enters the login page's or the shell's entry bundle.
import { Spin } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(mapuiZh);

const MapViewChunk = lazy(() => import('./map-view.tsx').then((m) => ({ default: m.MapView })));
const PickerChunk = lazy(() => import('./geometry-picker.tsx').then((m) => ({ default: m.GeometryPicker })));
const SitePickerChunk = lazy(() => import('./site-picker.tsx').then((m) => ({ default: m.SitePicker })));
const PanelChunk = lazy(() => import('./plant-map-panel.tsx').then((m) => ({ default: m.PlantMapPanel })));

function Loading() {
  return <Spin aria-label={t('mapui.map.loading')} style={{ display: 'block', padding: 24 }} />;
}

/** The map view of a resource (map-view.tsx), loaded on first render. */
export function LazyMapView(props: ComponentProps<typeof MapViewChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <MapViewChunk {...props} />
    </Suspense>
  );
}

/** GeometryPicker (geometry-picker.tsx), loaded on first render. */
export function LazyGeometryPicker(props: ComponentProps<typeof PickerChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <PickerChunk {...props} />
    </Suspense>
  );
}

/** SitePicker (site-picker.tsx: a point, an area or a drawn polygon), loaded on first render. */
export function LazySitePicker(props: ComponentProps<typeof SitePickerChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <SitePickerChunk {...props} />
    </Suspense>
  );
}

/** The plant map with its layers (plant-map-panel.tsx), loaded on first render. */
export function LazyPlantMapPanel(props: ComponentProps<typeof PanelChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <PanelChunk {...props} />
    </Suspense>
  );
}
