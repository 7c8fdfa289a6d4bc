// Module hooks (docs/schema-engine.md "Module hooks"): a module's server rules that are more than an expression
// (a stock balance that may never go negative, a roster without overlapping shifts, an exam's score) are record
// hooks its server code registers by name, `<module>.<name>`, and a resource file names them in `hooks`. One
// dispatcher in RECORD_HOOKS runs the named hooks of the record's file, in the file's order, on every path that
// writes records (the generic routes, the import, the designer's one-record writes), inside the request's tenant
// transaction. The names come from the registry's file, never from an enterprise's overlay: a rule of the
// module cannot be edited away by the schema editor.
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { RecordHook } from './record-hooks.ts';
import { resourceRegistry } from './registry.ts';
import { healthHooks } from '../health/record-hooks.ts';
import { zbglHooks } from '../zbgl/record-hooks.ts';
import { cbsHooks } from '../cbs/record-hooks.ts';
import { wdkHooks } from '../wdk/record-hooks.ts';
import { wlsyHooks } from '../wlsy/record-hooks.ts';
import { zdwhpHooks } from '../zdwhp/record-hooks.ts';
import { yhpcHooks } from '../yhpc/record-hooks.ts';
import { fxfjgkHooks } from '../fxfjgk/record-hooks.ts';
import { xjxcHooks } from '../xjxc/record-hooks.ts';
import { jypxHooks } from '../jypx/record-hooks.ts';
import { fgcxHooks } from '../fgcx/record-hooks.ts';
import { zdjxHooks } from '../zdjx/record-hooks.ts';
import { tszyHooks } from '../tszy/record-hooks.ts';
import { qingDanHooks } from '../qing-dan/record-hooks.ts';
import { rydwHooks } from '../rydw/record-hooks.ts';
import { spjkHooks } from '../spjk/record-hooks.ts';
import { gyaqHooks } from '../gyaq/record-hooks.ts';
import { enterpriseHooks } from '../enterprise/record-hooks.ts';

/** A module's hooks by name (without the module prefix): what `src/server/<module>/record-hooks.ts` exports. */
export type ModuleHookSet = { readonly module: string; readonly hooks: Readonly<Record<string, RecordHook>> };

/**
 * Every module's hook set. A module adds one line here: `import { xHooks } from '../<module>/record-hooks.ts'`
 * and `xHooks` in the list.
 */
const MODULE_HOOK_SETS: readonly ModuleHookSet[] = [
  healthHooks,
  zbglHooks,
  cbsHooks,
  wdkHooks,
  wlsyHooks,
  zdwhpHooks,
  yhpcHooks,
  fxfjgkHooks,
  xjxcHooks,
  jypxHooks,
  fgcxHooks,
  zdjxHooks,
  tszyHooks,
  qingDanHooks,
  rydwHooks,
  spjkHooks,
  gyaqHooks,
  enterpriseHooks,
];

/** The registered hooks by full name, `<module>.<name>`. */
export function hookTable(sets: readonly ModuleHookSet[]): ReadonlyMap<string, RecordHook> {
  const table = new Map<string, RecordHook>();
  for (const set of sets) {
    for (const [name, hook] of Object.entries(set.hooks)) {
      const full = `${set.module}.${name}`;
      if (table.has(full)) throw new Error(`module hook '${full}' is registered twice`);
      table.set(full, hook);
    }
  }
  return table;
}

const REGISTERED = hookTable(MODULE_HOOK_SETS);

/** The problems of the files' `hooks` (a name no module registers), each naming the file's key and pointer. */
export function moduleHookProblems(files: readonly ResourceFile[], table: ReadonlyMap<string, RecordHook> = REGISTERED): string[] {
  return files.flatMap((r) =>
    (r.hooks ?? []).flatMap((name, i) => (table.has(name) ? [] : [`${r.key}: /hooks/${i}: no module hook '${name}' is registered on the server`])),
  );
}

/** Throws naming every unregistered hook; the server checks this when it starts. */
export function checkModuleHooks(files: readonly ResourceFile[], table: ReadonlyMap<string, RecordHook> = REGISTERED): void {
  const problems = moduleHookProblems(files, table);
  if (problems.length) throw new Error(`Invalid resource files:\n${problems.join('\n')}`);
}

/**
 * The one RecordHook that runs the named hooks of each record's file. `filesHooks` answers a resource key's hook
 * names as its registry file says (tests give their own); `table` the registered hooks.
 */
export function moduleHooksDispatcher(
  table: ReadonlyMap<string, RecordHook> = REGISTERED,
  filesHooks: (key: string) => readonly string[] = (key) => resourceRegistry().byKey.get(key)?.hooks ?? [],
): RecordHook {
  const of = (key: string): RecordHook[] => filesHooks(key).map((name) => {
    const hook = table.get(name);
    if (!hook) throw new Error(`module hook '${name}' of '${key}' is not registered`);
    return hook;
  });
  return {
    name: 'module-hooks',
    payloadKeys: (s) => of(s.c.resource.key).flatMap((h) => h.payloadKeys?.(s) ?? []),
    async prepare(w, values) {
      for (const h of of(w.s.c.resource.key)) await h.prepare?.(w, values);
    },
    async check(w, values) {
      for (const h of of(w.s.c.resource.key)) await h.check?.(w, values);
    },
    async saved(w, values) {
      for (const h of of(w.s.c.resource.key)) await h.saved?.(w, values);
    },
    async deleting(s, auth, ids) {
      for (const h of of(s.c.resource.key)) await h.deleting?.(s, auth, ids);
    },
    async deleted(s, auth, ids) {
      for (const h of of(s.c.resource.key)) await h.deleted?.(s, auth, ids);
    },
    async answer(s, auth, records, mode) {
      for (const h of of(s.c.resource.key)) await h.answer?.(s, auth, records, mode);
    },
  };
}

/** The dispatcher over the registered hooks and the registry's files (RECORD_HOOKS' last entry). */
export const moduleHooksHook: RecordHook = moduleHooksDispatcher();
