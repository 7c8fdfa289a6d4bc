// 扫码 (issue 15 item 6): the phone's camera (the back one) read a few times a second until a QR code is found,
// and 从相册选择 a picture to read instead. One of our codes opens its page (/q/<code>); another website's
// address or plain text is told as such. A camera refused or missing says so and leaves the album.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { PictureOutlined, ReloadOutlined } from '@ant-design/icons';
import { siteuiZh } from '../../../domain/i18n/zh/siteui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { decodeFile, loadDecoder, pixelsOf } from './qr-decode.ts';
import { scanTarget } from './scan-target.ts';

const t = textOf(siteuiZh);
/** Time between two decoded frames (ms): enough for a still hand, light on a mid-range phone. */
const FRAME_MS = 250;

type Camera = 'starting' | 'live' | 'denied';

export default function ScanPage() {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Scanning pauses while a problem is shown; 重新扫码 resumes it.
  const paused = problem !== null;

  const found = useCallback(
    (text: string) => {
      const target = scanTarget(text);
      if ('path' in target) navigate(target.path);
      else setProblem(target.problem);
    },
    [navigate],
  );

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
        if (text) return found(text);
        timer = setTimeout(tick, FRAME_MS);
      };
      tick();
    });
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [camera, paused, found]);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const text = await decodeFile(file);
      if (text) found(text);
      else setProblem(t('siteui.scan.notFound'));
    } catch {
      setProblem(t('siteui.scan.notFound'));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="scan-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('siteui.scan.title')}
      </Typography.Title>
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
      {problem && (
        <Alert
          type="error"
          showIcon
          message={problem}
          data-testid="scan-problem"
          action={
            camera === 'live' ? (
              <Button size="large" icon={<ReloadOutlined />} onClick={() => setProblem(null)}>
                {t('siteui.scan.retry')}
              </Button>
            ) : undefined
          }
        />
      )}
      <input ref={fileInput} type="file" accept="image/*" hidden data-testid="scan-file" onChange={(e) => void chooseFile(e.target.files?.[0])} />
      <Button size="large" block icon={<PictureOutlined />} loading={busy} style={{ height: 56, fontSize: 18 }} onClick={() => fileInput.current?.click()}>
        {t('siteui.scan.album')}
      </Button>
    </Flex>
  );
}
