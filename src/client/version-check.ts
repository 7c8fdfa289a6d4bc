import { APP_VERSION, APP_VERSION_KEY } from './config.ts';

/** The part of Storage the check needs (localStorage in the browser; a map in tests). */
export type VersionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec 000 §4: when the stored app version differs from the built one, the version key is removed and
 * the page reloads (once: after the reload no version is stored, so the check passes and stores the
 * current one). Answers whether a reload was asked for.
 */
export function checkAppVersion(storage: VersionStorage, reload: () => void, version: string = APP_VERSION): boolean {
  const stored = storage.getItem(APP_VERSION_KEY);
  if (stored !== null && stored !== version) {
    storage.removeItem(APP_VERSION_KEY);
    reload();
    return true;
  }
  if (stored !== version) storage.setItem(APP_VERSION_KEY, version);
  return false;
}

/** Runs the check against localStorage; storage may be unavailable (private mode), then nothing happens. */
export function checkBrowserAppVersion(): boolean {
  try {
    return checkAppVersion(window.localStorage, () => window.location.reload());
  } catch {
    return false;
  }
}
