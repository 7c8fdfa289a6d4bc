// The size a photo is compressed to on the phone (issue 15 item 4): the longest side at most 1600 px, the
// proportions kept, never enlarged; and the file name the compressed JPEG is uploaded under.

/** The longest side of a compressed photo. */
export const PHOTO_MAX_SIDE = 1600;
/** The JPEG quality of a compressed photo. */
export const PHOTO_QUALITY = 0.8;

/** The compressed size of a `width`×`height` image (whole pixels, at least 1). */
export function scaledSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 1, height: 1 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name of the compressed photo: the original's with a `.jpg` extension. */
export function jpegName(original: string): string {
  const base = original.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'photo'}.jpg`;
}
