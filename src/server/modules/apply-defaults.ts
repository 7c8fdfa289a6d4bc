// Each start brings a database up to the module folders' defaults (issue 12 item 1): the menu files are
// the default entries and the demo files the demo records; the database holds the administrator's and the
// enterprises' edits. A start adds, by key, what it has never applied (seed_applied, migration 012): a new
// module's entries and records appear, an entry or record the administrator deleted stays deleted, and a
// second start adds nothing. On a database that has no record of a key yet (one from before migration 012,
// or for the shared basic data's demo records one from before 014), what is already there by key is adopted
// rather than added twice: a menu entry of the same name, and a demo resource that already holds rows in the
// enterprise. Demo records name the records they refer to by label (demo-refs.ts).
import type { MenuNode } from '../../domain/menu-filter.ts';
import type { DemoRecord } from '../../schema/demo-file.ts';
import { menuEntryKey, type MenuFileEntry } from '../../schema/menu-file.ts';
import type { Db, Queryable } from '../db/db.ts';
import { insertRecords } from '../resources/record-store.ts';
import { replaceEdges } from '../resources/ref-store.ts';
import { compileResource, resourceRegistry } from '../resources/registry.ts';
import { edgesOfRecord } from '../text-refs/migrate-text-refs.ts';
import { resolveDemoRefs } from './demo-refs.ts';
import { refreshWaiting } from '../workflow/waiting-store.ts';
import type { ModuleFiles } from './module-files.ts';

export interface AppliedDefaults {
  /** Keys of the menu entries added. */
  menu: string[];
  /** '<resource>/<key>' of the demo records added. */
  demo: string[];
}

interface NewEntry {
  node: MenuNode;
  key: string;
  sort: number;
  /** The parent's existing id, or the index of a new parent in the same batch. */
  parent: { id: number } | { at: number } | null;
}

/** Adds the menu entries never applied; answers their keys. */
export async function applyMenuDefaults(tx: Queryable, menu: readonly MenuFileEntry[]): Promise<string[]> {
  const applied = new Set((await tx.query<{ key: string }>("select key from seed_applied where tenant_id = 0 and kind = 'menu'")).map((r) => r.key));
  const existing = new Map<string, number>();
  for (const r of await tx.query<{ id: string; name: string; path: string; parent_id: string | null }>(
    'select id::text, name, path, parent_id::text from sysmenu order by id',
  )) {
    const key = menuEntryKey({ name: r.name, path: r.parent_id === null ? r.path : '' });
    if (key && !existing.has(key)) existing.set(key, Number(r.id));
  }
  const adopted: string[] = [];
  const fresh: NewEntry[] = [];
  const visit = (node: MenuNode, sort: number, parent: NewEntry['parent'] | 'gone') => {
    const key = menuEntryKey(node);
    let self: NewEntry['parent'] | 'gone';
    if (applied.has(key)) {
      // Applied before: kept as the database has it (deleted entries stay deleted, with their children).
      const id = existing.get(key);
      self = id === undefined ? 'gone' : { id };
    } else if (existing.has(key)) {
      adopted.push(key);
      self = { id: existing.get(key)! };
    } else if (parent === 'gone') {
      // Its parent was deleted by the administrator: the new child goes with it.
      adopted.push(key);
      self = 'gone';
    } else {
      self = { at: fresh.push({ node, key, sort, parent }) - 1 };
    }
    (node.children ?? []).forEach((c, i) => visit(c, (i + 1) * 10, self));
  };
  for (const top of menu) visit(top, top.sort, null);

  if (fresh.length) {
    const drawn = await tx.query<{ id: string }>("select nextval('sysmenu_id_seq')::text as id from generate_series(1, $1::int)", [fresh.length]);
    const ids = drawn.map((r) => Number(r.id)).sort((x, y) => x - y);
    const rows = fresh.map(({ node: n, sort, parent }, i) => ({
      id: ids[i],
      parent_id: parent === null ? null : 'id' in parent ? parent.id : ids[parent.at],
      path: n.path,
      name: n.name ?? '',
      component: n.component ?? null,
      redirect: n.redirect ?? null,
      hidden: n.hidden ?? false,
      always_show: n.alwaysShow ?? false,
      meta: n.meta ?? {},
      module: n.module ?? null,
      condition: n.condition ?? null,
      sort,
    }));
    await tx.query(
      `insert into sysmenu(id, parent_id, path, name, component, redirect, hidden, always_show, meta, module, condition, sort)
       select id, parent_id, path, name, component, redirect, hidden, always_show, meta, module, condition, sort
         from jsonb_to_recordset($1::jsonb) as x(id bigint, parent_id bigint, path text, name text, component text, redirect text,
                                                  hidden boolean, always_show boolean, meta jsonb, module text, condition jsonb, sort int)
        order by id`,
      [JSON.stringify(rows)],
    );
  }
  await record(tx, 'menu', [...adopted, ...fresh.map((f) => f.key)].map((key) => ({ tenant: 0, key })));
  return fresh.map((f) => f.key);
}

