// The phone's position (issue 15 item 5): the browser's geolocation, asked once with a time limit. Null when
// the browser has none, the person refuses, or it takes too long; the caller says why it matters.

export interface PhonePosition {
  lat: number;
  lon: number;
  /** Metres (the browser's estimate). */
  accuracy: number;
  at: string;
}

export type PositionFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export function readPosition(timeoutMs = 15_000): Promise<PhonePosition | PositionFailure> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy, at: new Date(p.timestamp).toISOString() }),
      (e) => resolve(e.code === e.PERMISSION_DENIED ? 'denied' : e.code === e.TIMEOUT ? 'timeout' : 'unavailable'),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}
