import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { moduleTitle } from '../../domain/modules.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { ApplyForm } from './apply-form.tsx';
import { disabledModuleOf, gateAppliesTo } from './module-of-path.ts';

/**
 * Wraps the main area (spec 000 §2 "Modules-not-enabled page"): when the first path segment is a module the
 * enterprise has not enabled (not in qyxx.haveModel), the apply-for-use form shows instead of the page.
 * Never for the platform admin, read-only users or view-only sessions, nor on board pages.
 */
export function ModuleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const userInfo = useSessionStore((s) => s.userInfo);
  if (!userInfo || !gateAppliesTo(userInfo)) return children;
  const module = disabledModuleOf(pathname, userInfo.qyxx?.haveModel);
  if (!module) return children;
  // Keyed by module: moving to another disabled module starts a fresh form.
  return <ApplyForm key={module} module={module} moduleTitle={moduleTitle(module) ?? module} qyId={userInfo.qyId} />;
}
