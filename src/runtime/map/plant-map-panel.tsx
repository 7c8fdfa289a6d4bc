// The plant map with its layers (docs/schema-engine.md "Plant map"): the plan, the layer switcher beside it,
// the features of each shown layer loaded by the visible extent, a click on a feature opening its record (or, for a
// module's layer whose features name their page, a small drawer linking to it), and
// an empty state (with a link to the plan page for those who may set it) when the enterprise has no plan.
// A caller may add its own overlays (the map view: the resource's records).
import { Alert, Button, Card, Drawer, Empty, Flex, Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';
import { RecordLink } from '../record-link.tsx';
import { FeatureRecordDrawer, type FeatureRecord } from './feature-record-drawer.tsx';
import { featureTarget } from './feature-target.ts';
import { useLayerChoice } from './layer-choice.ts';
import { LayerSwitcher } from './layer-switcher.tsx';
import { useMapClient, type MapFeature } from './map-client.ts';
import type { Extent } from './plan-transform.ts';
import { PlantMap, type MapOverlay } from './plant-map.tsx';
import { useLayerFeatures, useLayers, usePlan } from './use-map-data.ts';

const t = textOf(mapuiZh);

/** 尚未设置厂区平面图, with the way to set it for those who may. */
export function NoPlan() {
  const who = useMapClient().who();
  return (
    <Empty data-testid="map-no-plan" description={t('mapui.empty.title')}>
      <div style={{ marginBottom: 12 }}>{who.canSetPlan ? t('mapui.empty.canSet') : t('mapui.empty.cannotSet')}</div>
      {who.canSetPlan && (
        <Button type="primary" href={who.planPath}>
          {t('mapui.empty.link')}
        </Button>
      )}
    </Empty>
  );
}

export interface PlantMapPanelProps {
  /** The caller's overlays, drawn above the layers. */
  overlays?: readonly MapOverlay[];
  /** A click on a feature of the caller's overlays (the layers' features open their record here). */
  onOverlayClick?: (overlay: string, feature: MapFeature) => void;
  height?: number;
}

/** The map, its layer switcher and the record drawer of a clicked feature. */
export function PlantMapPanel({ overlays = [], onOverlayClick, height = 560 }: PlantMapPanelProps) {
  const client = useMapClient();
  const plan = usePlan();
  const layers = useLayers();
  const [visible, toggle] = useLayerChoice(layers, client.who().enterpriseId);
  const [bbox, setBbox] = useState<Extent | null>(null);
  const features = useLayerFeatures(layers, visible, bbox);
  const [open, setOpen] = useState<FeatureRecord | null>(null);
  const [linked, setLinked] = useState<{ id: number; label: string; link: string } | null>(null);
  const close = useCallback(() => setOpen(null), []);

  const all = useMemo<MapOverlay[]>(() => {
    const out: MapOverlay[] = [];
    for (const l of layers) {
      const a = features[l.key];
      if (!visible.has(l.key) || !a || 'error' in a) continue;
      out.push({ key: `layer:${l.key}`, features: a.features, color: l.color, zIndex: l.geometry === 'point' ? 3 : 2 });
    }
    return [...out, ...overlays.map((o) => ({ ...o, zIndex: o.zIndex ?? 4 }))];
  }, [layers, features, visible, overlays]);

  const problems = layers.flatMap((l) => {
    const a = features[l.key];
    if (!visible.has(l.key) || !a) return [];
    if ('error' in a) return [t('mapui.layer.failed', { title: l.title, error: a.error })];
    return a.truncated ? [t('mapui.layer.truncated', { title: l.title, count: a.features.length })] : [];
  });

  const click = useCallback(
    (overlay: string, feature: MapFeature) => {
      if (!overlay.startsWith('layer:')) return onOverlayClick?.(overlay, feature);
      const target = featureTarget(feature);
      if (target?.kind === 'page') setLinked(target);
      else if (target?.kind === 'record') setOpen({ resource: target.resource, id: target.id });
    },
    [onOverlayClick],
  );

  if (plan.status === 'loading') return <Spin aria-label={t('mapui.map.loading')} style={{ display: 'block', padding: 48 }} />;
  if (plan.status === 'failed') return <Alert type="error" showIcon message={t('mapui.map.failed')} description={plan.error} />;
  if (!plan.value) return <NoPlan />;
  return (
    <Flex gap={12} align="start" data-testid="plant-map-panel">
      <div style={{ flex: 1, minWidth: 0 }}>
        {problems.map((p) => (
          <Alert key={p} type="warning" showIcon message={p} style={{ marginBottom: 8 }} />
        ))}
        <PlantMap plan={plan.value} overlays={all} onFeatureClick={click} onMoveEnd={setBbox} height={height} />
      </div>
      <Card size="small" style={{ width: 220 }}>
        <LayerSwitcher layers={layers} visible={visible} onToggle={toggle} />
      </Card>
      <FeatureRecordDrawer target={open} onClose={close} />
      <Drawer open={linked !== null} title={linked?.label} size="default" onClose={() => setLinked(null)} data-testid="map-feature-link">
        {linked && (
          <RecordLink to={linked.link} id={linked.id}>
            {t('mapui.feature.open')}
          </RecordLink>
        )}
      </Drawer>
    </Flex>
  );
}
