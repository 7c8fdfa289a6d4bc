// 隐患排查's server rules (docs/hidden-danger.md), named by the hidden danger's file as `yhpc.hiddenDanger`: the
// rules of src/domain/yhpc-hidden-danger-rules.ts over the values about to be saved and the record as stored
// (a changed deadline in the past, a case of the major-danger criteria registered as 一般, a major hidden danger
// without its plan, a second extension), and the dates the closed loop stamps. Runs on every write: the generic
// create and update, the workflow's transitions, registerHiddenDanger.
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordWrite } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { badRequest, fieldProblem } from '../http/app-error.ts';
import { hiddenDangerProblems, stampHiddenDanger } from '../../domain/yhpc-hidden-danger-rules.ts';
import { sitesToday } from './sites-today.ts';

type Values = Record<string, unknown>;

/** The record as stored before this write (null while creating), read once per write. */
async function storedOf(w: RecordWrite): Promise<Values | null> {
  if (w.id === null) return null;
  const key = `yhpc.stored:${w.s.c.resource.key}:${w.id}`;
  if (w.cache.has(key)) return w.cache.get(key) as Values | null;
  const rows = await w.s.tx.query<{ data: Values }>(`select data from ${tableName(w.s.c.resource.key)} where tenant_id = $1 and id = $2`, [w.auth.tenantId, w.id]);
  const stored = rows[0]?.data ?? null;
  w.cache.set(key, stored);
  return stored;
}

export const yhpcHooks: ModuleHookSet = {
  module: 'yhpc',
  hooks: {
    hiddenDanger: {
      name: 'yhpc.hiddenDanger',
      async prepare(w, values) {
        stampHiddenDanger(values, await storedOf(w), sitesToday());
      },
      async check(w, values) {
        const problems = hiddenDangerProblems(values, await storedOf(w), sitesToday());
        const first = problems[0];
        if (first) throw badRequest(first.message, problems.map((p) => fieldProblem(p.field, p.message)));
      },
    },
  },
};
