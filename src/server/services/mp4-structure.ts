// Is an uploaded mp4 a whole ISO base media file? Its top-level boxes (size, four-character type) must
// follow one another to the last byte of the file, so nothing rides after the movie.
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';

/** Why `buf` is not a whole run of mp4 boxes (a Chinese reason), or null when it is one. */
export function mp4StructureProblem(buf: Buffer): Text | null {
  const broken = text('server.file.mismatch', { detail: text('server.file.videoIncomplete') });
  let p = 0;
  while (p < buf.length) {
    if (p + 8 > buf.length) return broken;
    const type = buf.toString('latin1', p + 4, p + 8);
    if (!/^[\x20-\x7e\xa9]{4}$/.test(type)) return text('server.file.mismatch', { detail: text('server.file.videoBox') });
    let size = buf.readUInt32BE(p);
    if (size === 1) {
      if (p + 16 > buf.length) return broken;
      size = Number(buf.readBigUInt64BE(p + 8));
    } else if (size === 0) {
      size = buf.length - p; // the last box runs to the end of the file
    }
    if (size < 8 || p + size > buf.length) return broken;
    p += size;
  }
  return null;
}
