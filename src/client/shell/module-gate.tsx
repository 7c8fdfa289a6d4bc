import type { ReactNode } from 'react';

/** Placeholder until the shell widgets land: shows the apply-for-use form for a module not enabled. */
export function ModuleGate({ children }: { children: ReactNode }) {
  return children;
}
