import { create } from 'zustand';
import {
  ACTIVE_ENTERPRISE_KEY,
  COMP_BIZ_ID_KEY,
  ENT_ID_KEY,
  TICKET_STORAGE_PREFIX,
  TOKEN_COOKIE_DAYS,
  TOKEN_COOKIE_KEYS,
  TOKEN_KEY,
  VIEW_MODE_KEY,
} from '../config.ts';
import { ROLE_ADMIN } from '../router/permission-rules.ts';
import { usePermissionStore } from './permission-store.ts';
import { readCookie, removeCookie, writeCookie } from '../cookies.ts';

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

export { ROLE_ADMIN };

export interface SessionState {
  /** Session token; '' when signed out. */
  token: string;
  /** Enterprise the calls act for (`Ent-ID`); '' for the account's own enterprise. */
  entId: string;
  userInfo: UserInfo | null;
  roles: string[];
  /** View-only mode: the token was obtained by `compBizId`; the server refuses writes. */
  isView: boolean;
  /** The enterprise viewed in view-only mode ('' otherwise). */
  compBizId: string;
  /**
   * The user signed out on purpose (signOut): the login page then opens without a redirect back. An
   * expired or refused session keeps the page as `redirect`.
   */
  signedOutOnPurpose: boolean;
  /** Stores a new token from a normal login (cookie for one day, and sessionStorage); leaves view mode. */
  setToken(token: string, entId?: string): void;
  /** Stores a view-only token for `compBizId`; info and menu then reload. */
  setViewToken(token: string, compBizId: string): void;
  setUserInfo(info: UserInfo): void;
  /**
   * Acts for another enterprise of the group (`Ent-ID`): kept for the session and, per login name, in
   * localStorage `activeEnterprise`; user info and menu then reload. '' goes back to the own enterprise.
   */
  setEntId(id: string): void;
  /**
   * While the session loads: acts for `id` ('' the own enterprise) from now on, for this tab, without
   * touching user info, menu or the remembered choice (the session loader restores a remembered enterprise).
   */
  actFor(id: string): void;
  /** Forgets the enterprise remembered for `loginName` (it left the group, or the default is used). */
  forgetActiveEnterprise(loginName: string): void;
  /** `POST /sysuser/switchRole`: a new token for `role`; info and routes then reload. */
  switchRole(role: string): Promise<void>;
  /** Revokes the token on the server (a failure is ignored), then signs out locally. */
  signOut(): Promise<void>;
  /**
   * Signs out locally (spec 000 §4): token, roles, permissions, enterprise config, the stored active
   * enterprise, ticket data and every token cookie. Also used when the server refuses the token.
   */
  logout(): void;
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

/** The active enterprise stored for `loginName` ('' when none). */
export function storedActiveEnterprise(loginName: string): string {
  const id: unknown = readActiveEnterprises()[loginName];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

function readActiveEnterprises(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ACTIVE_ENTERPRISE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function storeActiveEnterprise(loginName: string, id: string): void {
  try {
    const all = readActiveEnterprises();
    if (id) all[loginName] = id;
    else delete all[loginName];
    if (Object.keys(all).length) localStorage.setItem(ACTIVE_ENTERPRISE_KEY, JSON.stringify(all));
    else localStorage.removeItem(ACTIVE_ENTERPRISE_KEY);
  } catch {
    // Not kept across sessions; the session still acts for it.
  }
}

function clearStored(): void {
  for (const name of TOKEN_COOKIE_KEYS) removeCookie(name);
  try {
    // Everything of the session goes: the token, view mode, the chosen enterprise and ticket data.
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(TICKET_STORAGE_PREFIX)) sessionStorage.removeItem(key);
    }
    sessionStorage.clear();
    localStorage.removeItem(ACTIVE_ENTERPRISE_KEY);
  } catch {
    // Nothing stored.
  }
}

function storeToken(token: string): void {
  writeCookie(TOKEN_KEY, token, TOKEN_COOKIE_DAYS);
  writeSession(TOKEN_KEY, token);
}

const signedOut = { token: '', entId: '', userInfo: null, roles: [], isView: false, compBizId: '', signedOutOnPurpose: false };

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: readCookie(TOKEN_KEY) ?? readSession(TOKEN_KEY),
  entId: readSession(ENT_ID_KEY),
  userInfo: null,
  roles: [],
  isView: readSession(VIEW_MODE_KEY) === '1',
  compBizId: readSession(COMP_BIZ_ID_KEY),
  signedOutOnPurpose: false,
  setToken(token, entId = '') {
    storeToken(token);
    writeSession(ENT_ID_KEY, entId);
    writeSession(VIEW_MODE_KEY, '');
    writeSession(COMP_BIZ_ID_KEY, '');
    usePermissionStore.getState().reset();
    set({ token, entId, userInfo: null, roles: [], isView: false, compBizId: '', signedOutOnPurpose: false });
  },
  setViewToken(token, compBizId) {
    storeToken(token);
    // A view-only token acts for the viewed enterprise only: Ent-ID must name it.
    writeSession(ENT_ID_KEY, compBizId);
    writeSession(VIEW_MODE_KEY, '1');
    writeSession(COMP_BIZ_ID_KEY, compBizId);
    usePermissionStore.getState().reset();
    set({ token, entId: compBizId, userInfo: null, roles: [], isView: true, compBizId, signedOutOnPurpose: false });
  },
  setUserInfo(info) {
    // The platform administrator acts for enterprise 0 unless an enterprise was chosen (spec 000 §4).
    const entId = !get().entId && info.roles.includes(ROLE_ADMIN) ? '0' : get().entId;
    writeSession(ENT_ID_KEY, entId);
    writeSession(VIEW_MODE_KEY, info.isView ? '1' : '');
    set({ userInfo: info, roles: info.roles, entId, isView: info.isView });
  },
  setEntId(id) {
    if (id === get().entId) return;
    const loginName = get().userInfo?.loginName;
    if (loginName) storeActiveEnterprise(loginName, id);
    writeSession(ENT_ID_KEY, id);
    usePermissionStore.getState().reset();
    set({ entId: id, userInfo: null, roles: [] });
  },
  actFor(id) {
    writeSession(ENT_ID_KEY, id);
    if (id !== get().entId) set({ entId: id });
  },
  forgetActiveEnterprise(loginName) {
    storeActiveEnterprise(loginName, '');
  },
  async switchRole(role) {
    const api = await import('../api/session-api.ts');
    const token = await api.switchRole(role);
    // The new session acts for the account's own enterprise.
    get().setToken(token);
  },
  async signOut() {
    if (get().token) {
      const api = await import('../api/session-api.ts');
      await api.logout().catch(() => undefined);
    }
    clearStored();
    usePermissionStore.getState().reset();
    set({ ...signedOut, signedOutOnPurpose: true });
  },
  logout() {
    clearStored();
    usePermissionStore.getState().reset();
    set(signedOut);
  },
}));

/** Whether the session is view-only (a `compBizId` token): pages hide their write buttons. */
export function useIsView(): boolean {
  return useSessionStore((s) => s.isView || Boolean(s.userInfo?.isView));
}
