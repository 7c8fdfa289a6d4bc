// What the checks of an enterprise's design know beyond the file (src/schema/designed-file-check.ts): the
// registry, and what the enterprise may refer to — the platform entities staff and department, and the
// resources of the modules it has (read from its enterprise record, in its own transaction).
import type { DesignEnv } from '../../schema/designed-file-check.ts';
import { refTargetsFor } from '../../schema/ref-targets.ts';
import type { Say } from '../../schema/schema-text.ts';
import type { Queryable } from '../db/db.ts';
import { resourceRegistry } from '../resources/registry.ts';

/** The modules an enterprise has (none when it has no enterprise record). */
export async function tenantModules(tx: Queryable, tenantId: number): Promise<Set<string>> {
  const rows = await tx.query<{ modules: string[] | null }>('select have_model as modules from qyxx where tenant_id = $1', [tenantId]);
  return new Set(rows[0]?.modules ?? []);
}

/** The design environment of an enterprise; `say` renders the targets' words (a boolean filter's 是/否) in the reader's language. */
export async function designEnv(tx: Queryable, tenantId: number, say?: Say): Promise<DesignEnv> {
  const registry = resourceRegistry().all;
  return { registry, refTargets: refTargetsFor(registry, await tenantModules(tx, tenantId), say) };
}
