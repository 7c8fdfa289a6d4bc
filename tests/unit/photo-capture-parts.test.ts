// The pure parts of the photo field (issue 15 item 4): the compressed size, the JPEG's name, the stamp's text
// and band.
import { describe, expect, it } from 'vitest';
import { jpegName, scaledSize } from '../../src/runtime/phone/photo-scale.ts';
import { stampBand, stampLines } from '../../src/runtime/phone/photo-stamp.ts';

describe('scaledSize', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [1600, 900, { width: 1600, height: 900 }],
    [800, 600, { width: 800, height: 600 }],
    [4032, 1, { width: 1600, height: 1 }],
    [0, 100, { width: 1, height: 1 }],
  ])('%i×%i → %o', (w, h, expected) => {
    expect(scaledSize(w, h)).toEqual(expected);
  });
});

describe('jpegName', () => {
  it.each([
    ['IMG_0001.HEIC', 'IMG_0001.jpg'],
    ['photo.png', 'photo.jpg'],
    ['现场照片', '现场照片.jpg'],
    ['.jpg', 'photo.jpg'],
  ])('%s → %s', (name, expected) => {
    expect(jpegName(name)).toBe(expected);
  });
});

describe('the stamp', () => {
  const at = new Date(2026, 4, 6, 9, 5, 7);
  it('says the time, and the position when there is one', () => {
    expect(stampLines(at, null)).toEqual(['2026-05-06 09:05:07']);
    expect(stampLines(at, { lat: 31.2304162, lon: 121.4737021, accuracy: 12.4 })).toEqual(['2026-05-06 09:05:07', '31.230416, 121.473702 ±12m']);
  });
  it('sizes the band to the image', () => {
    expect(stampBand(1600, 1200, 2)).toEqual({ fontSize: 40, band: 136 });
    expect(stampBand(200, 150, 2)).toEqual({ fontSize: 12, band: 41 });
    expect(stampBand(200, 60, 2).band).toBe(20);
  });
});
