// One tile of live video (docs/video.md): the camera's name over its picture, or what stands in the picture's place —
// 离线 or 故障 by its status, 未配置预览地址 without an address, 视频加载失败 when the stream fails, a spinner while it
// loads. Focusable: Enter or Space selects it (the live grid) and Delete closes it.
import { CloseOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Spin, Typography } from 'antd';
import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { LiveCamera } from '../../api/camera-api.ts';
import { HlsVideo, type VideoState } from './hls-video.tsx';

const t = textOf(spjkuiZh);

export type TileState = 'empty' | 'offline' | 'fault' | 'no-url' | VideoState;

/** What a tile can show before it tries to play: a camera out of service or without an address plays nothing. */
export function tileStateOf(camera: LiveCamera | null): 'empty' | 'offline' | 'fault' | 'no-url' | 'stream' {
  if (!camera) return 'empty';
  if (camera.onlineStatus === 'offline') return 'offline';
  if (camera.onlineStatus === 'fault') return 'fault';
  return camera.previewUrl ? 'stream' : 'no-url';
}

export interface CameraTileProps {
  camera: LiveCamera | null;
  /** The tile's number in its grid (1-based), for its accessible name. */
  number?: number;
  selected?: boolean;
  onSelect?: () => void;
  onClose?: () => void;
  height?: number | string;
  testId?: string;
}

const cover: CSSProperties = { position: 'absolute', inset: 0, color: '#d9d9d9', textAlign: 'center', padding: 8 };

export function CameraTile({ camera, number = 1, selected = false, onSelect, onClose, height = '100%', testId }: CameraTileProps) {
  const [video, setVideo] = useState<VideoState>('loading');
  const before = tileStateOf(camera);
  const state: TileState = before === 'stream' ? video : before;
  const name = camera ? t('spjkui.detectorName', { name: camera.name, code: camera.code }) : '';
  const label = camera ? t('spjkui.video.tileLabel', { n: number, name }) : t('spjkui.video.emptyTileLabel', { n: number });
  const message: ReactNode =
    state === 'offline' ? t('spjkui.video.offline')
    : state === 'fault' ? t('spjkui.video.fault')
    : state === 'no-url' ? t('spjkui.video.noUrl')
    : state === 'failed' ? t('spjkui.video.failed')
    : state === 'empty' ? t('spjkui.video.emptyTile')
    : null;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if ((e.key === 'Enter' || e.key === ' ') && onSelect) {
      e.preventDefault();
      onSelect();
    } else if (e.key === 'Delete' && onClose && camera) {
      e.preventDefault();
      onClose();
    }
  };
  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={label}
      aria-current={selected || undefined}
      data-testid={testId}
      data-state={state}
      data-camera={camera?.code}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      style={{ position: 'relative', height, minHeight: 120, background: '#141414', borderRadius: 6, overflow: 'hidden', outline: selected ? '2px solid #1677ff' : '1px solid #303030', outlineOffset: -2, cursor: onSelect ? 'pointer' : undefined }}
    >
      {before === 'stream' && camera?.previewUrl && <HlsVideo key={`${camera.id}:${camera.previewUrl}`} src={camera.previewUrl} onState={setVideo} label={name} />}
      {state === 'loading' && (
        <Flex align="center" justify="center" style={cover}>
          <Spin aria-label={t('spjkui.video.loading')} />
        </Flex>
      )}
      {message && (
        <Flex vertical align="center" justify="center" gap={8} style={cover} data-testid={testId && `${testId}-message`}>
          <VideoCameraOutlined style={{ fontSize: 28, opacity: 0.6 }} />
          <Typography.Text style={{ color: state === 'empty' ? '#8c8c8c' : '#fff' }}>{message}</Typography.Text>
        </Flex>
      )}
      {camera && (
        <Flex justify="space-between" align="center" style={{ position: 'absolute', left: 0, right: 0, top: 0, padding: '2px 8px', background: 'rgba(0,0,0,0.45)' }}>
          <Typography.Text ellipsis style={{ color: '#fff', fontSize: 12 }}>
            {name}
          </Typography.Text>
          {onClose && (
            <Button
              type="text"
              size="small"
              aria-label={t('spjkui.video.close')}
              icon={<CloseOutlined style={{ color: '#fff' }} />}
              onClick={(e) => {
                e.stopPropagation();
                onClose();
              }}
            />
          )}
        </Flex>
      )}
    </div>
  );
}
