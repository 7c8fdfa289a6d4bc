// Document versions (文档库): a document's version never goes back. Versions are written `V1.0`, `A/1`, `2.3.1`:
// an optional edition of letters (a leading `V` is only a marker), then numbers separated by `.` or `/`.

/** A parsed version: its edition letters (upper case, `V` dropped) and its numbers. */
export interface ParsedVersion {
  readonly edition: string;
  readonly numbers: readonly number[];
}

const VERSION_RE = /^([A-Za-z]{0,2})\/?(\d+(?:[./]\d+){0,3})$/;

/** The parts of a version, or null when it is not one. */
export function parseVersion(v: string): ParsedVersion | null {
  const m = VERSION_RE.exec(v.trim());
  if (!m) return null;
  const letters = m[1].toUpperCase();
  return { edition: letters === 'V' ? '' : letters, numbers: m[2].split(/[./]/).map(Number) };
}

/**
 * Negative when `a` is older than `b`, 0 when they are the same version, positive when newer. Editions compare
 * first (A before B; a plain number has none), then the numbers one by one (a missing number is 0: 1.0 = 1).
 * Two texts that are not versions compare as null (the caller does not judge them).
 */
export function compareVersions(a: string, b: string): number | null {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return null;
  if (pa.edition !== pb.edition) return pa.edition < pb.edition ? -1 : 1;
  const n = Math.max(pa.numbers.length, pb.numbers.length);
  for (let i = 0; i < n; i += 1) {
    const d = (pa.numbers[i] ?? 0) - (pb.numbers[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
