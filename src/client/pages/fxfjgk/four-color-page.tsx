// 四色分布图 (fxfjgk/v1/four-color-map; dual-prevention §2): the plant map with each area coloured by the highest
// risk level of the risk points in it and below it (红 重大, 橙 较大, 黄 一般, 蓝 低; GET /fxfjgk/four-color), one
// overlay per level above the map's own layers, a legend with the areas per level, and the areas as a table (what
// the colours say, for readers that do not see them). A click on an area names it and its level.
import { Alert, Button, Card, Flex, Result, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { RISK_LEVEL_COLOURS, RISK_LEVEL_LABELS, RISK_LEVELS, type RiskLevel } from '../../../domain/risk-levels.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LazyPlantMapPanel } from '../../../runtime/map/lazy-map.tsx';
import { MapClientContext, type MapFeature, type MapGeometry } from '../../../runtime/map/map-client.ts';
import type { MapOverlay } from '../../../runtime/map/plant-map.tsx';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { request } from '../../api/http.ts';
import { httpMapClient } from '../../api/map-client-http.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(fxfjgkZh);

interface Area {
  id: number;
  name: string;
  level: RiskLevel | null;
  colour: string | null;
  units: number;
  geometry: MapGeometry;
}
type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; areas: Area[] };

/** The overlays of the map: one per level, its areas in the level's colour. */
export function levelOverlays(areas: readonly Area[]): MapOverlay[] {
  return RISK_LEVELS.map((level) => ({
    key: `four-color:${level}`,
    color: RISK_LEVEL_COLOURS[level],
    features: areas
      .filter((a) => a.level === level)
      .map((a): MapFeature => ({ type: 'Feature', id: a.id, geometry: a.geometry, properties: { label: a.name, level } })),
  })).filter((o) => o.features.length > 0);
}

const levelTag = (level: RiskLevel | null) =>
  level ? (
    <Tag color={RISK_LEVEL_COLOURS[level]} style={{ color: level === 'general' ? '#000' : '#fff' }}>
      {RISK_LEVEL_LABELS[level]}
    </Tag>
  ) : (
    <Tag>{t('fxfjgk.fc.none')}</Tag>
  );

export default function FourColorPage({ title }: Partial<ViewProps>) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [picked, setPicked] = useState<Area | null>(null);
  const fetchAreas = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const body = await request<Area[]>({ method: 'GET', url: '/fxfjgk/four-color', silent: true });
      setLoad({ status: 'ready', areas: body.data ?? [] });
    } catch {
      setLoad({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void fetchAreas();
  }, [fetchAreas]);
  const areas = useMemo(() => (load.status === 'ready' ? load.areas : []), [load]);
  const overlays = useMemo(() => levelOverlays(areas), [areas]);
  const click = useCallback((_overlay: string, feature: MapFeature) => setPicked(areas.find((a) => a.id === Number(feature.id)) ?? null), [areas]);

  if (load.status === 'failed') {
    return <Result status="warning" title={t('fxfjgk.qd.page.failed')} extra={<Button onClick={() => void fetchAreas()}>{t('fxfjgk.qd.page.retry')}</Button>} />;
  }
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <MapClientContext.Provider value={httpMapClient}>
        <Card data-testid="four-color-page">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {title || t('fxfjgk.fc.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('fxfjgk.fc.hint')}</Typography.Paragraph>
          <Space wrap style={{ marginBottom: 12 }} data-testid="four-color-legend">
            {RISK_LEVELS.map((level) => (
              <Tag key={level} color={RISK_LEVEL_COLOURS[level]} style={{ color: level === 'general' ? '#000' : '#fff' }} data-testid={`four-color-legend-${level}`}>
                {t('fxfjgk.fc.legend', { label: RISK_LEVEL_LABELS[level], count: areas.filter((a) => a.level === level).length })}
              </Tag>
            ))}
          </Space>
          {picked ? (
            <Alert
              type="info"
              showIcon
              closable
              onClose={() => setPicked(null)}
              style={{ marginBottom: 12 }}
              message={t('fxfjgk.fc.area', { name: picked.name, level: picked.level ? RISK_LEVEL_LABELS[picked.level] : t('fxfjgk.fc.none'), units: picked.units })}
            />
          ) : null}
          <Flex vertical gap={16}>
            <LazyPlantMapPanel overlays={overlays} onOverlayClick={click} height={520} />
            <Table<Area>
              data-testid="four-color-table"
              rowKey="id"
              size="small"
              loading={load.status === 'loading'}
              dataSource={areas}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('fxfjgk.qd.page.colKey') },
                { key: 'level', title: t('fxfjgk.fc.colLevel'), width: 140, render: (_: unknown, a: Area) => levelTag(a.level) },
                { key: 'units', dataIndex: 'units', title: t('fxfjgk.fc.colUnits'), width: 100 },
              ]}
            />
          </Flex>
        </Card>
      </MapClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
