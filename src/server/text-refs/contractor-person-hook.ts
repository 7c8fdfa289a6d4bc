// The delete rule of a contractor person (contractor-people.ts): a `contractor-user` record is a staff
// member's profile with the same id, so deleting it deletes the person (the trigger marks the staff row
// deleted). References to the person as staff apply as well as those to the profile (409 naming who refers,
// or cleared, or deleted with it), and the person leaves the duty lists, as the staff route's delete does.
import type { RecordHook } from '../resources/record-hooks.ts';
import { applyDeletePolicy } from '../resources/ref-delete.ts';
import { removeFromDuties } from '../routes/user/staff-store.ts';
import { PERSON_RESOURCE } from './contractor-people.ts';

export const contractorPersonHook: RecordHook = {
  name: 'contractor-person',
  async deleting(s, auth, ids) {
    if (s.c.resource.key !== PERSON_RESOURCE) return;
    await applyDeletePolicy(s.tx, auth, 'staff', ids);
    await removeFromDuties(s.tx, auth.tenantId, ids);
  },
};
