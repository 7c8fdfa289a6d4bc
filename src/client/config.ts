import { loginZh } from '../domain/i18n/zh/login.ts';
import { textOf } from '../runtime/i18n/text-of.ts';

const t = textOf(loginZh);
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

/**
 * Product name: login card title and page title suffix. A function, not a constant: this module runs before
 * main.tsx has set the page's language.
 */
export function appTitle(): string {
  return t('login.app.title');
}

/** Minimum characters before the login enterprise search asks the server. */
export const ENTERPRISE_SEARCH_MIN = 2;
export const ENTERPRISE_SEARCH_DEBOUNCE_MS = 300;

/** A page's document title (spec 000 §2: the route meta title plus a default suffix; the product name alone without one). */
export function pageTitle(title: string): string {
  return title ? `${title} - ${appTitle()}` : appTitle();
}

/** The built version (spec 000 §9); a different stored `appVersion` clears the key and reloads once. */
export const APP_VERSION = '202505061429';
export const APP_VERSION_KEY = 'appVersion';

/** Cookie names of the other tokens (spec 000 §9: main, access, park, sso code, sso token); logout clears them all. */
export const ACCESS_TOKEN_KEY = 'Access-Token';
export const PARK_TOKEN_KEY = 'Park-Token';
export const SSO_CODE_KEY = 'Sso-Code';
export const SSO_TOKEN_KEY = 'Sso-Token';
export const TOKEN_COOKIE_KEYS: readonly string[] = [TOKEN_KEY, ACCESS_TOKEN_KEY, PARK_TOKEN_KEY, SSO_CODE_KEY, SSO_TOKEN_KEY];

/** localStorage key of the active (sub-)enterprise per login name: JSON {[loginName]: enterprise id}. */
export const ACTIVE_ENTERPRISE_KEY = 'activeEnterprise';

/** sessionStorage keys of view-only mode (a token obtained by `compBizId`). */
export const VIEW_MODE_KEY = 'isView';
export const COMP_BIZ_ID_KEY = 'compBizId';

/** sessionStorage keys of ticket (permit) drafts start with this; logout removes them. */
export const TICKET_STORAGE_PREFIX = 'ticket';

/** Where `/` leads: the workbench of the menu (pinned as an affix tab). */
export const HOME_PATH = '/dashboard';
