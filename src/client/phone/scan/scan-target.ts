// What a scanned text opens in the phone shell (issue 15 item 6): one of our QR codes opens its page
// `/q/<code>` (which asks the server what it is); anything else is told apart for the person — another
// website's address (named by its host) or plain text — and opens nothing.
import { phoneQrPath } from '../../../domain/phone-paths.ts';
import { siteuiZh } from '../../../domain/i18n/zh/siteui.ts';
import { scannedQrCode } from '../../../domain/qr-code-format.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(siteuiZh);

export type ScanTarget = { path: string } | { problem: string };

/** One of our codes in a scanned text, or what to tell the person about the text. */
export function scannedCode(scanned: string): { code: string } | { problem: string } {
  const s = scannedQrCode(scanned);
  if ('code' in s) return { code: s.code };
  return { problem: s.notOurs === 'url' ? t('siteui.scan.notOursUrl', { host: s.host }) : t('siteui.scan.notOurs') };
}

export function scanTarget(scanned: string): ScanTarget {
  const s = scannedCode(scanned);
  return 'code' in s ? { path: phoneQrPath(s.code) } : s;
}
