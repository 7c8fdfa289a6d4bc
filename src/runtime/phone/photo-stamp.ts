// The text stamped on a photo's bottom band (issue 15 item 4): when it was taken and, when the phone knows it,
// where (latitude, longitude and the accuracy in metres); and the band's height for an image's size.
import dayjs from 'dayjs';
import { signuiZh } from '../../domain/i18n/zh/signui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(signuiZh);

export interface StampPosition {
  lat: number;
  lon: number;
  accuracy: number;
}

/** The band's lines: the time to the second, then the position when there is one. */
export function stampLines(at: Date, position: StampPosition | null): string[] {
  const lines = [dayjs(at).format('YYYY-MM-DD HH:mm:ss')];
  if (position) {
    lines.push(t('signui.photo.stampPosition', { lat: position.lat.toFixed(6), lon: position.lon.toFixed(6), accuracy: Math.round(position.accuracy) }));
  }
  return lines;
}

/** The font size and band height (px) for an image `width` wide with `lines` lines: readable, never most of it. */
export function stampBand(width: number, height: number, lines: number): { fontSize: number; band: number } {
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 30));
  return { fontSize, band: Math.min(Math.round(height / 3), Math.round(fontSize * 1.4 * lines + fontSize * 0.6)) };
}
