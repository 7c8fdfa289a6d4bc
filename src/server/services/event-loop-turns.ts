// Long CPU work in slices: `turn()` gives the event loop back (setImmediate) once the current slice has
// run for `sliceMs`, so that other requests keep being answered while, say, a spreadsheet is read.
import { setImmediate as nextTurn } from 'node:timers/promises';

export class EventLoopTurns {
  private since = performance.now();

  constructor(private readonly sliceMs = 10) {}

  /** Lets other work run when this slice has lasted long enough; cheap otherwise. */
  async turn(): Promise<void> {
    if (performance.now() - this.since < this.sliceMs) return;
    await nextTurn();
    this.since = performance.now();
  }
}
