// The app's version and build time, put in by vite's `define` (vite.config.ts) when the client is built. Outside
// a vite build (unit tests, stories without the define) they read 'dev' and ''.
declare const __APP_VERSION__: string | undefined;
declare const __BUILD_TIME__: string | undefined;

/** package.json's version of the build. */
export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
/** When the client was built (ISO 8601), '' when unknown. */
export const BUILD_TIME: string = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : '';
