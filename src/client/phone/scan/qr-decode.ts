// Finding a QR code in a picture for the scan page: jsQR (pure JavaScript, loaded only when the scan page
// first decodes; see the commit that added it). Frames come from the camera, pictures from the album.

/** Decodes the QR code of one RGBA frame; null when none is found. */
export type FrameDecoder = (frame: ImageData) => string | null;

let decoder: Promise<FrameDecoder> | null = null;

/** The decoder, loaded once. */
export function loadDecoder(): Promise<FrameDecoder> {
  decoder ??= import('jsqr').then(({ default: jsQR }) => (frame: ImageData) => jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null);
  decoder.catch(() => (decoder = null));
  return decoder;
}

/** Largest side a picture is scaled down to before decoding (a phone photo is 4000 px; a code needs far less). */
export const MAX_DECODE_SIDE = 1280;

/** The RGBA pixels of an image source drawn at most MAX_DECODE_SIDE on its longer side. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement = document.createElement('canvas')): ImageData | null {
  if (width <= 0 || height <= 0) return null;
  const k = Math.min(1, MAX_DECODE_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * k);
  canvas.height = Math.round(height * k);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** The QR code's text in a picture file, or null. */
export async function decodeFile(file: Blob): Promise<string | null> {
  const [decode, bitmap] = await Promise.all([loadDecoder(), createImageBitmap(file)]);
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? decode(pixels) : null;
  } finally {
    bitmap.close();
  }
}
