// Whether drawn strokes make a signature (issue 15 item 3, docs/phone.md "Signatures"): the pad refuses empty
// or a few dots before sending, and the server refuses them again (422 SIGNATURE_EMPTY). Coordinates are in the
// pad's pixels (the PNG's own size), so the size of the drawing is judged against the pad.

/** One point `[x, y]` in pad pixels. */
export type StrokePoint = readonly [number, number];
/** A stroke: the points of one touch or press, in order. */
export type Stroke = readonly StrokePoint[];

/** The pad's size in the strokes' pixels. */
export interface PadSize {
  width: number;
  height: number;
}

/** Fewer points than this in all strokes: a few dots. */
export const SIGNATURE_MIN_POINTS = 10;
/** A total stroke length under this share of the pad's width: a scribble too short to be a name. */
export const SIGNATURE_MIN_LENGTH_SHARE = 0.2;
/** A drawing whose box is under this share of the pad both across and down: too small to read. */
export const SIGNATURE_MIN_BOX_SHARE = 0.08;
/** The most strokes and points the server keeps (a real signature has far fewer). */
export const SIGNATURE_MAX_STROKES = 200;
export const SIGNATURE_MAX_POINTS = 20000;

export type SignatureProblem = 'empty' | 'tooSmall';

/** The total length of the strokes, in pad pixels. */
export function strokeLength(strokes: readonly Stroke[]): number {
  let total = 0;
  for (const s of strokes) {
    for (let i = 1; i < s.length; i++) total += Math.hypot(s[i][0] - s[i - 1][0], s[i][1] - s[i - 1][1]);
  }
  return total;
}

/** The strokes' bounding box size; null when there is no point. */
export function strokeBox(strokes: readonly Stroke[]): PadSize | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of strokes) {
    for (const [x, y] of s) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return minX === Infinity ? null : { width: maxX - minX, height: maxY - minY };
}

/** Why the strokes are not a signature on a pad of `pad` (null: they are one). */
export function signatureProblem(strokes: readonly Stroke[], pad: PadSize): SignatureProblem | null {
  const points = strokes.reduce((n, s) => n + s.length, 0);
  if (points === 0) return 'empty';
  if (points < SIGNATURE_MIN_POINTS) return 'tooSmall';
  if (strokeLength(strokes) < SIGNATURE_MIN_LENGTH_SHARE * pad.width) return 'tooSmall';
  const box = strokeBox(strokes);
  if (!box || (box.width < SIGNATURE_MIN_BOX_SHARE * pad.width && box.height < SIGNATURE_MIN_BOX_SHARE * pad.height)) return 'tooSmall';
  return null;
}
