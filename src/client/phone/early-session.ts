import { loadSession, type LoadedSession } from '../router/load-session.ts';
import { useSessionStore } from '../stores/session-store.ts';

// The phone shell asks for the person's session (user info, menu) as soon as its script runs, before React has drawn
// anything: on a slow phone drawing takes long, and the two waits then overlap (issue 15: the first screen, fast).

let early: Promise<LoadedSession> | null = null;

/**
 * Starts loading the session now when the phone holds a token (main.tsx, before the first render); `then` runs once
 * it is loaded (the enterprise acted for is set), to ask early for what the opening page shows.
 */
export function startEarlySession(then?: () => void): void {
  if (!early && useSessionStore.getState().token) {
    early = loadSession().then((loaded) => {
      then?.();
      return loaded;
    });
    // Not yet asked for: a failure is reported to whoever takes it, never as an unhandled rejection.
    early.catch(() => undefined);
  }
}

/** The session started early (taken once: a retry loads afresh), else a fresh load. */
export function takeSession(): Promise<LoadedSession> {
  const started = early;
  early = null;
  return started ?? loadSession();
}
