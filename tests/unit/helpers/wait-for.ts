// Waiting in a component test: letting fakes answer (they answer on a timer) and React settle, and waiting until
// something shows.
import { act } from 'react';

/** Lets timers of `ms` run and React settle. */
export async function settle(ms = 30): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** What `find` finds, asked every 20 ms; fails naming `what` when it is not found within `tries` asks (5 s). */
export async function until<T>(find: () => T | null | undefined | false, what: string, tries = 250): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const found = find();
    if (found) return found;
    await settle(20);
  }
  throw new Error(`not found: ${what}`);
}
