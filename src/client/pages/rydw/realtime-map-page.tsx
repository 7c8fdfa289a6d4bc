// 实时定位 (rydw/realtime-map; docs/location.md): the plant map with its default layers, the location areas (禁入
// areas in red), the people at their latest positions moving as the server pushes them (server-sent events, not
// polling), the open alarms beside it, and the people per area.
import { Alert, Badge, Card, Col, Empty, List, Row, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LazyPlantMapPanel } from '../../../runtime/map/lazy-map.tsx';
import { MapClientContext, type MapFeature } from '../../../runtime/map/map-client.ts';
import type { MapOverlay } from '../../../runtime/map/plant-map.tsx';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { httpMapClient } from '../../api/map-client-http.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { alarmLabel, getJson, openPositionStream, type Realtime, type RtAlarm, type RtPerson } from './rydw-api.ts';

const t = textOf(rydwZh);
/** People listed a page at a time beside the map (a plant of 2,000 tags re-renders one page per push, not all). */
const PEOPLE_PAGE = 20;

/** The map's overlays: the location areas (forbidden ones apart), the people, the open alarms' places. */
export function realtimeOverlays(data: Realtime): MapOverlay[] {
  const area = (forbidden: boolean): MapFeature[] =>
    data.areas.filter((a) => a.forbidden === forbidden).map((a) => ({ type: 'Feature', id: a.id, geometry: a.geometry, properties: { label: a.name } }));
  const people: MapFeature[] = data.people.map((p) => ({ type: 'Feature', id: p.tagCode, geometry: { type: 'Point', coordinates: [p.x, p.y] }, properties: { label: p.staffName ?? p.tagCode } }));
  return [
    { key: 'rydw:areas', color: '#52c41a', features: area(false), zIndex: 2 },
    { key: 'rydw:forbidden', color: '#f5222d', features: area(true), zIndex: 2 },
    { key: 'rydw:people', color: '#1677ff', features: people, zIndex: 6 },
  ];
}

/** Merges pushed people into the list (by tag) and prepends pushed alarms. */
export function mergePush(data: Realtime, push: { people: RtPerson[]; alarms: RtAlarm[] }): Realtime {
  const byTag = new Map(data.people.map((p) => [p.tagCode, p]));
  for (const p of push.people) byTag.set(p.tagCode, p);
  return { ...data, people: [...byTag.values()].sort((a, b) => a.tagCode.localeCompare(b.tagCode)), alarms: [...push.alarms, ...data.alarms].slice(0, 100) };
}

export default function RealtimeMapPage({ title }: Partial<ViewProps>) {
  const [data, setData] = useState<Realtime | null>(null);
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(false);
  const [pushes, setPushes] = useState(0);
  useEffect(() => {
    let off: (() => void) | null = null;
    getJson<Realtime>('/rydw/realtime')
      .then((d) => {
        setData(d);
        off = openPositionStream((push) => {
          setData((cur) => (cur ? mergePush(cur, push) : cur));
          setPushes((n) => n + 1);
        }, setLive);
      })
      .catch(() => setFailed(true));
    return () => off?.();
  }, []);
  const overlays = useMemo(() => (data ? realtimeOverlays(data) : []), [data]);
  const perArea = useMemo(() => (data ? data.areas.map((a) => ({ ...a, count: data.people.filter((p) => p.areaIds.includes(a.id)).length })) : []), [data]);
  if (failed) return <Alert type="error" showIcon message={t('rydw.ui.realtime.failed')} />;
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <MapClientContext.Provider value={httpMapClient}>
        <Card data-testid="rydw-realtime-page" loading={!data}>
          <Space style={{ marginBottom: 12 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title || t('rydw.ui.realtime.title')}
            </Typography.Title>
            <Badge status={live ? 'processing' : 'default'} text={live ? t('rydw.ui.realtime.live') : t('rydw.ui.realtime.offline')} data-testid="rydw-live" />
            <Tag data-testid="rydw-people-count">{t('rydw.ui.present', { n: data?.people.length ?? 0 })}</Tag>
            <span data-testid="rydw-pushes" data-count={pushes} />
          </Space>
          <Row gutter={16}>
            <Col flex="auto">
              <LazyPlantMapPanel overlays={overlays} height={560} />
            </Col>
            <Col flex="300px">
              <Card size="small" title={t('rydw.ui.realtime.alarms')} style={{ marginBottom: 12 }}>
                {data?.alarms.length ? (
                  <List
                    size="small"
                    data-testid="rydw-alarms"
                    dataSource={data.alarms.slice(0, 10)}
                    renderItem={(a) => (
                      <List.Item data-testid={`rydw-alarm-${a.id}`} data-kind={a.kind}>
                        <Tag color="red">{alarmLabel(a.kind)}</Tag>
                        {a.message}
                      </List.Item>
                    )}
                  />
                ) : (
                  <Empty description={t('rydw.ui.realtime.noAlarms')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
                )}
              </Card>
              <Table
                size="small"
                rowKey="id"
                data-testid="rydw-area-counts"
                pagination={false}
                dataSource={perArea}
                columns={[
                  { title: t('rydw.ui.area'), dataIndex: 'name', render: (v: string, a) => (a.forbidden ? <Tag color="red">{v}</Tag> : v) },
                  { title: t('rydw.ui.realtime.count'), dataIndex: 'count', width: 60 },
                ]}
              />
              <List
                size="small"
                header={t('rydw.ui.person')}
                data-testid="rydw-people"
                dataSource={data?.people ?? []}
                pagination={{ pageSize: PEOPLE_PAGE, size: 'small', hideOnSinglePage: true, showSizeChanger: false }}
                renderItem={(p) => (
                  <List.Item data-testid={`rydw-person-${p.tagCode}`} data-x={p.x} data-y={p.y} data-areas={p.areaIds.join(',')} data-at={p.at}>
                    {p.staffName ?? p.tagCode} <Typography.Text type="secondary">({Math.round(p.x)}, {Math.round(p.y)})</Typography.Text>
                  </List.Item>
                )}
              />
            </Col>
          </Row>
        </Card>
      </MapClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
