// A point's QR code scanned inside a patrol (docs/patrol.md "On the phone"): what POST {API}/xjxc/patrol-scan answers,
// shared by the server's route and the phone's patrol page; and the refusal the phone says itself, without signal.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { parseQrCode } from './qr-code-format.ts';

/** The point reached and every point of the patrol record reached by scan so far, in the order scanned. */
export interface PatrolScanAnswer {
  pointId: number;
  name: string;
  scannedPointIds: number[];
}

/** The address of the scan route below the API prefix. */
export const PATROL_SCAN_URL = '/xjxc/patrol-scan';

/** The resource of a patrol point's QR code. */
export const PATROL_POINT_RESOURCE = 'patrol-point';

/**
 * Why the phone refuses a scanned code at once, before anything is sent (it knows the patrol's route, which it keeps
 * offline): not a patrol point's code, or a point not among the route's. null: the code may be sent (the server
 * still checks its signature, enterprise and that the point is live). `code` is one of our codes (scannedCode).
 */
export function localScanRefusal(code: string, routePointIds: readonly number[]): Text | null {
  const parts = parseQrCode(code);
  if (!parts || parts.resource !== PATROL_POINT_RESOURCE) return text('xjxc.scan.notPoint');
  if (!routePointIds.includes(parts.recordId)) return text('xjxc.scan.offRouteLocal', { id: parts.recordId });
  return null;
}
