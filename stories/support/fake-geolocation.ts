// The browser's geolocation replaced for a story by a fixed position near the demo plant (a story's `beforeEach`).

/** Replaces navigator.geolocation by a fixed position; answers the cleanup. */
export function fakeGeolocation(): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 32.25, longitude: 118.8, accuracy: 8 }, timestamp: Date.now() } as GeolocationPosition),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
  };
}
