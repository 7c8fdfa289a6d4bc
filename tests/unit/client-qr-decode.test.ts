// A printed label scanned (issue 15 item 6): the label's address encoded by the QR encoder antd's QRCode draws
// with, rasterised as a camera frame, is read back by the scan page's decoder (jsQR, src/client/phone/scan/
// qr-decode.ts) and opens the code's /q/ page; a frame without a code reads nothing.
import { describe, expect, it } from 'vitest';
import { Ecc, QrCode } from '@rc-component/qrcode/es/libs/qrcodegen.js';
import { phoneQrPath, phoneQrUrl } from '../../src/domain/phone-paths.ts';
import { loadDecoder } from '../../src/client/phone/scan/qr-decode.ts';
import { scanTarget } from '../../src/client/phone/scan/scan-target.ts';

const CODE = 'z1.7.production-equipment.1024.AbCdEfGhIjKlMnOpQrSt_-';

/** An RGBA frame of `text`'s QR code: `scale` pixels a module, a quiet zone of 4 modules, black on white. */
function frameOf(text: string | null, scale = 4): ImageData {
  const qr = text === null ? null : QrCode.encodeText(text, Ecc.MEDIUM);
  const modules = (qr?.size ?? 21) + 8;
  const side = modules * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      if (qr && mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.getModule(mx, my)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, width: side, height: side, colorSpace: 'srgb' } as ImageData;
}

describe('the scan decoder', () => {
  it("reads a label's address and opens the code's page", async () => {
    const decode = await loadDecoder();
    const url = phoneQrUrl('https://zax.example.com', CODE);
    const text = decode(frameOf(url));
    expect(text).toBe(url);
    expect(scanTarget(text ?? '')).toEqual({ path: phoneQrPath(CODE) });
  });

  it('reads nothing in a frame without a code', async () => {
    const decode = await loadDecoder();
    expect(decode(frameOf(null))).toBeNull();
  });
});
