// Issue 15 item 8: the top bar's app QR code opens the phone shell.
import { describe, expect, it } from 'vitest';
import { appUrl } from '../../src/client/shell/top-bar-tools.tsx';

describe('app QR code', () => {
  it('holds the phone shell address of this server', () => {
    expect(appUrl('https://aq.example.com')).toBe('https://aq.example.com/zax/m/');
  });
});
