// The guardian's writes on a permit's phone page as phoneSend requests (issue 16 item 8; docs/phone.md "Permits on
// the phone"): confirming a 作业中 / 作业结束 measure and recording a person entering or leaving a confined space, each
// an Idempotency-Key'd submission the outbox keeps without signal. The time is the moment the guardian acted (or the
// one typed), taken on the phone: a line sent later keeps when it happened. Pure.
import { phonePermitPath } from '../../../../domain/phone-paths.ts';
import type { EntryDirection } from '../../../../domain/rydw-confined-entry.ts';
import type { PhoneRequest } from '../../phone-send.ts';
import type { PermitRef } from './permit-phone-requests.ts';

const URL = '/tszy/zuoYePiao/siteGuard';

/** Confirms measure `index` of the form at `at` (ISO), with photos (file ids, `pending:` ones replaced by the outbox). */
export function guardMeasureRequest(p: PermitRef, index: number, at: string, label: string, photoIds: readonly string[] = []): PhoneRequest {
  const body: Record<string, unknown> = { id: p.id, index, at };
  if (photoIds.length) body.photoIds = [...photoIds];
  return { method: 'POST', url: `${URL}/measure`, body, label: `${p.number} ${label}`, page: phonePermitPath(p.id) };
}

/** Records `person` going in or out of the confined space at `at` (ISO). */
export function guardEntryRequest(p: PermitRef, person: string, direction: EntryDirection, at: string, label: string): PhoneRequest {
  return { method: 'POST', url: `${URL}/entry`, body: { id: p.id, person: person.trim(), direction, at }, label: `${p.number} ${label}`, page: phonePermitPath(p.id) };
}

/** The instant of a phone's `datetime-local` value (its own time zone), or now when it is empty or not a time. */
export function pickedInstant(local: string, now = new Date()): string {
  const d = local ? new Date(local) : now;
  return (Number.isNaN(d.getTime()) ? now : d).toISOString();
}