/**
 * Adds the demo records never applied to their demo enterprises, in the order given (a resource after the
 * ones it refers to), their references by label resolved and their reference edges written as a save
 * writes them; answers '<resource>/<key>' of each.
 */
export async function applyDemoDefaults(tx: Queryable, demo: readonly DemoRecord[]): Promise<string[]> {
  const applied = new Set(
    (await tx.query<{ tenant_id: string; key: string }>("select tenant_id::text, key from seed_applied where kind = 'demo'")).map((r) => `${r.tenant_id}:${r.key}`),
  );
  const recordedResources = new Set([...applied].map((k) => k.slice(0, k.indexOf('/'))));
  // Only a database the previous versions seeded adopts: before migration 012 nothing was recorded, and
  // before 014 the shared basic data's demo records came from code. On a newer one, rows of a resource may
  // come from elsewhere (the seed's contractors reach contractor-info through the contractorinfo alias).
  const legacy = (await tx.query("select 1 from seed_applied where kind = 'database' and key in ('before-012', 'before-014')")).length > 0;
  const groups = new Map<string, DemoRecord[]>();
  for (const r of demo) {
    if (applied.has(`${r.enterprise}:${r.resource}/${r.key}`)) continue;
    const g = `${r.enterprise}:${r.resource}`;
    groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  const added: string[] = [];
  const seen: { tenant: number; key: string }[] = [];
  for (const [g, records] of groups) {
    const [{ enterprise, resource }] = records;
    const c = compileResource(resourceRegistry().byKey.get(resource)!);
    const keys = records.map((r) => ({ tenant: enterprise, key: `${resource}/${r.key}` }));
    seen.push(...keys);
    // A legacy database whose enterprise already holds rows of the resource (deleted ones too): the demo
    // of the previous version; adopted, not added twice.
    if (legacy && !recordedResources.has(g)) {
      const rows = await tx.query(`select 1 from ${c.table} where tenant_id = $1 limit 1`, [enterprise]);
      if (rows.length) continue;
    }
    // One statement per creator: a record naming its creator (`by`) is theirs, the others nobody's.
    for (const by of new Set(records.map((r) => r.by))) {
      const same = records.filter((r) => r.by === by);
      const data = await resolveDemoRefs(tx, enterprise, c.resource, same);
      const ids = await insertRecords(tx, c, enterprise, by === null ? null : await creatorId(tx, enterprise, by, same[0]), data);
      await replaceEdges(tx, enterprise, resource, new Map(ids.map((id, i) => [id, edgesOfRecord(c.resource, data[i])])));
      // Workflows (issue 14): who each demo record waits for (the inbox reads wf_waiting).
      if (c.resource.workflow) for (const id of ids) await refreshWaiting(tx, enterprise, c.resource, id);
    }
    added.push(...keys.map((k) => k.key));
  }
  await record(tx, 'demo', seen);
  return added;
}

/** The id of the enterprise's user a demo record names as its creator; an unknown login stops the start. */
async function creatorId(tx: Queryable, enterprise: number, login: string, r: DemoRecord): Promise<number> {
  const [user] = await tx.query<{ id: number }>('select id::int as id from sysuser where tenant_id = $1 and login_name = $2', [enterprise, login]);
  if (!user) throw new Error(`demo record ${r.resource}/${r.key}: /by: enterprise ${enterprise} has no user '${login}' (a demo record's creator is one of its users)`);
  return user.id;
}

async function record(tx: Queryable, kind: 'menu' | 'demo', rows: { tenant: number; key: string }[]): Promise<void> {
  if (!rows.length) return;
  await tx.query(
    `insert into seed_applied (tenant_id, kind, key)
     select x.tenant, $1, x.key from jsonb_to_recordset($2::jsonb) as x(tenant bigint, key text)
     on conflict do nothing`,
    [kind, JSON.stringify(rows)],
  );
}

/** Marks the database as a demo database (seed.ts, once the demo data is seeded). */
export async function markDemoDatabase(tx: Queryable): Promise<void> {
  await tx.query("insert into seed_applied (tenant_id, kind, key) values (0, 'database', 'demo') on conflict do nothing");
}

/** Whether the database was seeded with the demo data. */
export async function isDemoDatabase(tx: Queryable): Promise<boolean> {
  return (await tx.query("select 1 from seed_applied where tenant_id = 0 and kind = 'database' and key = 'demo'")).length > 0;
}

/**
 * One start's step: the menu entries never applied, and in a demo database, when demo data is wanted
 * (`demo`), the demo records never applied. One transaction; on PostgreSQL one starting server at a time.
 */
export async function applyModuleDefaults(db: Db, files: Pick<ModuleFiles, 'menu' | 'demo'>, opts: { demo: boolean }): Promise<AppliedDefaults> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7302)');
    const menu = await applyMenuDefaults(tx, files.menu);
    const demo = opts.demo && (await isDemoDatabase(tx)) ? await applyDemoDefaults(tx, files.demo) : [];
    return { menu, demo };
  });
}
