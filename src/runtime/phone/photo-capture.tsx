// The photo field (issue 15 item 4; `x-component: "PhotoCapture"`): opens the phone's camera (an image or an mp4
// video), compresses an image on the phone (longest side ≤ 1600 px, JPEG 0.8) with the time and, when the phone
// knows it, the position stamped on a bottom band; checks type and size with the upload rules (FILE_RULES /
// uploadRefusal) and uploads through ResourceClient.upload. The value is the stored files' ids, like Upload's.
import { CameraOutlined, DeleteOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, message } from 'antd';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { failureText } from '../client-failure.ts';
import { uploadRefusal } from '../file-upload.tsx';
import { useResourceClient, type FileKind, type FileMeta } from '../resource-client.ts';
import { signuiZh } from '../../domain/i18n/zh/signui.ts';
import { textOf } from '../i18n/text-of.ts';
import { jpegName, PHOTO_QUALITY, scaledSize } from './photo-scale.ts';
import { stampBand, stampLines, type StampPosition } from './photo-stamp.ts';
import { readPosition } from './read-position.ts';

const t = textOf(signuiZh);

export interface PhotoCaptureProps {
  value?: string[] | string | null;
  onChange?: (ids: string[]) => void;
  /** At most this many files (the field's maxItems). */
  maxCount?: number;
  disabled?: boolean;
  readOnly?: boolean;
}

/** How long the photo waits for the phone's position before it is stamped without one. */
const POSITION_WAIT_MS = 5000;

function idsOf(value: PhotoCaptureProps['value']): string[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

const isVideo = (f: File): boolean => f.type === 'video/mp4' || f.name.toLowerCase().endsWith('.mp4');

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(t('signui.photo.failed', { reason: file.name })));
    };
    img.src = url;
  });
}

/** The photo scaled down, stamped and encoded as JPEG. */
export async function compressPhoto(file: File, at: Date, position: StampPosition | null): Promise<File> {
  const img = await loadImage(file);
  const { width, height } = scaledSize(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(t('signui.photo.failed', { reason: 'canvas' }));
  ctx.drawImage(img, 0, 0, width, height);
  const lines = stampLines(at, position);
  const { fontSize, band } = stampBand(width, height, lines.length);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.fillRect(0, height - band, width, band);
  ctx.fillStyle = '#fff';
  ctx.font = `${fontSize}px sans-serif`;
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => ctx.fillText(line, fontSize * 0.5, height - band + fontSize * 0.3 + i * fontSize * 1.4, width - fontSize));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
  if (!blob) throw new Error(t('signui.photo.failed', { reason: 'jpeg' }));
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: at.getTime() });
}

/** The file to upload and its kind, or the reason it may not be. */
async function prepare(file: File): Promise<{ file: File; kind: FileKind } | { refusal: string }> {
  if (isVideo(file)) {
    const refusal = uploadRefusal(file, 'video');
    return refusal ? { refusal } : { file, kind: 'video' };
  }
  if (!file.type.startsWith('image/')) return { refusal: uploadRefusal({ name: file.name, size: file.size }, 'image') ?? t('signui.photo.failed', { reason: file.name }) };
  const at = new Date();
  const p = await readPosition(POSITION_WAIT_MS);
  const photo = await compressPhoto(file, at, typeof p === 'string' ? null : p);
  const refusal = uploadRefusal(photo, 'image');
  return refusal ? { refusal } : { file: photo, kind: 'image' };
}

export function PhotoCapture({ value, onChange, maxCount, disabled, readOnly }: PhotoCaptureProps) {
  const client = useResourceClient();
  const ids = useMemo(() => idsOf(value), [value]);
  const latest = useRef(ids);
  const input = useRef<HTMLInputElement>(null);
  const [metas, setMetas] = useState<Record<string, FileMeta>>({});
  const [busy, setBusy] = useState(false);
  const unknownKey = ids.filter((id) => !metas[id] && !id.startsWith('pending:')).join(',');

  useEffect(() => {
    latest.current = ids;
  }, [ids]);

  useEffect(() => {
    if (unknownKey === '') return;
    let live = true;
    client.fileInfo(unknownKey.split(',')).then(
      (found) => live && setMetas((m) => ({ ...m, ...Object.fromEntries(found.map((f) => [f.id, f])) })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, unknownKey]);

  const full = maxCount !== undefined && ids.length >= maxCount;
  const take = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const ready = await prepare(file);
      if ('refusal' in ready) {
        void message.error(ready.refusal);
        return;
      }
      const meta = await client.upload(ready.file, ready.kind);
      setMetas((m) => ({ ...m, [meta.id]: meta }));
      onChange?.([...latest.current, meta.id]);
    } catch (err) {
      void message.error(failureText(err, t('signui.photo.failed', { reason: file.name })));
    } finally {
      setBusy(false);
    }
  };
  const remove = (id: string) => onChange?.(latest.current.filter((x) => x !== id));

  return (
    <Flex vertical gap={8} data-testid="photo-capture">
      <Flex gap={8} wrap>
        {ids.map((id) => {
          const meta = metas[id];
          return (
            <Flex key={id} vertical align="center" gap={4} data-testid="photo-thumb">
              {meta?.kind === 'image' ? (
                <Image src={meta.url} alt={meta.name} width={88} height={88} style={{ objectFit: 'cover', borderRadius: 6 }} />
              ) : (
                <Flex vertical align="center" justify="center" style={{ width: 88, height: 88, border: '1px solid #f0f0f0', borderRadius: 6 }}>
                  <VideoCameraOutlined style={{ fontSize: 24 }} />
                  <Typography.Text ellipsis style={{ maxWidth: 80, fontSize: 12 }}>{meta?.name ?? id}</Typography.Text>
                </Flex>
              )}
              {!readOnly && !disabled && (
                <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => remove(id)} aria-label={t('signui.photo.remove')} />
              )}
            </Flex>
          );
        })}
      </Flex>
      {!readOnly && (
        <>
          <input ref={input} type="file" accept="image/*,video/mp4" capture="environment" hidden onChange={(e) => void take(e)} data-testid="photo-input" />
          <Button size="large" icon={<CameraOutlined />} loading={busy} disabled={disabled || full} onClick={() => input.current?.click()} style={{ alignSelf: 'flex-start' }}>
            {busy ? t('signui.photo.working') : t('signui.photo.take')}
          </Button>
        </>
      )}
    </Flex>
  );
}
