// The server halves of the engine's keywords (issue 12), run by every path that reads or writes resource
// records (the generic routes, the import, the designer's one-record writes): each keyword's file under
// src/server/resources/ exports one RecordHook, listed in RECORD_HOOKS in the order they run. A hook that
// refuses throws an AppError (400 naming the field, 409 naming who refers); everything runs inside the
// caller's tenant transaction, so a refusal after a write rolls the whole request back.
import type { AuthContext } from '../plugins/auth.ts';
import { computeHook } from './compute-hook.ts';
import { refHook } from './ref-hook.ts';
import { authorLabelsHook } from './author-labels-hook.ts';
import type { ResourceScope } from './resource-context.ts';
import { sharedRecordsHook } from './shared-records.ts';
import { treeRecordHook } from './tree-hook.ts';
// Geometry fields lie inside the enterprise's plant plan (src/server/map).
import { geometryHook } from '../map/geometry-hook.ts';
// A keyword's hook may call the pipeline below for records of its own (children do): such a file is imported
// only from here, so that this list is built after it.
import { childrenHook } from './children-hook.ts';
// One record per contractor person: deleting the profile deletes the person (text-refs/contractor-people.ts).
import { contractorPersonHook } from '../text-refs/contractor-person-hook.ts';
// The workflow: a created record starts in the initial state; the generic update may not change the state.
import { workflowHook } from '../workflow/workflow-hook.ts';
// Plans refuse a rule that can never fire; generated tasks leave the inbox when deleted (src/server/schedules).
import { scheduleHook } from '../schedules/schedule-hook.ts';
// The module's own server rules its file names in `hooks` (module-hooks.ts), after every keyword's.
import { moduleHooksHook } from './module-hooks.ts';

/** One write of one record. */
export interface RecordWrite {
  readonly s: ResourceScope;
  readonly auth: AuthContext;
  /** The request's payload as sent (after the hooks' own keys were taken out, see `payloadKeys`). */
  readonly body: Readonly<Record<string, unknown>>;
  /** What the hooks took out of the payload, by key (children rows, for instance). */
  readonly taken: Readonly<Record<string, unknown>>;
  /** The record's id; null while it is being created (set once inserted, before `saved`). */
  id: number | null;
  /** Shared by the hooks over one request (an import writes many records): caches, batches. */
  readonly cache: Map<string, unknown>;
}

/** Where records are answered: the hooks may add what the answer needs (labels, children). */
export type AnswerMode = 'list' | 'detail' | 'export';

export interface RecordHook {
  /** For logs and tests. */
  readonly name: string;
  /** Payload keys this hook takes (they are not form properties, e.g. children's keys); taken before validation. */
  payloadKeys?(s: ResourceScope): readonly string[];
  /** Before validation: may change the values (a computed field is recomputed, never trusted). */
  prepare?(w: RecordWrite, values: Record<string, unknown>): void | Promise<void>;
  /** After validation, before the write: may refuse (a reference to a record that does not exist). */
  check?(w: RecordWrite, values: Record<string, unknown>): Promise<void>;
  /** After the record is written (w.id set): writes what goes with it (reference edges, children). */
  saved?(w: RecordWrite, values: Record<string, unknown>): Promise<void>;
  /** `saved` for many records created together (the schedule's batches): same effect, fewer statements. */
  savedMany?(writes: readonly { w: RecordWrite; values: Record<string, unknown> }[]): Promise<void>;
  /** Before records are deleted: may refuse (409) or clear and cascade. */
  deleting?(s: ResourceScope, auth: AuthContext, ids: readonly number[]): Promise<void>;
  /** After records are deleted. */
  deleted?(s: ResourceScope, auth: AuthContext, ids: readonly number[]): Promise<void>;
  /** Adds what an answer needs to records about to be sent (they are the API's flat records). */
  answer?(s: ResourceScope, auth: AuthContext, records: Record<string, unknown>[], mode: AnswerMode): Promise<void>;
}

/** The hooks in the order they run. Each keyword appends its hook here. */
// The tree's hook before the reference's: its refusals name the tree (a cycle, a node with children). The
// authors' names after the references' labels (which replace refLabels).
export const RECORD_HOOKS: readonly RecordHook[] = [sharedRecordsHook, computeHook, treeRecordHook, geometryHook, refHook, authorLabelsHook, childrenHook, contractorPersonHook, workflowHook, scheduleHook, moduleHooksHook];

/** A write context for one record; `cache` may be shared by the writes of one request. */
export function recordWrite(s: ResourceScope, auth: AuthContext, body: unknown, id: number | null, cache = new Map<string, unknown>()): RecordWrite {
  const all = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const takenKeys = new Set(RECORD_HOOKS.flatMap((h) => h.payloadKeys?.(s) ?? []));
  const rest: Record<string, unknown> = {};
  const taken: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(all)) (takenKeys.has(k) ? taken : rest)[k] = v;
  return { s, auth, body: rest, taken, id, cache };
}

export async function prepareRecord(w: RecordWrite, values: Record<string, unknown>): Promise<void> {
  for (const h of RECORD_HOOKS) await h.prepare?.(w, values);
}

export async function checkRecord(w: RecordWrite, values: Record<string, unknown>): Promise<void> {
  for (const h of RECORD_HOOKS) await h.check?.(w, values);
}

export async function recordSaved(w: RecordWrite, values: Record<string, unknown>): Promise<void> {
  if (w.id === null) throw new Error('recordSaved before the record has an id');
  for (const h of RECORD_HOOKS) await h.saved?.(w, values);
}

/**
 * `recordSaved` for records created together (each with its id): the hooks with `savedMany` once over them all,
 * then record by record the other hooks in their order, and `then` (what the caller does after each record is
 * saved), so that what one record's steps write stays in the order one at a time would write it.
 */
export async function recordsSaved<T extends { w: RecordWrite; values: Record<string, unknown> }>(writes: readonly T[], then?: (x: T) => Promise<void>): Promise<void> {
  if (writes.some((x) => x.w.id === null)) throw new Error('recordsSaved before the records have ids');
  for (const h of RECORD_HOOKS) if (h.savedMany) await h.savedMany(writes);
  for (const x of writes) {
    for (const h of RECORD_HOOKS) if (!h.savedMany) await h.saved?.(x.w, x.values);
    await then?.(x);
  }
}

export async function deletingRecords(s: ResourceScope, auth: AuthContext, ids: readonly number[]): Promise<void> {
  for (const h of RECORD_HOOKS) await h.deleting?.(s, auth, ids);
}

export async function recordsDeleted(s: ResourceScope, auth: AuthContext, ids: readonly number[]): Promise<void> {
  for (const h of RECORD_HOOKS) await h.deleted?.(s, auth, ids);
}

export async function answerRecords<T extends Record<string, unknown>>(s: ResourceScope, auth: AuthContext, records: T[], mode: AnswerMode): Promise<T[]> {
  for (const h of RECORD_HOOKS) await h.answer?.(s, auth, records, mode);
  return records;
}
