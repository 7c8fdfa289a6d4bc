// A confined space's entry and exit record checked against the location tags (issue 23 item 2; GB 30871-2022 6.8 c:
// the people entering and leaving a confined space are recorded). Pure: the caller gives the permit's record, the
// tags seen lately with whether each lies in the permit's site (the location area its 作业地点 names, as for the
// guardian rule), the permit's workers and its guardian. People are matched by name, as the permit names them.

export type EntryDirection = 'in' | 'out';

/** One line of the record: a person going in or coming out at a time (epoch ms). */
export interface EntryRecord {
  person: string;
  direction: EntryDirection;
  at: number;
}

/** A tag seen lately (within the presence window), of a named person, and whether it lies in the permit's site. */
export interface SiteTag {
  person: string;
  tagCode: string;
  inSite: boolean;
}

/**
 * What the record and the tags disagree on, per person:
 * - `unrecorded`: the tag is in the site but the record does not have the person inside;
 * - `absent`: the record has the person inside but the tag is elsewhere (`tagCode` given) or not seen (`tagCode` null).
 */
export type ConfinedMismatch = { person: string; kind: 'unrecorded'; tagCode: string } | { person: string; kind: 'absent'; tagCode: string | null };

const nameOf = (s: string) => s.trim();

/** The people the record has inside: those whose last line (by time, then order) is an entry. Sorted by name. */
export function recordedInside(records: readonly EntryRecord[]): string[] {
  const last = new Map<string, EntryDirection>();
  const ordered = records.map((r, i) => [r, i] as const).sort(([a, i], [b, j]) => a.at - b.at || i - j);
  for (const [r] of ordered) last.set(nameOf(r.person), r.direction);
  return [...last].filter(([, d]) => d === 'in').map(([p]) => p).sort((a, b) => a.localeCompare(b));
}

/** Whether a line may be added: an entry of someone not inside, an exit of someone inside. */
export function entryAllowed(inside: readonly string[], person: string, direction: EntryDirection): boolean {
  return inside.includes(nameOf(person)) === (direction === 'out');
}

export interface ConfinedCheck {
  /** The people the record has inside (recordedInside). */
  inside: readonly string[];
  /** The tags seen lately, each of a named person. */
  tags: readonly SiteTag[];
  /**
   * The permit's workers (作业人): only they count as `unrecorded` when their tag is in the site, since the site is a
   * whole location area that others cross; empty for everyone seen in the site.
   */
  workers: readonly string[];
  /** The guardian (监护人) stays at the entrance, in the site, and never counts as unrecorded. */
  guardian: string | null;
}

/** The record checked against the tags: each person the two disagree on, once, sorted by name. */
export function confinedMismatches(c: ConfinedCheck): ConfinedMismatch[] {
  const inside = new Set(c.inside.map(nameOf));
  const workers = new Set(c.workers.map(nameOf).filter(Boolean));
  const guardian = c.guardian ? nameOf(c.guardian) : null;
  const byPerson = new Map<string, SiteTag>();
  for (const t of c.tags) {
    const p = nameOf(t.person);
    // A person seen twice (two tags of one name): in the site if either tag is.
    if (!byPerson.get(p)?.inSite) byPerson.set(p, { ...t, person: p });
  }
  const out: ConfinedMismatch[] = [];
  for (const [person, t] of byPerson) {
    if (!t.inSite || inside.has(person) || person === guardian) continue;
    if (workers.size && !workers.has(person)) continue;
    out.push({ person, kind: 'unrecorded', tagCode: t.tagCode });
  }
  for (const person of inside) {
    const t = byPerson.get(person);
    if (!t) out.push({ person, kind: 'absent', tagCode: null });
    else if (!t.inSite) out.push({ person, kind: 'absent', tagCode: t.tagCode });
  }
  return out.sort((a, b) => a.person.localeCompare(b.person) || a.kind.localeCompare(b.kind));
}
