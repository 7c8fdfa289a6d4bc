// The workflow's record hook (RECORD_HOOKS, src/server/resources/record-hooks.ts): a created record (the
// generic create, the import, the designer's one-record writes, children) starts in the workflow's initial
// state whatever the payload said; the generic update may not change the state (400 naming the field):
// only the transitions (transition.ts) move a record. A created record's first history step is written and
// its waiting rows set; deleted records wait for nobody.
import type { RecordHook, RecordWrite } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { fieldError } from '../http/app-error.ts';
import { fieldTitle } from '../../schema/resource-types.ts';
import { stateOf } from '../../schema/keywords/workflow.ts';
import { text } from '../../domain/i18n/text.ts';
import { writeHistory } from './history-store.ts';
import { clearWaiting, refreshWaiting } from './waiting-store.ts';
import { openApproval } from './approval-open.ts';
import { workflowConfig } from './config-store.ts';

/** Writes made by a transition (transition.ts): the state may change in them. */
const transitionWrites = new WeakSet<RecordWrite>();
/** Writes that create a record (their history and waiting rows are written once saved). */
const creating = new WeakSet<RecordWrite>();

/** Marks a write as a transition's, so that the hook lets it change the state. */
export function markTransition(w: RecordWrite): void {
  transitionWrites.add(w);
}

export const workflowHook: RecordHook = {
  name: 'workflow',
  async prepare(w, values) {
    const spec = w.s.c.resource.workflow;
    if (!spec || transitionWrites.has(w)) return;
    if (w.id === null) {
      values[spec.field] = spec.initial;
      creating.add(w);
      return;
    }
    if (!Object.hasOwn(w.body, spec.field)) return;
    const rows = await w.s.tx.query<{ state: string | null }>(`select data->>$3 as state from ${tableName(w.s.c.resource.key)} where tenant_id = $1 and id = $2`, [
      w.auth.tenantId,
      w.id,
      spec.field,
    ]);
    // A record older than its workflow (no state stored) is in the initial state.
    const stored = rows[0]?.state || spec.initial;
    if (rows.length && w.body[spec.field] !== stored) {
      throw fieldError(spec.field, text('workflow.error.stateReadOnly', { field: fieldTitle(w.s.c.resource, spec.field) }));
    }
  },
  async saved(w, values) {
    const spec = w.s.c.resource.workflow;
    if (!spec || !creating.has(w) || w.id === null) return;
    creating.delete(w);
    const { tenantId } = w.auth;
    const key = w.s.c.resource.key;
    await writeHistory(w.s.tx, tenantId, { resource: key, recordId: w.id, action: 'create', fromState: null, toState: spec.initial, actorId: w.auth.userId });
    const config = await workflowConfig(w.s.tx, tenantId, key);
    await refreshWaiting(w.s.tx, tenantId, w.s.c.resource, w.id, config);
    const initial = stateOf(spec, spec.initial);
    if (initial?.approval) {
      await openApproval(w.s.tx, { tenantId, resource: key, recordId: w.id, state: initial, record: values, submitterStaffId: w.auth.session.renYuanId ?? null, config });
    }
  },
  async deleted(s, auth, ids) {
    if (s.c.resource.workflow) await clearWaiting(s.tx, auth.tenantId, s.c.resource.key, ids);
  },
};
