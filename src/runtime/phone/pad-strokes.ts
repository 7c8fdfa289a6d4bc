// The signature pad's arithmetic (issue 15 item 3): a pointer's position in the page becomes a point in the
// canvas's own pixels (the PNG's), and a stroke keeps only points that moved, so a held finger adds nothing.
import type { StrokePoint } from '../../domain/signature-check.ts';

/** Where the canvas is on the page (getBoundingClientRect) and its pixel size. */
export interface PadGeometry {
  left: number;
  top: number;
  /** CSS size on the page. */
  cssWidth: number;
  cssHeight: number;
  /** The canvas's own pixels (CSS size × device pixel ratio). */
  width: number;
  height: number;
}

/** The point in canvas pixels of a pointer at (clientX, clientY), kept inside the pad, to a tenth of a pixel. */
export function padPoint(clientX: number, clientY: number, g: PadGeometry): StrokePoint {
  const sx = g.cssWidth > 0 ? g.width / g.cssWidth : 1;
  const sy = g.cssHeight > 0 ? g.height / g.cssHeight : 1;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const round = (v: number) => Math.round(v * 10) / 10;
  return [round(clamp((clientX - g.left) * sx, g.width)), round(clamp((clientY - g.top) * sy, g.height))];
}

/** The stroke with `p` added, unless it is within `minStep` pixels of the last point. */
export function extendStroke(stroke: readonly StrokePoint[], p: StrokePoint, minStep = 1): StrokePoint[] {
  const last = stroke.at(-1);
  if (last && Math.hypot(p[0] - last[0], p[1] - last[1]) < minStep) return [...stroke];
  return [...stroke, p];
}
