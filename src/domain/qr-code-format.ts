// The text of a record's QR code (issue 15 item 6, docs/phone.md "QR codes"), shared by the server (which
// signs and checks it) and the phone's scanner (which finds it in what a camera read). No I/O, no keys.
//
// A code is `z1.<enterprise id>.<resource key>.<record id>.<signature>`: the version, the enterprise, the
// resource and the record in clear, then the server's HMAC of everything before it (base64url, 22 characters).
// A label holds the phone shell's address of the code (phoneQrUrl), so any camera app opens it too.
import { PHONE_BASENAME } from './phone-paths.ts';

export const QR_VERSION = 'z1';

const CODE = /^z1\.(\d{1,16})\.([a-z][a-z0-9-]{0,39})\.(\d{1,16})\.([A-Za-z0-9_-]{22})$/;

export interface QrCodeParts {
  tenantId: number;
  resource: string;
  recordId: number;
  /** What the signature signs: the code without its signature. */
  payload: string;
  signature: string;
}

/** The signed part of a code. */
export function qrPayload(tenantId: number, resource: string, recordId: number): string {
  return `${QR_VERSION}.${tenantId}.${resource}.${recordId}`;
}

/** The parts of a code of the right shape (its signature not checked), or null. */
export function parseQrCode(code: string): QrCodeParts | null {
  const m = CODE.exec(code);
  if (!m) return null;
  const tenantId = Number(m[1]);
  const recordId = Number(m[3]);
  if (!Number.isSafeInteger(tenantId) || !Number.isSafeInteger(recordId)) return null;
  return { tenantId, resource: m[2], recordId, payload: code.slice(0, code.length - m[4].length - 1), signature: m[4] };
}

/** What a scanned text is: one of our codes, another website's address, or some other text. */
export type ScannedText = { code: string } | { notOurs: 'url'; host: string } | { notOurs: 'text' };

/**
 * A scanned text's code: a bare code, or an address whose path is the phone shell's `/q/<code>` (on any host:
 * the same server may be reached by several names, and the signature is what the server trusts).
 */
export function scannedQrCode(scanned: string): ScannedText {
  const s = scanned.trim();
  if (parseQrCode(s)) return { code: s };
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return { notOurs: 'text' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { notOurs: 'text' };
  const prefix = `${PHONE_BASENAME}/q/`;
  if (url.pathname.startsWith(prefix)) {
    let code: string;
    try {
      code = decodeURIComponent(url.pathname.slice(prefix.length));
    } catch {
      return { notOurs: 'url', host: url.host };
    }
    if (parseQrCode(code)) return { code };
  }
  return { notOurs: 'url', host: url.host };
}
