// The map view of a resource (`views.map: {field}`, docs/schema-engine.md "Views"): the records the page's
// filters select, placed on the plant plan by their geometry field, beside the map's layers; a click on a
// record opens it. Records without a location are counted, not drawn.
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import type { MapViewSpec, ResourceFile } from '../../schema/resource-types.ts';
import { failureText } from '../client-failure.ts';
import { textOf } from '../i18n/text-of.ts';
import { useResourceClient, type ListParams, type ResourceRecord } from '../resource-client.ts';
import { viewCardTitle, viewTitleField } from '../view-card-title.ts';
import { isGeometry } from './geometry-rules.ts';
import type { MapFeature } from './map-client.ts';
import { PlantMapPanel } from './plant-map-panel.tsx';

const t = textOf(mapuiZh);
/** Rows asked per call (the list's most) and the calls before the view shows a part. */
const PAGE = 100;
const MAX_PAGES = 50;
/** The overlay of the resource's own records. */
export const RECORDS_OVERLAY = 'records';

export interface MapViewProps {
  resource: ResourceFile;
  spec: MapViewSpec;
  params: ListParams;
  version: number;
  onOpen: (record: ResourceRecord) => void;
}

/** The map features of records: those whose field holds a geometry, labelled with the list's first column. */
export function recordFeatures(resource: ResourceFile, rows: readonly ResourceRecord[], field: string): MapFeature[] {
  const labelField = viewTitleField(resource, undefined);
  return rows.flatMap((row) => {
    const g = row[field];
    if (!isGeometry(g)) return [];
    return [{ type: 'Feature' as const, id: row.id, geometry: g, properties: { label: viewCardTitle(resource, row, labelField), resource: resource.key } }];
  });
}

type Rows = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; rows: ResourceRecord[] };

/** The view. */
export function MapView({ resource, spec, params, version, onOpen }: MapViewProps) {
  const client = useResourceClient();
  const [state, setState] = useState<Rows>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const rows: ResourceRecord[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const a = await client.list(resource, { ...params, page, limit: PAGE });
        rows.push(...a.rows);
        if (rows.length >= a.total || a.rows.length < PAGE) break;
      }
      return rows;
    })().then(
      (rows) => live && setState({ status: 'ready', rows }),
      (e: unknown) => live && setState({ status: 'failed', error: failureText(e, t('mapui.map.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, params, version]);
  const rows = state.status === 'ready' ? state.rows : null;
  const features = useMemo(() => (rows ? recordFeatures(resource, rows, spec.field) : []), [resource, rows, spec.field]);
  const overlays = useMemo(() => [{ key: RECORDS_OVERLAY, features, color: '#1677ff' }], [features]);
  const click = useCallback(
    (_overlay: string, feature: MapFeature) => {
      const row = rows?.find((r) => r.id === feature.id);
      if (row) onOpen(row);
    },
    [rows, onOpen],
  );
  if (state.status === 'loading') return <Spin style={{ display: 'block', padding: 48 }} aria-label={t('mapui.map.loading')} />;
  if (state.status === 'failed') return <Alert type="error" showIcon message={state.error} />;
  const missing = state.rows.length - features.length;
  return (
    <div data-testid="map-view">
      {missing > 0 && <Alert type="info" showIcon message={t('mapui.view.noGeometry', { count: missing })} style={{ marginBottom: 8 }} />}
      <PlantMapPanel overlays={overlays} onOverlayClick={click} />
    </div>
  );
}
