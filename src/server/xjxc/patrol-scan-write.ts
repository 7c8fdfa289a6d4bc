// The mark of the scan route's own write of a patrol record (docs/patrol.md "On the phone"): the record's hook keeps
// the stored `scannedPointIds` on every other write, so that no client can claim a point it did not scan.

/** The patrol record's field listing the points reached by scanning their QR code, in the order scanned. */
export const SCANNED = 'scannedPointIds';

/** Key of the write's cache that lets the record's hook take new `scannedPointIds`. */
export const SCAN_WRITE = 'xjxc.scanWrite';
