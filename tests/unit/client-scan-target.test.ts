// What a scanned text opens in the phone shell (src/client/phone/scan/scan-target.ts): our code (bare or in
// the label's address) its /q/ page, another website's address or plain text a message and nothing opened.
import { describe, expect, it } from 'vitest';
import { phoneQrPath, phoneQrUrl } from '../../src/domain/phone-paths.ts';
import { scanTarget } from '../../src/client/phone/scan/scan-target.ts';

const CODE = 'z1.7.area.12.AbCdEfGhIjKlMnOpQrSt_-';

describe('scanTarget', () => {
  it("opens our code's page from the label's address or the bare code", () => {
    expect(scanTarget(phoneQrUrl('https://zax.example.com', CODE))).toEqual({ path: phoneQrPath(CODE) });
    expect(scanTarget(CODE)).toEqual({ path: `/q/${CODE}` });
  });

  it("names another website's host", () => {
    expect(scanTarget('https://u.wechat.com/abc')).toEqual({ problem: '这是其他网站的二维码（u.wechat.com），本系统不能打开' });
  });

  it('says plain text is not ours', () => {
    expect(scanTarget('WIFI:S:plant;T:WPA;P:secret;;')).toEqual({ problem: '这不是本系统的二维码' });
  });
});
