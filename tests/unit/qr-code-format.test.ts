// The QR code's text (src/domain/qr-code-format.ts): the parts of a code, and what a scanned text is: our code
// bare or inside the phone shell's address (any host), another website's address, or plain text.
import { describe, expect, it } from 'vitest';
import { phoneQrPath, phoneQrUrl } from '../../src/domain/phone-paths.ts';
import { parseQrCode, qrPayload, scannedQrCode } from '../../src/domain/qr-code-format.ts';
import { assertQrSecret, signQrCode, verifyQrCode } from '../../src/server/phone/qr-sign.ts';

const SIG = 'AbCdEfGhIjKlMnOpQrSt_-';
const CODE = `${qrPayload(3, 'production-equipment', 42)}.${SIG}`;

describe('parseQrCode', () => {
  it('reads the enterprise, resource, record and the signed part', () => {
    expect(parseQrCode(CODE)).toEqual({ tenantId: 3, resource: 'production-equipment', recordId: 42, payload: 'z1.3.production-equipment.42', signature: SIG });
  });
  it.each([
    ['another version', CODE.replace('z1.', 'z2.')],
    ['a short signature', CODE.slice(0, -1)],
    ['a resource key in capitals', CODE.replace('production-equipment', 'Area')],
    ['a record id that is no number', CODE.replace('.42.', '.4x.')],
    ['an id past 2^53', `z1.3.area.99999999999999999.${SIG}`],
    ['empty', ''],
  ])('refuses %s', (_name, code) => {
    expect(parseQrCode(code)).toBeNull();
  });
});

describe('scannedQrCode', () => {
  it.each([
    ['a bare code', CODE],
    ['a bare code with spaces', `  ${CODE}\n`],
    ['the address a label holds', phoneQrUrl('https://zax.example.com', CODE)],
    ['the address on another name of the server', phoneQrUrl('http://192.168.1.20:8080', CODE)],
    ['an address with the code escaped', `https://zax.example.com/zax/m${phoneQrPath(CODE).replace('.', '%2E')}`],
  ])('finds our code in %s', (_name, text) => {
    expect(scannedQrCode(text)).toEqual({ code: CODE });
  });

  it.each([
    ['another website', 'https://weixin.qq.com/r/abc', { notOurs: 'url', host: 'weixin.qq.com' }],
    ['our path with a broken code', 'https://zax.example.com/zax/m/q/z1.3.area.1.short', { notOurs: 'url', host: 'zax.example.com' }],
    ['the desktop address', 'https://zax.example.com/zax/', { notOurs: 'url', host: 'zax.example.com' }],
    ['plain text', '设备编号 A-001', { notOurs: 'text' }],
    ['another scheme', 'mailto:a@b.c', { notOurs: 'text' }],
  ])('says %s is not ours', (_name, text, answer) => {
    expect(scannedQrCode(text)).toEqual(answer);
  });
});

describe('signing', () => {
  const key = Buffer.from('0123456789abcdef0123456789abcdef');

  it('verifies its own codes and refuses any changed character or another key', () => {
    const code = signQrCode(key, 3, 'area', 12);
    expect(verifyQrCode(key, code)).toMatchObject({ tenantId: 3, resource: 'area', recordId: 12 });
    expect(verifyQrCode(key, code.replace('.12.', '.13.'))).toBeNull();
    expect(verifyQrCode(Buffer.from('another key of enough length!!'), code)).toBeNull();
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyQrCode(key, code.slice(0, -1) + last)).toBeNull();
  });

  it('refuses a ZAX_QR_SECRET shorter than 16 characters, accepts none or a long one', () => {
    expect(() => assertQrSecret({ ZAX_QR_SECRET: 'short' })).toThrow(/at least 16/);
    expect(() => assertQrSecret({})).not.toThrow();
    expect(() => assertQrSecret({ ZAX_QR_SECRET: 'a-long-enough-secret-value' })).not.toThrow();
  });
});
