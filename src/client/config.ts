/** Client-wide constants (spec 000 §9). */

/** Base path of the API (DESIGN.md §4). */
export const API_BASE = '/zax-cloud';

/** Router basename: the client is served under /zax/. */
export const ROUTER_BASENAME = '/zax';

/** Main API timeout (spec 000 §9: 60 s). */
export const API_TIMEOUT_MS = 60_000;

/**
 * Suffix appended to the plain password before the login transport encoding
 * base64(utf8(plain + suffix)) (DESIGN.md §4). Must match the server's LOGIN_SECRET_SUFFIX.
 */
export const LOGIN_SECRET_SUFFIX = 'zax-cloud';

/** Cookie (and sessionStorage) key of the session token; the cookie lives one day. */
export const TOKEN_KEY = 'Admin-Token';
export const TOKEN_COOKIE_DAYS = 1;

/** sessionStorage key of the enterprise chosen at login (sent as `Ent-ID`). */
export const ENT_ID_KEY = 'Ent-ID';

/** Product name: login card title and page title suffix. */
export const APP_TITLE = '安全风险管控平台';

/** Minimum characters before the login enterprise search asks the server. */
export const ENTERPRISE_SEARCH_MIN = 2;
export const ENTERPRISE_SEARCH_DEBOUNCE_MS = 300;
