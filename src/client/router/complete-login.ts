import { exchangeSsoCode } from '../api/session-api.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Credentials a login handed over in the address: a session token, or a single-sign-on code. */
export interface HandedLogin {
  token?: string | null;
  code?: string | null;
}

/**
 * Completes a login begun elsewhere (spec 000 §2 /auth-redirect, /sso-login): a token is stored as is,
 * a code is exchanged by `POST /user/sysuser/sso/token`. Answers false when nothing was handed over.
 */
export async function completeLogin({ token, code }: HandedLogin): Promise<boolean> {
  const t = token?.trim();
  if (t) {
    useSessionStore.getState().setToken(t);
    return true;
  }
  const c = code?.trim();
  if (!c) return false;
  useSessionStore.getState().setToken(await exchangeSsoCode(c));
  return true;
}
