import Cookies from 'js-cookie';
import { create } from 'zustand';
import { ENT_ID_KEY, TOKEN_COOKIE_DAYS, TOKEN_KEY } from '../config.ts';

/** The enterprise of the current session, as `GET /user/sysuser/userInfo` answers it. */
export interface EnterpriseInfo {
  id: number;
  qymc: string;
  qyGroup: string | null;
  parentId: number | null;
  /** Comma-separated module keys the enterprise has enabled. */
  haveModel: string;
}

/** `entity` of `GET /user/sysuser/userInfo`. */
export interface UserInfo {
  userName: string;
  loginName: string;
  qyId: number;
  homeQyId: number;
  renYuanId: number | null;
  roles: string[];
  allRoles: string[];
  activeRole: string | null;
  sassQy: number;
  isView: boolean;
  compBizId: number | null;
  qyxx: EnterpriseInfo | null;
  qyxxconfig: Record<string, unknown> | null;
}

export interface SessionState {
  /** Session token; '' when signed out. */
  token: string;
  /** Enterprise chosen at login (`Ent-ID`); '' when none was chosen. */
  entId: string;
  userInfo: UserInfo | null;
  roles: string[];
  /** Stores a new token (cookie for one day, and sessionStorage) and the chosen enterprise. */
  setToken(token: string, entId?: string): void;
  setUserInfo(info: UserInfo): void;
  /**
   * Signs out locally: clears token, roles, user info, the cookies and sessionStorage.
   * Also used when the server refuses the token (expired session).
   */
  logout(): void;
}

const cookieOptions = { path: '/' };

function storedToken(): string {
  return Cookies.get(TOKEN_KEY) ?? readSession(TOKEN_KEY);
}

function readSession(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeSession(key: string, value: string): void {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the token.
  }
}

function clearStored(): void {
  Cookies.remove(TOKEN_KEY, cookieOptions);
  try {
    sessionStorage.clear();
  } catch {
    // Nothing stored.
  }
}

const signedOut = { token: '', entId: '', userInfo: null, roles: [] };

export const useSessionStore = create<SessionState>()((set) => ({
  token: storedToken(),
  entId: readSession(ENT_ID_KEY),
  userInfo: null,
  roles: [],
  setToken(token, entId = '') {
    Cookies.set(TOKEN_KEY, token, { ...cookieOptions, expires: TOKEN_COOKIE_DAYS });
    writeSession(TOKEN_KEY, token);
    writeSession(ENT_ID_KEY, entId);
    set({ token, entId, userInfo: null, roles: [] });
  },
  setUserInfo(info) {
    set({ userInfo: info, roles: info.roles });
  },
  logout() {
    clearStored();
    set(signedOut);
  },
}));
