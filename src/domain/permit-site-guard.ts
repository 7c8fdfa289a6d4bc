// The guardian's work at the site of a permit in progress (issue 16 item 8; docs/permits.md "The guardian at the
// site"): confirming the 作业中 and 作业结束 safety measures, each with its time, and, for a 受限空间 permit, the record of
// the people entering and leaving the space (GB 30871—2022 6.8 c: the guardian registers who goes in and counts them
// out; nobody may be left inside). Pure: who may act, when, which line or confirmation is refused and why, who is
// inside, and the refusal of the acceptance while someone is. The server (site-guard-routes.ts) and the pages read it.
import { localMinute } from './deadline-time.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { PermitKind } from './permit-kinds.ts';
import { stateText, type PermitState } from './permit-lifecycle.ts';
import { confirmerRoleRefusal, type ConfirmRole, type ConfirmRoleFacts, type Confirmer, type MeasurePhase, type PermitMeasure } from './permit-measures.ts';
import { recordedInside, type EntryDirection, type EntryRecord } from './rydw-confined-entry.ts';

/** A time given by a phone may be this much ahead of the server's clock. */
export const GUARD_FUTURE_SKEW_MS = 60_000;

/** A refusal: the HTTP status, the field it names (none for the permit as a whole) and the reason. */
export interface GuardRefusal {
  status: 400 | 403 | 409;
  field: string | null;
  reason: Text;
}

const refuse = (status: GuardRefusal['status'], field: string | null, reason: Text): GuardRefusal => ({ status, field, reason });
const nameOf = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : '');

/** The people of the permit the rule reads: its 监护人 and its 作业负责人, by name as the form names them. */
export interface GuardPeople {
  guardian: string | null;
  leader: string | null;
}

/**
 * Why the caller (`me`: the signed-in person's staff name, null without a staff record) may not act as the guardian:
 * only the permit's 监护人 may, and its 作业负责人 too when the enterprise allows it (`leaderMayGuard`). A permit naming
 * no guardian has nobody to act (409); anyone else is refused (403), the message naming who may.
 */
export function guardActorRefusal(people: GuardPeople, me: string | null, leaderMayGuard: boolean): GuardRefusal | null {
  const guardian = nameOf(people.guardian);
  const leader = leaderMayGuard ? nameOf(people.leader) : '';
  const mine = nameOf(me);
  if (mine && ((guardian && mine === guardian) || (leader && mine === leader))) return null;
  if (!guardian && !leader) return refuse(409, null, text('permits.guard.noGuardian'));
  if (leader && guardian) return refuse(403, null, text('permits.guard.notGuardianOrLeader', { guardian, leader }));
  return refuse(403, null, text('permits.guard.notGuardian', { guardian: guardian || leader }));
}

/**
 * Why the caller may not confirm measure number `index` (0-based) at the site. A measure whose template names who
 * confirms it (`role`, its confirmRole) is open to the holders of that role on the permit (`facts`, read by the server),
 * whether or not they guard: anyone else is refused (409 at `index`, naming the measure, the role and the person). A
 * measure of no role is the guardian's, as every other site action (guardActorRefusal: the 作业负责人 too when
 * `leaderMayGuard`). `who`: the caller's staff record and its name; without a staff record, the account's name, which
 * a role may match by name (as a typed 确认人 is) but never makes them the guardian.
 */
export function measureActorRefusal(
  m: PermitMeasure | undefined,
  index: number,
  role: ConfirmRole | null,
  who: Confirmer,
  facts: ConfirmRoleFacts,
  people: GuardPeople,
  leaderMayGuard: boolean,
): GuardRefusal | null {
  if (m && role) {
    const wrong = confirmerRoleRefusal(m, index, role, who, facts);
    return wrong ? refuse(409, 'index', wrong) : null;
  }
  return guardActorRefusal(people, who.staffId === null ? null : who.name, leaderMayGuard);
}

/** Only a permit in progress (作业中) takes the guardian's confirmations and lines. */
export function guardStateRefusal(state: PermitState, number: string): GuardRefusal | null {
  return state === 'IN_PROGRESS' ? null : refuse(409, null, text('permits.guard.notInProgress', { number, state: stateText(state) }));
}

/**
 * Why a time given for a confirmation or a line (`field` names it) is refused: later than now (beyond the skew) or
 * before the work started.
 */
export function guardTimeRefusal(at: Date, now: Date, startedAt: Date | null, field = 'at'): GuardRefusal | null {
  if (Number.isNaN(at.getTime())) return refuse(400, field, text('permits.guard.badTime'));
  if (at.getTime() > now.getTime() + GUARD_FUTURE_SKEW_MS) return refuse(400, field, text('permits.guard.future', { now: localMinute(now) }));
  if (startedAt && at.getTime() < startedAt.getTime()) return refuse(400, field, text('permits.guard.beforeStart', { start: localMinute(startedAt) }));
  return null;
}

