// Is an uploaded zip-based office file (docx, xlsx, pptx) a whole archive? Its end-of-central-directory
// record must close the file (after it only the archive comment it declares, holding no markup), and its
// central directory must sit right before that record, where the record says.
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const MARKUP = /<\s*\/?\s*(script|html|body|iframe|svg|object|embed)[\s>/]|javascript:/i;

/** Why `buf` is not a whole zip archive (a Chinese reason), or null when it is one. */
export function zipStructureProblem(buf: Buffer): Text | null {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  let end = -1;
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === END && i + 22 + buf.readUInt16LE(i + 20) === buf.length) {
      end = i;
      break;
    }
  }
  if (end < 0) return text('server.file.mismatch', { detail: text('server.file.zipIncomplete') });
  if (MARKUP.test(buf.toString('latin1', end + 22))) return text('server.file.mismatch', { detail: text('server.file.zipMarkup') });
  const size = buf.readUInt32LE(end + 12);
  const offset = buf.readUInt32LE(end + 16);
  // A zip64 archive keeps the true offsets in its zip64 records, just before the end record.
  const zip64 = end >= 20 && buf.readUInt32LE(end - 20) === ZIP64_LOCATOR;
  if (!zip64 && (offset + size !== end || (size > 0 && buf.readUInt32LE(offset) !== CENTRAL))) {
    return text('server.file.mismatch', { detail: text('server.file.zipDirectory') });
  }
  return null;
}
