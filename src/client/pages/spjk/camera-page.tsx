// 实时视频 (spjk/camera; docs/video.md): the enterprise's cameras on the left, searched and grouped by area, and a grid
// of 1, 4 or 9 tiles playing their HLS streams; a click on a camera puts it in the selected tile (camera-grid-state.ts).
import { Alert, Card, Empty, Flex, Input, List, Segmented, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { listCameras, type LiveCamera } from '../../api/camera-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { columnsOf, GRID_LAYOUTS, gridReducer, initialGrid, visibleTiles, type GridLayout } from './camera-grid-state.ts';
import { CameraTile, tileStateOf } from './camera-tile.tsx';

const t = textOf(spjkuiZh);

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cameras: LiveCamera[] };

const STATUS_TAGS = { online: ['green', 'spjkui.video.online'], offline: ['default', 'spjkui.video.offline'], fault: ['red', 'spjkui.video.fault'] } as const;

function statusTag(c: LiveCamera) {
  const [color, id] = STATUS_TAGS[c.onlineStatus === 'offline' || c.onlineStatus === 'fault' ? c.onlineStatus : 'online'];
  return <Tag color={color}>{t(id)}</Tag>;
}

/** Cameras that can play first, then by name: the grid starts with them. */
function playableFirst(cameras: readonly LiveCamera[]): number[] {
  return [...cameras].sort((a, b) => Number(tileStateOf(b) === 'stream') - Number(tileStateOf(a) === 'stream')).map((c) => c.id);
}

/** The cameras matching the search, grouped by area (those without one last). */
function groupsOf(cameras: readonly LiveCamera[], search: string): [string, LiveCamera[]][] {
  const q = search.trim().toLowerCase();
  const hit = (c: LiveCamera) => !q || [c.name, c.code, c.location, c.site, c.areaName].some((s) => s?.toLowerCase().includes(q));
  const groups = new Map<string, LiveCamera[]>();
  for (const c of cameras.filter(hit)) {
    const area = c.areaName ?? '';
    groups.set(area, [...(groups.get(area) ?? []), c]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'zh-CN')));
}

export default function CameraPage({ title }: Partial<ViewProps>) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [grid, dispatch] = useReducer(gridReducer, initialGrid([]));
  useEffect(() => {
    let gone = false;
    listCameras().then(
      (cameras) => {
        if (gone) return;
        setLoad({ status: 'ready', cameras });
        dispatch({ type: 'cameras', ids: playableFirst(cameras) });
      },
      () => !gone && setLoad({ status: 'failed' }),
    );
    return () => {
      gone = true;
    };
  }, []);
  const cameras = useMemo(() => (load.status === 'ready' ? load.cameras : []), [load]);
  const byId = useMemo(() => new Map(cameras.map((c) => [c.id, c])), [cameras]);
  const groups = useMemo(() => groupsOf(cameras, search), [cameras, search]);
  const shown = new Set(visibleTiles(grid));
  const columns = columnsOf(grid.layout);

  const body =
    load.status === 'loading' ? (
      <Spin style={{ display: 'block', padding: 24 }} />
    ) : load.status === 'failed' ? (
      <Alert type="warning" showIcon message={t('spjkui.video.loadFailed')} />
    ) : cameras.length === 0 ? (
      <Empty description={t('spjkui.video.empty')} data-testid="camera-empty" />
    ) : (
      <Flex gap={16} align="stretch" wrap={false}>
        <Flex vertical gap={8} style={{ width: 260, flex: 'none' }}>
          <Input.Search allowClear placeholder={t('spjkui.video.search')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="camera-search" />
          <div style={{ maxHeight: 640, overflowY: 'auto' }} data-testid="camera-list">
            {groups.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('spjkui.video.noMatch')} />}
            {groups.map(([area, list]) => (
              <List
                key={area}
                size="small"
                header={<Typography.Text strong>{area || t('spjkui.video.noArea')}</Typography.Text>}
                dataSource={list}
                renderItem={(c) => (
                  <List.Item
                    role="button"
                    tabIndex={0}
                    aria-pressed={shown.has(c.id)}
                    data-testid={`camera-item-${c.code}`}
                    onClick={() => dispatch({ type: 'show', camera: c.id })}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        dispatch({ type: 'show', camera: c.id });
                      }
                    }}
                    style={{ cursor: 'pointer', background: shown.has(c.id) ? '#e6f4ff' : undefined, paddingInline: 8 }}
                  >
                    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                      <Typography.Text ellipsis>{c.name}</Typography.Text>
                      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                        {c.location ?? c.code}
                      </Typography.Text>
                    </Flex>
                    {statusTag(c)}
                  </List.Item>
                )}
              />
            ))}
          </div>
        </Flex>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div
            data-testid="camera-grid"
            data-layout={grid.layout}
            style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 8, aspectRatio: '16 / 9', gridAutoRows: '1fr' }}
          >
            {visibleTiles(grid).map((id, i) => (
              <CameraTile
                key={i}
                number={i + 1}
                testId={`camera-tile-${i}`}
                camera={id === null ? null : (byId.get(id) ?? null)}
                selected={grid.selected === i}
                onSelect={() => dispatch({ type: 'select', tile: i })}
                onClose={() => dispatch({ type: 'clear', tile: i })}
              />
            ))}
          </div>
        </div>
      </Flex>
    );

  return (
    <Card data-testid="camera-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title || t('spjkui.video.title')}
        </Typography.Title>
        {cameras.length > 0 && (
          <Segmented<GridLayout>
            aria-label={t('spjkui.video.layoutLabel')}
            data-testid="camera-layout"
            value={grid.layout}
            onChange={(layout) => dispatch({ type: 'layout', layout })}
            options={GRID_LAYOUTS.map((n) => ({ value: n, label: t('spjkui.video.layout', { n }) }))}
          />
        )}
      </Flex>
      {body}
    </Card>
  );
}
