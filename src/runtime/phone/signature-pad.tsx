// The signature pad (issue 15 item 3): a full-width canvas drawn on with a finger, a pen or a mouse (pointer
// events, which touch screens fire too; `touch-action: none` keeps the page from scrolling), with 清除 and
// 确认签名. Confirming checks the strokes with the domain's signatureProblem against the canvas's size and
// refuses empty or a few dots before anything is sent; otherwise it hands over the PNG and the strokes.
import { Alert, Button, Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { signatureProblem, type Stroke, type StrokePoint } from '../../domain/signature-check.ts';
import { signuiZh } from '../../domain/i18n/zh/signui.ts';
import { textOf } from '../i18n/text-of.ts';
import { extendStroke, padPoint, type PadGeometry } from './pad-strokes.ts';

const t = textOf(signuiZh);

/** What the pad hands over: the PNG as a data URL and the strokes in its pixels. */
export interface SignatureResult {
  image: string;
  strokes: Stroke[];
}

export interface SignaturePadProps {
  /** Called with the drawing once it passes the check; a rejected promise keeps the drawing. */
  onConfirm: (result: SignatureResult) => void | Promise<void>;
  /** The pad's height in CSS pixels (default 180). */
  height?: number;
  disabled?: boolean;
  /** Text of the confirm button (default 确认签名). */
  confirmText?: string;
}

const INK = '#1f1f1f';

function geometryOf(canvas: HTMLCanvasElement): PadGeometry {
  const r = canvas.getBoundingClientRect();
  return { left: r.left, top: r.top, cssWidth: r.width, cssHeight: r.height, width: canvas.width, height: canvas.height };
}

/** Paints the pad white (the PNG has no transparent background to vanish on a dark page or in print). */
function blank(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

function drawSegment(canvas: HTMLCanvasElement, from: StrokePoint, to: StrokePoint): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = canvas.width / Math.max(canvas.clientWidth, 1);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2.5 * (Number.isFinite(ratio) && ratio > 0 ? ratio : 1);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.lineTo(to[0], to[1]);
  ctx.stroke();
}

export function SignaturePad({ onConfirm, height = 180, disabled, confirmText }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<StrokePoint[][]>([]);
  const drawing = useRef<number | null>(null);
  const [count, setCount] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
    canvas.width = Math.max(1, Math.round((canvas.clientWidth || 300) * ratio));
    canvas.height = Math.max(1, Math.round((canvas.clientHeight || height) * ratio));
    strokes.current = [];
    drawing.current = null;
    setCount(0);
    blank(canvas);
  }, [height]);

  useEffect(() => reset(), [reset]);

  const down = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (disabled || busy) return;
    const canvas = e.currentTarget;
    canvas.setPointerCapture?.(e.pointerId);
    drawing.current = e.pointerId;
    const p = padPoint(e.clientX, e.clientY, geometryOf(canvas));
    strokes.current = [...strokes.current, [p]];
    drawSegment(canvas, p, p);
    setProblem(null);
    setCount((n) => n + 1);
  };
  const move = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== e.pointerId) return;
    const canvas = e.currentTarget;
    const current = strokes.current.at(-1) ?? [];
    const p = padPoint(e.clientX, e.clientY, geometryOf(canvas));
    const next = extendStroke(current, p);
    if (next.length === current.length) return;
    const last = current.at(-1);
    if (last) drawSegment(canvas, last, p);
    strokes.current = [...strokes.current.slice(0, -1), next];
  };
  const up = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (drawing.current === e.pointerId) drawing.current = null;
  };

  const confirm = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const drawn = strokes.current;
    const found = signatureProblem(drawn, { width: canvas.width, height: canvas.height });
    if (found) {
      setProblem(t(found === 'empty' ? 'signui.pad.empty' : 'signui.pad.tooSmall'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm({ image: canvas.toDataURL('image/png'), strokes: drawn.map((s) => [...s]) });
    } catch {
      // The caller shows why it failed; the drawing stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="signature-pad">
      <Typography.Text type="secondary">{t('signui.pad.hint')}</Typography.Text>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('signui.pad.label')}
        data-strokes={count}
        style={{ width: '100%', height, border: '1px dashed #bfbfbf', borderRadius: 6, touchAction: 'none', background: '#fff', cursor: 'crosshair' }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      {problem && <Alert type="warning" showIcon message={problem} data-testid="signature-problem" />}
      <Flex gap={8}>
        <Button size="large" onClick={reset} disabled={disabled || busy || count === 0} style={{ flex: 1 }}>
          {t('signui.pad.clear')}
        </Button>
        <Button size="large" type="primary" onClick={() => void confirm()} loading={busy} disabled={disabled} style={{ flex: 2 }}>
          {confirmText ?? t('signui.pad.confirm')}
        </Button>
      </Flex>
    </Flex>
  );
}
