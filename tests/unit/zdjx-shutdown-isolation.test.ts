// The isolation a shutdown's phone page confirms (src/client/phone/modules/zdjx/shutdown-isolation.ts): the three
// checks the guard needs, all ticked or not, and the `stop` action's body; a shutdown opens its own phone page.
import { describe, expect, it } from 'vitest';
import { allTicked, stopBody, ticksOf } from '../../src/client/phone/modules/zdjx/shutdown-isolation.ts';
import { phoneTargetPath } from '../../src/domain/phone-paths.ts';

describe('shutdown isolation on the phone', () => {
  it('starts from the stored checks and needs all three', () => {
    expect(ticksOf({ energyIsolated: true, lockedOut: 'yes', purged: null })).toEqual({ energyIsolated: true, lockedOut: false, purged: false });
    expect(allTicked({ energyIsolated: true, lockedOut: true })).toBe(false);
    expect(allTicked({ energyIsolated: true, lockedOut: true, purged: false })).toBe(false);
    expect(allTicked({ energyIsolated: true, lockedOut: true, purged: true })).toBe(true);
  });

  it('sends the checks, the stop time in Beijing time and the person on the phone; a note as the opinion', () => {
    const now = new Date('2026-11-30T01:02:03Z');
    expect(stopBody(7, { energyIsolated: true, lockedOut: true, purged: true }, 42, now, '  盲板已加  ')).toEqual({
      id: 7,
      fields: { actualStopTime: '2026-11-30 09:02:03', isolationConfirmer: 42, energyIsolated: true, lockedOut: true, purged: true },
      opinion: '盲板已加',
    });
    expect(stopBody(7, { energyIsolated: true }, 42, now)).toEqual({
      id: 7,
      fields: { actualStopTime: '2026-11-30 09:02:03', isolationConfirmer: 42, energyIsolated: true, lockedOut: false, purged: false },
    });
  });

  it("opens a shutdown and a patrol on their modules' own phone pages, another record on the runtime's", () => {
    expect(phoneTargetPath('device-stop', 3)).toBe('/x/zdjx/stop/3');
    expect(phoneTargetPath('patrol-record', 4)).toBe('/x/xjxc/patrol/4');
    expect(phoneTargetPath('repair-order', 5)).toBe('/r/repair-order/5');
  });
});
