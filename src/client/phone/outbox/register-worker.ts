// Registers the phone shell's service worker (src/client/public/m-sw.js, served at /zax/m-sw.js) with scope /zax/m/,
// so that the shell opens without signal after a first visit; then tells it the asset files this page loaded.
import { PHONE_BASENAME } from '../../../domain/phone-paths.ts';

export const PHONE_WORKER_URL = '/zax/m-sw.js';
export const PHONE_WORKER_SCOPE = `${PHONE_BASENAME}/`;

function loadedAssets(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => new URL(name, location.origin).pathname.startsWith('/zax/assets/'));
}

/**
 * Registers the worker (the phone's main.tsx calls it once, after the first render). Answers the registration, or
 * null where the browser has no service workers (or the page is not on a secure origin).
 */
export async function registerPhoneWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.register(PHONE_WORKER_URL, { scope: PHONE_WORKER_SCOPE });
    const tell = (w: ServiceWorker) => w.postMessage({ type: 'zax-cache-assets', urls: loadedAssets() });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (worker?.state === 'activated') tell(worker);
    else worker?.addEventListener('statechange', () => worker.state === 'activated' && tell(worker));
    return registration;
  } catch {
    // Without the worker the shell still works online; only opening it without signal is lost.
    return null;
  }
}
