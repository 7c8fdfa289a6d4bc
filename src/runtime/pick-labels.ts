// The names behind stored reference ids (fields with x-ref, and those whose component is PersonPicker or
// DepartmentPicker): asked of ResourceClient.labels in batches (every id a screen asks for in one tick goes
// in one call) and kept for a minute per client, so a list of 20 rows costs one call, not 20, and a page
// opened later sees renamed staff.
import { useContext, useEffect, useMemo, useState } from 'react';
import { refOf, refPickKind } from '../schema/keywords/ref-fields.ts';
import type { FieldSchema } from '../schema/resource-types.ts';
import { ResourceClientContext, type PickKind, type PickOption, type ResourceClient } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** How long a name is trusted. */
export const LABEL_TTL_MS = 60_000;

const UNKNOWN_IDS: Readonly<Record<string, 'runtime.pick.unknownPerson' | 'runtime.pick.unknownDepartment'>> = { person: 'runtime.pick.unknownPerson', department: 'runtime.pick.unknownDepartment' };

/**
 * The picker kind of a field: by its component (PersonPicker, DepartmentPicker), else, for a reference
 * (x-ref) of a resource's field, the field itself (`ref:<resource>.<field>`); else none.
 */
export function pickKindOf(f: FieldSchema | undefined, resourceKey?: string, field?: string): PickKind | undefined {
  const c = f?.['x-component'];
  if (c === 'PersonPicker') return 'person';
  if (c === 'DepartmentPicker') return 'department';
  if (resourceKey !== undefined && field !== undefined && refOf(f)) return refPickKind(resourceKey, field);
  return undefined;
}

/** What an id shows when no name is known for it (deleted, or the lookup failed). */
export function unknownLabel(kind: PickKind, id: number): string {
  return t(UNKNOWN_IDS[kind] ?? 'runtime.pick.unknownRecord', { id });
}

/** The ids a stored value holds: one id or a list of them; anything else is left out. */
export function pickIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)).filter((v): v is number => Number.isInteger(v) && (v as number) > 0);
}

interface Entry {
  /** null: the server knows no such id. */
  name: string | null;
  at: number;
}

/** A batched, expiring cache of the names of one client. */
export interface PickLabelCache {
  /** The known name (null: no such id), or undefined when it must be asked. */
  peek(kind: PickKind, id: number): string | null | undefined;
  /** Remembers choices a search answered (their names are fresh). */
  remember(kind: PickKind, options: readonly PickOption[]): void;
  /** The name of `id`, asked together with every other id asked before the next tick; null when unknown. */
  get(kind: PickKind, id: number): Promise<string | null>;
}

class LabelCache implements PickLabelCache {
  private readonly entries = new Map<string, Entry>();
  private readonly waiting = new Map<string, Promise<string | null>>();
  private readonly queued = new Map<PickKind, Map<number, (name: string | null) => void>>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly client: ResourceClient,
    private readonly now: () => number,
  ) {}

  peek(kind: PickKind, id: number): string | null | undefined {
    const e = this.entries.get(`${kind}:${id}`);
    return e && this.now() - e.at < LABEL_TTL_MS ? e.name : undefined;
  }

  remember(kind: PickKind, options: readonly PickOption[]): void {
    const at = this.now();
    for (const o of options) this.entries.set(`${kind}:${o.id}`, { name: o.name, at });
  }

  get(kind: PickKind, id: number): Promise<string | null> {
    const known = this.peek(kind, id);
    if (known !== undefined) return Promise.resolve(known);
    const key = `${kind}:${id}`;
    const pending = this.waiting.get(key);
    if (pending) return pending;
    const promise = new Promise<string | null>((resolve) => {
      const queue = this.queued.get(kind) ?? new Map<number, (name: string | null) => void>();
      queue.set(id, resolve);
      this.queued.set(kind, queue);
    });
    this.waiting.set(key, promise);
    this.timer ??= setTimeout(() => this.flush(), 0);
    return promise;
  }

  private flush(): void {
    this.timer = null;
    const batches = [...this.queued.entries()];
    this.queued.clear();
    for (const [kind, queue] of batches) void this.ask(kind, queue);
  }

  private async ask(kind: PickKind, queue: Map<number, (name: string | null) => void>): Promise<void> {
    const ids = [...queue.keys()];
    let answer: PickOption[] | null = null;
    try {
      answer = await this.client.labels(kind, ids);
    } catch {
      // A failed lookup is not remembered: the ids show as unknown now and are asked again next time.
      answer = null;
    }
    const names = new Map((answer ?? []).map((o) => [Number(o.id), o.name]));
    const at = this.now();
    for (const [id, resolve] of queue) {
      const name = names.get(id) ?? null;
      if (answer) this.entries.set(`${kind}:${id}`, { name, at });
      this.waiting.delete(`${kind}:${id}`);
      resolve(name);
    }
  }
}

/** A new cache over `client`; `now` is the clock (tests pass their own). */
export function createPickLabelCache(client: ResourceClient, now: () => number = Date.now): PickLabelCache {
  return new LabelCache(client, now);
}

const caches = new WeakMap<ResourceClient, PickLabelCache>();

/** The cache of `client` (one per client instance). */
export function pickLabelCache(client: ResourceClient): PickLabelCache {
  let c = caches.get(client);
  if (!c) {
    c = createPickLabelCache(client);
    caches.set(client, c);
  }
  return c;
}

/** The cache of the screen's client, or null outside a ResourceClientContext. */
export function usePickLabelCache(): PickLabelCache | null {
  const client = useContext(ResourceClientContext);
  return useMemo(() => (client ? pickLabelCache(client) : null), [client]);
}

export interface PickLabels {
  /** id -> name (null: unknown id); ids still being asked are absent. */
  names: ReadonlyMap<number, string | null>;
  loading: boolean;
}

/** The names of `ids` of `kind`, asked through the screen's cache. */
export function usePickLabels(kind: PickKind, ids: readonly number[]): PickLabels {
  const cache = usePickLabelCache();
  const key = ids.join(',');
  const initial = (): Map<number, string | null> => {
    const m = new Map<number, string | null>();
    for (const id of ids) {
      const n = cache?.peek(kind, id);
      if (n !== undefined) m.set(id, n);
    }
    return m;
  };
  const [state, setState] = useState<{ key: string; names: Map<number, string | null> }>(() => ({ key, names: initial() }));
  const names = state.key === key ? state.names : initial();

  useEffect(() => {
    const list = key ? key.split(',').map(Number) : [];
    if (!cache || list.length === 0) return;
    let live = true;
    void Promise.all(list.map(async (id) => [id, await cache.get(kind, id)] as const)).then((pairs) => {
      if (live) setState({ key, names: new Map(pairs) });
    });
    return () => {
      live = false;
    };
  }, [cache, kind, key]);

  const loading = cache !== null && ids.some((id) => !names.has(id));
  return { names, loading };
}
