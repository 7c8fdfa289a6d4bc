// 会签 of 动土 and 断路 (GB 30871 Annex A, issue 16 item 2): the departments the enterprise names (water, power,
// steam, process, equipment, fire, safety...) each countersign the permit, in any order, after 所在单位 and before
// 审批部门. The enterprise names the departments and, for each, the staff who may sign (permit_config.countersign);
// the permit keeps the departments in force at its submission on its 会签 slot (`departments`), as it keeps the
// slots. A slot with departments is signed department by department (`countersignStep`); it is complete, and the
// approval moves on, when every department signed. See docs/permits.md "Countersigned by departments".

import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { PermitKind } from './permit-kinds.ts';

/** The kinds countersigned by departments, and the key of their 会签 slot (approval-slots.ts). */
export const COUNTERSIGN_KINDS = ['DONG_TU', 'DUAN_LU'] as const;
export type CountersignKind = (typeof COUNTERSIGN_KINDS)[number];
export const COUNTERSIGN_SLOT_KEY = 'huiQian';

/** The departments offered by default (GB 30871 Annex A: 水、电、汽、工艺、设备、消防、安全). */
export const DEFAULT_COUNTERSIGN_DEPARTMENTS: readonly string[] = Object.freeze(['供水', '供电', '供汽', '工艺', '设备', '消防', '安全']);

/** At most this many departments per kind, and signers per department. */
export const MAX_COUNTERSIGN_DEPARTMENTS = 20;
export const MAX_COUNTERSIGN_SIGNERS = 50;

export const isCountersignKind = (k: string): k is CountersignKind => (COUNTERSIGN_KINDS as readonly string[]).includes(k);

/** One department of the enterprise's configuration: its name and the staff ids who may sign for it. */
export interface CountersignDepartment {
  name: string;
  signers: readonly number[];
}
export type CountersignConfig = Partial<Record<CountersignKind, readonly CountersignDepartment[]>>;

/** A department on a submitted permit: who may sign (staff ids as text, with names) and, once signed, the signature. */
export interface CountersignEntry {
  name: string;
  signers: readonly string[];
  signerNames?: readonly string[];
  /** The account that signed, its staff id and name, when, and the opinion. */
  signer?: string;
  staffId?: string;
  signerName?: string;
  at?: Date | string;
  opinion?: string;
  /** The site proof of the countersign (permit-site-signing.ts): the signature drawn on the phone, position, photos. */
  signatureId?: number;
  positionId?: number;
  distanceM?: number | null;
  limitM?: number;
  tooFar?: boolean;
  photoIds?: number[];
}

/** A problem of a configuration: the field (`DONG_TU[1].signers`) and the reason. */
export interface CountersignProblem {
  field: string;
  reason: Text;
}

const kindName = (k: CountersignKind) => (k === 'DONG_TU' ? '动土作业' : '断路作业');

/**
 * The first problem of a configuration, or null: a department without a name, named twice, without a signer, or
 * naming a person who is not a staff member of the enterprise (`knownStaff`), or too many.
 */
export function countersignConfigProblem(config: CountersignConfig, knownStaff: ReadonlySet<number>): CountersignProblem | null {
  for (const kind of COUNTERSIGN_KINDS) {
    const list = config[kind];
    if (!list) continue;
    if (list.length > MAX_COUNTERSIGN_DEPARTMENTS) {
      return { field: kind, reason: text('rules.countersign.tooMany', { kind: kindName(kind), max: MAX_COUNTERSIGN_DEPARTMENTS }) };
    }
    const seen = new Set<string>();
    for (const [i, d] of list.entries()) {
      const name = d.name.trim();
      const at = `${kind}[${i}]`;
      if (!name) return { field: `${at}.name`, reason: text('rules.countersign.noName', { kind: kindName(kind), row: i + 1 }) };
      if (seen.has(name)) return { field: `${at}.name`, reason: text('rules.countersign.duplicate', { kind: kindName(kind), department: name }) };
      seen.add(name);
      if (d.signers.length === 0) return { field: `${at}.signers`, reason: text('rules.countersign.noSigner', { kind: kindName(kind), department: name }) };
      if (d.signers.length > MAX_COUNTERSIGN_SIGNERS) {
        return { field: `${at}.signers`, reason: text('rules.countersign.tooManySigners', { department: name, max: MAX_COUNTERSIGN_SIGNERS }) };
      }
      const unknown = d.signers.find((s) => !knownStaff.has(s));
      if (unknown !== undefined) return { field: `${at}.signers`, reason: text('rules.countersign.unknownSigner', { department: name, id: unknown }) };
      if (new Set(d.signers).size !== d.signers.length) {
        return { field: `${at}.signers`, reason: text('rules.countersign.signerTwice', { department: name }) };
      }
    }
  }
  return null;
}