/** The measures the guardian confirms: involved, of the phases 作业中 and 作业结束 (作业前 ones were confirmed before submission). */
export function confirmedByGuardian(m: Pick<PermitMeasure, 'jieDuan' | 'sheJi'>): m is { jieDuan: Exclude<MeasurePhase, 'before'>; sheJi?: boolean } {
  return (m.jieDuan === 'during' || m.jieDuan === 'after') && m.sheJi !== false;
}

/** A measure's confirmation at the site, as stored. */
export interface MeasureCheck {
  index: number;
  byName: string;
  at: Date;
}

const shortMeasure = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/**
 * Why measure number `index` (0-based, of the form's 安全措施) may not be confirmed now: no such measure, a measure
 * marked 不涉及, a 作业前 one (confirmed before submission), or one already confirmed at the site (by whom, when).
 */
export function measureCheckRefusal(measures: readonly PermitMeasure[], index: number, checks: readonly MeasureCheck[]): GuardRefusal | null {
  const m = Number.isInteger(index) && index >= 0 ? measures[index] : undefined;
  if (!m) return refuse(400, 'index', text('permits.guard.noMeasure', { n: Number.isInteger(index) ? index + 1 : String(index) }));
  const label = { n: index + 1, measure: shortMeasure(nameOf(m.cuoShi)) };
  if (m.sheJi === false) return refuse(409, 'index', text('permits.guard.notInvolved', label));
  if (!confirmedByGuardian(m)) return refuse(409, 'index', text('permits.guard.beforeMeasure', label));
  const done = checks.find((c) => c.index === index);
  if (done) return refuse(409, 'index', text('permits.guard.alreadyConfirmed', { ...label, by: done.byName, at: localMinute(done.at) }));
  return null;
}

/** A line of the record with its stored order (ids grow with each line). */
export interface EntryLine extends EntryRecord {
  id?: number;
}

/**
 * Why a line (person going `direction` at `at`) may not be added to the record `lines` of a 受限空间 permit: another
 * kind has no record; a blank name; a time earlier than the person's last line; an entry of someone inside, an exit of
 * someone not inside (409 naming `person`).
 */
export function entryRefusal(kind: PermitKind, lines: readonly EntryLine[], person: string, direction: EntryDirection, at: Date): GuardRefusal | null {
  if (kind !== 'SHOU_XIAN') return refuse(409, null, text('permits.guard.notConfined'));
  const who = nameOf(person);
  if (!who) return refuse(400, 'person', text('permits.guard.noPerson'));
  const mine = lines.filter((l) => nameOf(l.person) === who);
  const last = mine.reduce<number | null>((max, l) => (max === null || l.at > max ? l.at : max), null);
  if (last !== null && at.getTime() < last) return refuse(400, 'at', text('permits.guard.beforeLast', { person: who, at: localMinute(new Date(last)) }));
  const inside = recordedInside(lines).includes(who);
  if (direction === 'in' && inside) return refuse(409, 'person', text('permits.guard.alreadyIn', { person: who }));
  if (direction === 'out' && !inside) return refuse(409, 'person', text('permits.guard.notIn', { person: who }));
  return null;
}

/** One stay in the space: who, when they went in, when they came out (null: still inside). */
export interface EntryStay {
  person: string;
  in: number;
  out: number | null;
}

/** The record as stays, in the order people went in (an exit closes the person's open stay). */
export function entryStays(lines: readonly EntryRecord[]): EntryStay[] {
  const ordered = lines.map((l, i) => [l, i] as const).sort(([a, i], [b, j]) => a.at - b.at || i - j);
  const stays: EntryStay[] = [];
  const open = new Map<string, EntryStay>();
  for (const [l] of ordered) {
    const who = nameOf(l.person);
    if (l.direction === 'in') {
      if (open.has(who)) continue;
      const stay: EntryStay = { person: who, in: l.at, out: null };
      stays.push(stay);
      open.set(who, stay);
    } else {
      const stay = open.get(who);
      if (!stay) continue;
      stay.out = l.at;
      open.delete(who);
    }
  }
  return stays;
}

/**
 * Why a 受限空间 permit may not be accepted (完工验收) with this record: someone is still recorded inside (6.8 c: the
 * guardian counts everyone out before the work ends), naming them; null for other kinds and an empty space.
 */
export function finishRefusal(kind: PermitKind, lines: readonly EntryRecord[]): Text | null {
  if (kind !== 'SHOU_XIAN') return null;
  const inside = recordedInside(lines);
  return inside.length ? text('permits.guard.peopleInside', { count: inside.length, names: inside.join('、') }) : null;
}
