// The phone's QR scanner (issue 15 item 6), shared by 扫码 (scan-page.tsx) and the pages that scan inside a task
// (a patrol's points, docs/patrol.md "On the phone"): the back camera read a few times a second until a QR code is
// found, and 从相册选择 a picture to read instead. What a found text means is the caller's (`onScanned`); while the
// caller handles it (`busy`) or shows a problem, scanning pauses; 重新扫码 (`onRetry`) resumes it. A camera refused or
// missing says so and leaves the album.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { PictureOutlined, ReloadOutlined } from '@ant-design/icons';
import { siteuiZh } from '../../../domain/i18n/zh/siteui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { decodeFile, loadDecoder, pixelsOf } from './qr-decode.ts';

const t = textOf(siteuiZh);
/** Time between two decoded frames (ms): enough for a still hand, light on a mid-range phone. */
const FRAME_MS = 250;

type Camera = 'starting' | 'live' | 'denied';

export interface QrScannerProps {
  /** A QR code's text was found (by the camera or in a picture). */
  onScanned: (text: string) => void;
  /** What went wrong with the last scan (shown, scanning paused), or null. */
  problem: string | null;
  /** 重新扫码: the problem is cleared and scanning resumes. */
  onRetry: () => void;
  /** The caller is handling a found text: scanning pauses. */
  busy?: boolean;
}

export function QrScanner({ onScanned, problem, onRetry, busy = false }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [reading, setReading] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const shown = problem ?? (notFound ? t('siteui.scan.notFound') : null);
  const paused = shown !== null || busy;
  // The latest handler, so that a new callback of the caller does not restart the camera's loop.
  const found = useRef(onScanned);
  useLayoutEffect(() => {
    found.current = onScanned;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let live = true;
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('denied');
      return;
    }
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (s) => {
        if (!live) return s.getTracks().forEach((tr) => tr.stop());
        stream = s;
        const v = video.current;
        if (v) {
          v.srcObject = s;
          void v.play().catch(() => undefined);
        }
        setCamera('live');
      },
      () => live && setCamera('denied'),
    );
    return () => {
      live = false;
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, []);

  useEffect(() => {
    if (camera !== 'live' || paused) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    void loadDecoder().then((decode) => {
      const tick = () => {
        if (stop) return;
        const v = video.current;
        const pixels = v && v.readyState >= 2 ? pixelsOf(v, v.videoWidth, v.videoHeight, canvas) : null;
        const text = pixels ? decode(pixels) : null;
        if (text) return found.current(text);
        timer = setTimeout(tick, FRAME_MS);
      };
      tick();
    });
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [camera, paused]);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setNotFound(false);
    onRetry();
    try {
      const text = await decodeFile(file);
      if (text) found.current(text);
      else setNotFound(true);
    } catch {
      setNotFound(true);
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const retry = () => {
    setNotFound(false);
    onRetry();
  };

  return (
    <Flex vertical gap={16} data-testid="qr-scanner">
      {camera !== 'denied' && (
        <div style={{ position: 'relative', width: '100%', aspectRatio: '1', background: '#000', borderRadius: 8, overflow: 'hidden' }}>
          <video ref={video} muted playsInline autoPlay data-testid="scan-video" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          <div style={{ position: 'absolute', inset: '15%', border: '3px solid rgba(255,255,255,0.85)', borderRadius: 12 }} />
          {camera === 'starting' && (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
              <Spin tip={t('siteui.scan.starting')}>
                <div style={{ width: 80, height: 80 }} />
              </Spin>
            </Flex>
          )}
        </div>
      )}
      {camera === 'live' && !paused && <Typography.Text type="secondary">{t('siteui.scan.hint')}</Typography.Text>}
      {camera === 'denied' && <Alert type="warning" showIcon message={t('siteui.scan.cameraDenied')} data-testid="scan-camera-denied" />}
      {shown && (
        <Alert
          type="error"
          showIcon
          message={shown}
          data-testid="scan-problem"
          action={
            camera === 'live' ? (
              <Button size="large" icon={<ReloadOutlined />} onClick={retry}>
                {t('siteui.scan.retry')}
              </Button>
            ) : undefined
          }
        />
      )}
      <input ref={fileInput} type="file" accept="image/*" hidden data-testid="scan-file" onChange={(e) => void chooseFile(e.target.files?.[0])} />
      <Button size="large" block icon={<PictureOutlined />} loading={reading || busy} style={{ height: 56, fontSize: 18 }} onClick={() => fileInput.current?.click()}>
        {t('siteui.scan.album')}
      </Button>
    </Flex>
  );
}
