import { describe, expect, it } from 'vitest';
import type { RecordHook, RecordWrite } from '../../src/server/resources/record-hooks.ts';
import type { ResourceScope } from '../../src/server/resources/resource-context.ts';
import { checkModuleHooks, hookTable, moduleHookProblems, moduleHooksDispatcher } from '../../src/server/resources/module-hooks.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import type { AuthContext } from '../../src/server/plugins/auth.ts';

const scopeOf = (key: string) => ({ tx: {}, c: { resource: { key } }, merged: {} }) as unknown as ResourceScope;
const writeOf = (key: string): RecordWrite => ({ s: scopeOf(key), auth: {} as AuthContext, body: {}, taken: {}, id: null, cache: new Map() });

describe('module hooks', () => {
  const calls: string[] = [];
  const stock: RecordHook = {
    name: 'stock',
    payloadKeys: () => ['lines'],
    prepare: (_w, v) => {
      calls.push('stock.prepare');
      v.balance = Number(v.quantity ?? 0) * 2;
    },
    check: async (_w, v) => {
      calls.push('stock.check');
      if (Number(v.balance) < 0) throw new Error('库存不足');
    },
  };
  const audit: RecordHook = { name: 'audit', prepare: () => void calls.push('audit.prepare'), deleted: async (_s, _a, ids) => void calls.push(`audit.deleted ${ids.join(',')}`) };
  const table = hookTable([{ module: 'wlsy', hooks: { stock, audit } }]);

  it('names each hook <module>.<name> and refuses a name registered twice', () => {
    expect([...table.keys()]).toEqual(['wlsy.stock', 'wlsy.audit']);
    expect(() => hookTable([{ module: 'wlsy', hooks: { stock } }, { module: 'wlsy', hooks: { stock: audit } }])).toThrow("module hook 'wlsy.stock' is registered twice");
  });

  it('runs the file’s hooks in its order, and none for a resource that names none', async () => {
    const named: Record<string, string[]> = { issue: ['wlsy.audit', 'wlsy.stock'], other: [] };
    const hook = moduleHooksDispatcher(table, (k) => named[k] ?? []);
    calls.length = 0;
    const values: Record<string, unknown> = { quantity: 3 };
    await hook.prepare?.(writeOf('issue'), values);
    await hook.check?.(writeOf('issue'), values);
    expect(calls).toEqual(['audit.prepare', 'stock.prepare', 'stock.check']);
    expect(values.balance).toBe(6);
    expect(hook.payloadKeys?.(scopeOf('issue'))).toEqual(['lines']);
    await hook.deleted?.(scopeOf('issue'), {} as AuthContext, [4, 5]);
    expect(calls.at(-1)).toBe('audit.deleted 4,5');
    calls.length = 0;
    await hook.prepare?.(writeOf('other'), values);
    expect(calls).toEqual([]);
    await expect(hook.check?.(writeOf('issue'), { balance: -2 })).rejects.toThrow('库存不足');
  });

  it('refuses at start a file naming a hook that no module registers, naming the pointer', () => {
    const files = [{ key: 'issue', hooks: ['wlsy.stock', 'wlsy.nope'] }, { key: 'plain' }] as unknown as ResourceFile[];
    expect(moduleHookProblems(files, table)).toEqual(["issue: /hooks/1: no module hook 'wlsy.nope' is registered on the server"]);
    expect(() => checkModuleHooks(files, table)).toThrow(/issue: \/hooks\/1/);
    expect(() => checkModuleHooks([files[1]], table)).not.toThrow();
  });

  it('takes names of the form <module>.<name> in the meta-schema', () => {
    const base = { key: 'x', title: 'x', module: null, endpoint: '/u-basic/x', actions: ['list'], permissions: { read: ['qyUser'], write: ['qyUser'] }, form: { type: 'object', properties: { name: { type: 'string', title: '名称' } } }, list: { columns: [{ field: 'name' }] } };
    expect(checkResourceFile({ ...base, hooks: ['wlsy.stockBalance'] }).ok).toBe(true);
    for (const hooks of [['stockBalance'], ['Wlsy.x'], ['wlsy.a', 'wlsy.a'], []]) expect(checkResourceFile({ ...base, hooks }).ok, JSON.stringify(hooks)).toBe(false);
  });

  it('every shipped file names only registered hooks', async () => {
    const { resourceRegistry } = await import('../../src/server/resources/registry.ts');
    expect(moduleHookProblems(resourceRegistry().all)).toEqual([]);
  });
});
