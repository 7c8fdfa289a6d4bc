import { ApiError } from '../api/http.ts';
import { getUserInfo, getUserMenu, type UserMenu } from '../api/session-api.ts';
import { listGroupEnterprises } from '../api/shell-api.ts';
import { needsRestore, restoredEntId } from '../shell/active-enterprise.ts';
import { storedActiveEnterprise, useSessionStore, type UserInfo } from '../stores/session-store.ts';

/** What the signed-in part needs before it renders. */
export interface LoadedSession {
  info: UserInfo;
  menu: UserMenu;
}

async function fetchSession(): Promise<LoadedSession> {
  const [info, menu] = await Promise.all([getUserInfo({ silent: true }), getUserMenu({ silent: true })]);
  return { info, menu };
}

/** The enterprise chosen in this tab was refused (it has left the group since): the own enterprise is used. */
function refusedEnterprise(err: unknown): boolean {
  const { entId, isView } = useSessionStore.getState();
  return err instanceof ApiError && err.status === 403 && entId !== '' && !isView;
}

/**
 * Loads user info and menu (spec 000 §4) and restores the active sub-enterprise: an enterprise user who
 * has not chosen one in this tab acts for the enterprise remembered in localStorage while the group still
 * lists it; otherwise the default (the own enterprise) is used and a remembered value no longer listed is
 * forgotten. Nothing is stored in the session store here: the caller does that once all is loaded.
 */
export async function loadSession(): Promise<LoadedSession> {
  const session = useSessionStore.getState;
  const loaded = await fetchSession().catch((err: unknown) => {
    if (!refusedEnterprise(err)) throw err;
    session().actFor('');
    return fetchSession();
  });
  const { info } = loaded;
  const remembered = storedActiveEnterprise(info.loginName);
  const { entId, isView } = session();
  if (!needsRestore({ roles: info.roles, homeQyId: info.homeQyId, entId, isView: isView || info.isView, remembered })) {
    return loaded;
  }
  // Without the group list nothing is known: keep the own enterprise and the remembered choice.
  const list = await listGroupEnterprises().catch(() => null);
  if (!list) return loaded;
  const id = restoredEntId(list, remembered, info.homeQyId);
  if (!id) {
    session().forgetActiveEnterprise(info.loginName);
    return loaded;
  }
  session().actFor(id);
  try {
    return await fetchSession();
  } catch {
    // The remembered enterprise was refused after all: stay with the own enterprise, already loaded.
    session().actFor('');
    return loaded;
  }
}
