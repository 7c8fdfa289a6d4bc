// A QR code as a PNG drawn in the test (no file in the repo), as a photo of a printed label would be: the text
// encoded by the encoder antd's QRCode draws with, black modules on white, `scale` pixels a module and a quiet
// zone of four modules.
import { Ecc, QrCode } from '@rc-component/qrcode/es/libs/qrcodegen.js';
import { pngOf } from './png-image.ts';

/** A PNG of `text`'s QR code. */
export function qrPng(text: string, scale = 6): Buffer {
  const qr = QrCode.encodeText(text, Ecc.MEDIUM);
  const side = (qr.size + 8) * scale;
  const dark = (x: number, y: number): boolean => {
    const mx = Math.floor(x / scale) - 4;
    const my = Math.floor(y / scale) - 4;
    return mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.getModule(mx, my);
  };
  return pngOf(side, side, (x, y) => (dark(x, y) ? [0, 0, 0] : [255, 255, 255]));
}
