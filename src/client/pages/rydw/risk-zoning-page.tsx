// 风险分区 (rydw/risk-zoning; docs/location.md): the four-colour layer of 风险分级管控 (GET /fxfjgk/four-color,
// src/domain/fxfjgk-four-color.ts) with the people on it, moving as the server pushes their positions.
import { Card, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { RISK_LEVEL_COLOURS, RISK_LEVEL_LABELS, RISK_LEVELS, type RiskLevel } from '../../../domain/risk-levels.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LazyPlantMapPanel } from '../../../runtime/map/lazy-map.tsx';
import { MapClientContext, type MapFeature, type MapGeometry } from '../../../runtime/map/map-client.ts';
import type { MapOverlay } from '../../../runtime/map/plant-map.tsx';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { httpMapClient } from '../../api/map-client-http.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { mergePush } from './realtime-map-page.tsx';
import { getJson, openPositionStream, type Realtime } from './rydw-api.ts';

const t = textOf(rydwZh);

interface Zone {
  id: number;
  name: string;
  level: RiskLevel | null;
  geometry: MapGeometry;
}

export default function RiskZoningPage({ title }: Partial<ViewProps>) {
  const [zones, setZones] = useState<Zone[]>([]);
  const [rt, setRt] = useState<Realtime | null>(null);
  useEffect(() => {
    void getJson<Zone[]>('/fxfjgk/four-color').then(setZones).catch(() => setZones([]));
    let off: (() => void) | null = null;
    void getJson<Realtime>('/rydw/realtime').then((d) => {
      setRt(d);
      off = openPositionStream((push) => setRt((cur) => (cur ? mergePush(cur, push) : cur)));
    });
    return () => off?.();
  }, []);
  const overlays = useMemo<MapOverlay[]>(() => {
    const levels = RISK_LEVELS.map((level) => ({
      key: `zone:${level}`,
      color: RISK_LEVEL_COLOURS[level],
      zIndex: 2,
      features: zones.filter((z) => z.level === level).map((z): MapFeature => ({ type: 'Feature', id: z.id, geometry: z.geometry, properties: { label: z.name } })),
    }));
    const people: MapFeature[] = (rt?.people ?? []).map((p) => ({ type: 'Feature', id: p.tagCode, geometry: { type: 'Point', coordinates: [p.x, p.y] }, properties: { label: p.staffName ?? p.tagCode } }));
    return [...levels.filter((l) => l.features.length), { key: 'rydw:people', color: '#000000', zIndex: 6, features: people }];
  }, [zones, rt]);
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <MapClientContext.Provider value={httpMapClient}>
        <Card data-testid="rydw-risk-zoning">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {title || t('rydw.ui.zoning.title')}
          </Typography.Title>
          <Space wrap style={{ marginBottom: 12 }}>
            {RISK_LEVELS.map((level) => (
              <Tag key={level} color={RISK_LEVEL_COLOURS[level]}>
                {t('rydw.ui.zoning.level', {
                  level: RISK_LEVEL_LABELS[level],
                  zones: zones.filter((z) => z.level === level).length,
                  people: (rt?.people ?? []).filter((p) => zones.some((z) => z.level === level && rt?.areas.some((a) => a.name === z.name && p.areaIds.includes(a.id)))).length,
                })}
              </Tag>
            ))}
            <Tag>{t('rydw.ui.present', { n: rt?.people.length ?? 0 })}</Tag>
          </Space>
          <LazyPlantMapPanel overlays={overlays} height={560} />
        </Card>
      </MapClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
