// 气体监测 (spjk/gas-monitor; docs/gas-monitoring.md): the detectors' latest readings pushed by server-sent events
// (no polling), the open alarms above them, the chosen detector's last 24 hours against its levels, and the
// detectors on the plant map (those in alarm in red).
import { Alert, Badge, Card, Col, Empty, Flex, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LazyPlantMapPanel } from '../../../runtime/map/lazy-map.tsx';
import { MapClientContext, type MapFeature } from '../../../runtime/map/map-client.ts';
import type { MapOverlay } from '../../../runtime/map/plant-map.tsx';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import type { ChartDrawer } from '../../../runtime/stats/stats-chart.tsx';
import { httpMapClient } from '../../api/map-client-http.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { gasBoard, openGasStream, type BoardDetector, type LiveMessage } from '../../api/spjk-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { applyLive, LEVEL_COLOURS } from './gas-board-state.ts';
import { GasTrend } from './gas-trend.tsx';

const t = textOf(spjkuiZh);
const LEVEL_IDS = { normal: 'spjkui.level.normal', low: 'spjkui.level.low', high: 'spjkui.level.high' } as const;
const levelName = (level: string) => (level in LEVEL_IDS ? t(LEVEL_IDS[level as keyof typeof LEVEL_IDS]) : level);

function overlaysOf(board: readonly BoardDetector[]): MapOverlay[] {
  const point = (d: BoardDetector): MapFeature => ({ type: 'Feature', id: d.id, geometry: d.position!, properties: { label: `${d.name} ${d.value ?? '-'} ${d.unit}` } });
  const placed = board.filter((d) => d.position);
  return [
    { key: 'gas:normal', color: '#52c41a', zIndex: 5, features: placed.filter((d) => !d.alarm).map(point) },
    { key: 'gas:alarm', color: '#f5222d', zIndex: 6, features: placed.filter((d) => d.alarm).map(point) },
  ].filter((o) => o.features.length > 0);
}

export default function GasMonitorPage({ title, drawer }: Partial<ViewProps> & { drawer?: ChartDrawer }) {
  const [board, setBoard] = useState<BoardDetector[] | null>(null);
  const [live, setLive] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const refetch = useCallback(() => {
    void gasBoard().then(setBoard, () => undefined);
  }, []);
  // Read once at the start, so the board shows while the push connects (or when it is down); the stream's first
  // event then replaces it.
  useEffect(refetch, [refetch]);
  useEffect(() => {
    const close = openGasStream(
      (m: LiveMessage) => {
        setBoard((b) => applyLive(b ?? [], m));
        if (m.event === 'alarm') refetch();
      },
      setLive,
    );
    return close;
  }, [refetch]);
  const overlays = useMemo(() => overlaysOf(board ?? []), [board]);
  const alarms = (board ?? []).filter((d) => d.alarm);
  // The trend: the detector chosen, else the first in alarm, else the first.
  const shown = (board ?? []).find((d) => d.code === chosen) ?? alarms[0] ?? board?.[0] ?? null;
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <MapClientContext.Provider value={httpMapClient}>
        <Card data-testid="gas-monitor-page">
          <Flex justify="space-between" align="center">
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {title || t('spjkui.board.title')}
            </Typography.Title>
            <Badge status={live ? 'processing' : 'default'} text={live ? t('spjkui.board.live') : t('spjkui.board.connecting')} data-testid="gas-live-state" />
          </Flex>
          {board === null ? (
            <Spin style={{ display: 'block', padding: 24 }} />
          ) : board.length === 0 ? (
            <Empty description={t('spjkui.board.empty')} />
          ) : (
            <Flex vertical gap={16}>
              {alarms.map((d) => (
                <Alert key={d.code} type={d.alarm!.level === 'high' ? 'error' : 'warning'} showIcon message={d.alarm!.message} data-testid={`gas-alarm-${d.code}`} />
              ))}
              <Row gutter={[12, 12]}>
                {board.map((d) => (
                  <Col key={d.code} xs={24} sm={12} md={8} lg={6}>
                    <Card
                      size="small"
                      hoverable
                      onClick={() => setChosen(d.code)}
                      data-testid={`gas-card-${d.code}`}
                      aria-pressed={shown?.code === d.code}
                      style={{ borderColor: d.alarm ? '#f5222d' : shown?.code === d.code ? '#1677ff' : undefined }}
                    >
                      <Statistic title={t('spjkui.detectorName', { name: d.name, code: d.code })} value={d.value ?? '-'} suffix={d.unit} />
                      <Flex gap={4} wrap>
                        <Tag>{d.gasName}</Tag>
                        <Tag color={LEVEL_COLOURS[d.level]}>{d.alarm ? d.alarm.levelName : levelName(d.level)}</Tag>
                        <Typography.Text type="secondary">{t('spjkui.board.levels', { low: d.lowAlarm, high: d.highAlarm })}</Typography.Text>
                      </Flex>
                      <Typography.Text type="secondary">{d.site ?? ''}</Typography.Text>
                    </Card>
                  </Col>
                ))}
              </Row>
              {shown && (
                <Card size="small" title={t('spjkui.trend.title', { name: t('spjkui.detectorName', { name: shown.name, code: shown.code }) })} extra={<Typography.Text type="secondary">{t('spjkui.trend.hint')}</Typography.Text>}>
                  <GasTrend detector={shown} drawer={drawer} />
                </Card>
              )}
              <LazyPlantMapPanel overlays={overlays} height={460} />
            </Flex>
          )}
        </Card>
      </MapClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
