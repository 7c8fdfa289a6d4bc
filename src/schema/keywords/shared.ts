// The `shared` keyword (issue 12, shared records; docs/schema-engine.md "Shared records"): a resource the
// platform administrator keeps once (its rows live in tenant 0) and every enterprise reads, alone
// (`platform`) or beside each enterprise's own rows (`platform+own`). This file holds the pure part: what
// the mode allows and the file check; the server half is src/server/resources/shared-records.ts, the row
// security is migration 012 (`guard_shared_table`). Pure: no I/O.
import type { ResourceFile, SharedMode } from '../resource-types.ts';
import type { FileCheck } from './keyword-checks.ts';
import { text } from '../schema-text.ts';

/** The role of the platform administrator (the server's ROLE_ADMIN; the schema may not import the server). */
export const PLATFORM_ROLE = 'admin';

/** The tenant whose rows are the platform's. */
export const PLATFORM_TENANT = 0;

/** What an enterprise is told when it tries to write a platform row. */
export const SHARED_WRITE_REFUSED = text('schema.shared.platformOnly');

/** The sharing modes, for the designer and the checks. */
export const SHARED_MODES: readonly SharedMode[] = Object.freeze(['platform', 'platform+own']);

/** Whether an enterprise may keep rows of its own in a resource of this mode (false: only the platform writes). */
export function ownRowsAllowed(mode: SharedMode | undefined): boolean {
  return mode !== 'platform';
}

/**
 * Whether a caller may write a record: the platform writer (the administrator acting for the platform)
 * writes the platform's rows; everyone else writes only rows that are not the platform's, and none at all
 * in a `platform` resource. Unshared resources: always (the tenant and the roles decide).
 */
export function mayWriteShared(mode: SharedMode | undefined, platformWriter: boolean, recordIsPlatform: boolean): boolean {
  if (!mode || platformWriter) return true;
  return ownRowsAllowed(mode) && !recordIsPlatform;
}

/**
 * The file check: a shared resource can be read by enterprises (a read role besides the administrator's,
 * and a list), its platform rows can be written (the administrator among the write roles), and a
 * `platform` resource gives write buttons to nobody else (they would only ever answer 403).
 */
export const checkShared: FileCheck = (ctx) => {
  const r: ResourceFile = ctx.resource;
  const mode = r.shared;
  if (!mode) return;
  const { read, write } = r.permissions;
  if (!read.some((role) => role !== PLATFORM_ROLE)) {
    ctx.add('/permissions/read', text('schema.check.shared.read', { mode, role: PLATFORM_ROLE }));
  }
  if (!r.actions.includes('list') && !r.actions.includes('pure')) {
    ctx.add('/actions', text('schema.check.shared.list', { mode }));
  }
  if (!write.includes(PLATFORM_ROLE)) {
    ctx.add('/permissions/write', text('schema.check.shared.write', { mode, role: PLATFORM_ROLE }));
  }
  if (mode === 'platform') {
    const others = write.filter((role) => role !== PLATFORM_ROLE);
    if (others.length) {
      ctx.add('/permissions/write', text('schema.check.shared.platformOnly', { role: PLATFORM_ROLE, others: others.map((o) => `'${o}'`).join(', ') }));
    }
  } else if (!write.some((role) => role !== PLATFORM_ROLE)) {
    ctx.add('/permissions/write', text('schema.check.shared.ownWrite'));
  }
};
