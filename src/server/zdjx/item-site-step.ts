// An overhaul item's site step (重点检修, docs/patrol.md "重点检修 on the phone"): the item's workflow (`itemState`:
// 待施工 → 已完成 by `complete`, with photos and a note; 待施工 → 受阻 by `block`, with the reason; 受阻 → 已完成) is done by
// its responsible person on the phone. The server stamps who (`siteBy`, the acting account's person) and when
// (`siteAt`, Beijing time) when the state moves, keeps the site fields on every other write (the plan's form sends its
// items back: what it sends for them is replaced), and keeps `done` as the state says (a created item is 待施工).
import { localDateTime } from '../../domain/schedule-calendar.ts';
import type { RecordWrite } from '../resources/record-hooks.ts';

type Data = Record<string, unknown>;

/** The fields only the item's site step writes. */
export const SITE_FIELDS = ['sitePhotos', 'siteNote', 'blockReason', 'siteBy', 'siteAt'] as const;

const STATE = 'itemState';

/** Applies the site step's rules to an item's values before they are written (`stored`: its stored data, null when created). */
export function applyItemSiteStep(w: RecordWrite, values: Data, stored: Data | null, now = new Date()): void {
  if (stored === null) {
    // Created (the workflow's initial state, 待施工): nothing done on site yet.
    for (const f of SITE_FIELDS) delete values[f];
  } else {
    const before = typeof stored[STATE] === 'string' ? stored[STATE] : 'todo';
    if (values[STATE] !== before) {
      // A transition (the generic writes may not change the state): who and when.
      const staff = w.auth.session.renYuanId;
      if (typeof staff === 'number') values.siteBy = staff;
      else delete values.siteBy;
      values.siteAt = localDateTime(now);
    } else {
      for (const f of SITE_FIELDS) {
        if (stored[f] === undefined) delete values[f];
        else values[f] = stored[f];
      }
    }
  }
  values.done = values[STATE] === 'done';
}