/** The configuration with names trimmed and kinds without departments left out (what is stored). */
export function normalizedCountersign(config: CountersignConfig): CountersignConfig {
  const out: Partial<Record<CountersignKind, CountersignDepartment[]>> = {};
  for (const kind of COUNTERSIGN_KINDS) {
    const list = config[kind];
    if (list && list.length > 0) out[kind] = list.map((d) => ({ name: d.name.trim(), signers: [...d.signers] }));
  }
  return out;
}

/** The names of the departments not signed yet, in the configured order. */
export function missingDepartments(entries: readonly CountersignEntry[]): string[] {
  return entries.filter((e) => !e.signer).map((e) => e.name);
}

/** The refusal of an approval of the 会签 slot (or anything past it) while departments are missing, else null. */
export function countersignIncomplete(entries: readonly CountersignEntry[] | undefined): Text | null {
  if (!entries || entries.length === 0) return null;
  const missing = missingDepartments(entries);
  return missing.length ? text('rules.countersign.incomplete', { departments: missing.join('、') }) : null;
}

/** What the rule reads of the permit and the person who countersigns. */
export interface CountersignFacts {
  entries: readonly CountersignEntry[];
  /** The permit's applicant and submitter (account ids): they never countersign their own application. */
  applicant: string | null;
  submittedBy: string | null;
  /** Account ids that signed another approve-phase slot of this submission. */
  otherSlotSigners: readonly string[];
  allowSameSigner: boolean;
}
export interface Countersigner {
  account: string;
  /** The person's staff id (sysuser.ren_yuan_id); null for an account without a staff record. */
  staffId: string | null;
}

/**
 * Null when `who` may countersign `department` now, else the reason: a department not on the permit, one signed
 * already, a person who is not one of its signers, the party of the permit, or a person who signed another
 * department or slot of it (unless the enterprise allows one person several slots).
 */
export function countersignRefusal(f: CountersignFacts, who: Countersigner, department: string): Text | null {
  const entry = f.entries.find((e) => e.name === department);
  if (!entry) return text('rules.countersign.notOnPermit', { department, departments: f.entries.map((e) => e.name).join('、') });
  if (entry.signer) return text('rules.countersign.signedAlready', { department, name: entry.signerName ?? '' });
  if (who.staffId === null || !entry.signers.includes(who.staffId)) {
    const names = entry.signerNames?.length ? entry.signerNames.join('、') : '';
    return text('rules.countersign.notSigner', { department, names });
  }
  if (f.applicant === who.account || f.submittedBy === who.account) return text('rules.countersign.ownApplication', { department });
  if (f.allowSameSigner) return null;
  const other = f.entries.find((e) => e.signer === who.account);
  if (other) return text('rules.countersign.twoDepartments', { department: other.name });
  if (f.otherSlotSigners.includes(who.account)) return text('rules.countersign.signedOtherSlot', { department });
  return null;
}

/** The departments `who` may countersign now (none refused by countersignRefusal), in order. */
export function signableDepartments(f: CountersignFacts, who: Countersigner): string[] {
  return f.entries.filter((e) => countersignRefusal(f, who, e.name) === null).map((e) => e.name);
}

/** The entries with `department` signed by `who` at `at`. */
export function withCountersign(
  entries: readonly CountersignEntry[],
  department: string,
  who: Countersigner & { name?: string },
  at: Date,
  opinion: string,
): CountersignEntry[] {
  return entries.map((e) =>
    e.name === department ? { ...e, signer: who.account, staffId: who.staffId ?? undefined, ...(who.name ? { signerName: who.name } : {}), at, opinion } : e,
  );
}

/** The departments of a kind as the permit keeps them at submission (the names of the signers resolved by the caller). */
export function countersignEntries(
  config: CountersignConfig,
  kind: PermitKind,
  staffNames: ReadonlyMap<number, string>,
): CountersignEntry[] {
  if (!isCountersignKind(kind)) return [];
  return (config[kind] ?? []).map((d) => ({
    name: d.name,
    signers: d.signers.map(String),
    signerNames: d.signers.map((s) => staffNames.get(s) ?? String(s)),
  }));
}

/** The slots with `proof` (its non-empty members) on the entry `department` of slot `index`; the rest unchanged. */
export function withDepartmentProof<S extends { departments?: readonly CountersignEntry[] }>(
  slots: readonly S[],
  index: number,
  department: string,
  proof: object,
): S[] {
  const kept = Object.fromEntries(Object.entries(proof).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
  return slots.map((s, i) =>
    i === index && s.departments ? { ...s, departments: s.departments.map((d) => (d.name === department ? { ...d, ...kept } : d)) } : s,
  );
}
