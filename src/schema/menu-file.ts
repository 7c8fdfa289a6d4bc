// Menu files (docs/schema-engine.md "Module folders"): schemas/menus/*.json holds the entries of no module
// (the dashboard, the system pages), schemas/modules/<module>/menu.json a module's top-level entries with
// their children. Each file passes schemas/meta/menu.schema.json, then the checks below; composeMenu puts
// the files together in `sort` order. An entry's key is its name (the root wrapper, nameless, is keyed by
// its path): the key is how a start finds the entries that are new to a database (src/server/modules).
import menuMeta from '../../schemas/meta/menu.schema.json' with { type: 'json' };
import type { MenuNode } from '../domain/menu-filter.ts';
import { metaFileChecker } from './meta-file-check.ts';
import { pointer, type SchemaProblem } from './meta-schema.ts';
import { said, text, type Text } from './schema-text.ts';

/** A top-level entry of a menu file: a menu node with its position among every file's top-level entries. */
export interface MenuFileEntry extends MenuNode {
  sort: number;
}

/** What a menu file is checked against. */
export interface MenuFileContext {
  /** The module folder holding the file, or null for schemas/menus. */
  module: string | null;
  /** Every resource key of the registry (a `resource/<key>` component must name one). */
  resourceKeys: ReadonlySet<string>;
}

export type MenuFileResult = { ok: true; entries: MenuFileEntry[] } | { ok: false; errors: SchemaProblem[] };

const RESOURCE_PREFIX = 'resource/';
const CONTAINERS = new Set(['Layout', 'ParentView']);
const checkStructure = metaFileChecker(menuMeta);

/** The key of an entry: its name, or its path for the nameless root wrapper. */
export function menuEntryKey(entry: Pick<MenuNode, 'name' | 'path'>): string {
  return entry.name || entry.path;
}

/** Checks a parsed menu file: the meta-schema, then the module, the component keys and the sibling paths. */
export function checkMenuFile(json: unknown, ctx: MenuFileContext): MenuFileResult {
  const structural = checkStructure(json);
  if (structural.length) return { ok: false, errors: structural };
  const entries = json as MenuFileEntry[];
  const errors: SchemaProblem[] = [];
  const add = (p: string, message: Text) => errors.push(said({ pointer: p }, message));
  if (ctx.module !== null && entries.length === 0) add('', text('schema.files.menu.noEntry', { module: ctx.module }));
  entries.forEach((top, i) => {
    const at = (...s: (string | number)[]) => pointer(i, ...s);
    if (ctx.module === null) {
      if (top.module != null) add(at('module'), text('schema.files.menu.moduleFolder', { module: top.module }));
    } else {
      if (top.module !== ctx.module) add(at('module'), text('schema.files.menu.module', { module: ctx.module }));
      if (top.path !== `/${ctx.module}`) add(at('path'), text('schema.files.menu.topPath', { path: `/${ctx.module}` }));
    }
    const full = (child: MenuNode) => (top.path.endsWith('/') ? `${top.path}${child.path}` : `${top.path}/${child.path}`);
    if (top.redirect !== undefined && top.children?.every((c) => full(c) !== top.redirect)) {
      add(at('redirect'), text('schema.files.menu.redirect', { redirect: String(top.redirect) }));
    }
    const paths = new Set<string>();
    (top.children ?? []).forEach((child, j) => {
      const component = child.component ?? '';
      if (CONTAINERS.has(component)) add(at('children', j, 'component'), text('schema.files.menu.container', { component }));
      if (component.startsWith(RESOURCE_PREFIX) && !ctx.resourceKeys.has(component.slice(RESOURCE_PREFIX.length))) {
        add(at('children', j, 'component'), text('schema.files.menu.unknownResource', { resource: component.slice(RESOURCE_PREFIX.length) }));
      }
      const variant = `${child.path} ${JSON.stringify(child.condition ?? {})}`;
      if (paths.has(variant)) add(at('children', j, 'path'), text('schema.files.menu.siblingPath', { path: child.path }));
      paths.add(variant);
    });
  });
  return errors.length ? { ok: false, errors } : { ok: true, entries };
}

/** A problem of the composed menu: the file, the pointer in it, the message (Chinese; `text` as `said` keeps it). */
export interface MenuFileProblem {
  file: string;
  pointer: string;
  message: string;
  text?: Text;
}

/**
 * Puts checked menu files together: every top-level entry in `sort` order. Keys must be unique across the
 * files, and so must `sort` and the top-level path of each condition variant.
 */
export function composeMenu(files: readonly { file: string; entries: readonly MenuFileEntry[] }[]): {
  menu: MenuFileEntry[];
  problems: MenuFileProblem[];
} {
  const problems: MenuFileProblem[] = [];
  const keys = new Map<string, string>();
  const sorts = new Map<number, string>();
  const tops = new Map<string, string>();
  const where = (file: string, p: string) => `${file}#${p}`;
  const add = (file: string, p: string, message: Text) => problems.push(said({ file, pointer: p }, message));
  for (const { file, entries } of files) {
    entries.forEach((top, i) => {
      const claim = (seen: Map<string, string>, key: string, p: string, message: (where: string) => Text) => {
        const other = seen.get(key);
        if (other) add(file, p, message(other));
        else seen.set(key, where(file, p));
      };
      const keyUsed = (key: string) => (w: string) => text('schema.files.menu.keyUsed', { key, where: w });
      claim(keys, menuEntryKey(top), pointer(i, top.name ? 'name' : 'path'), keyUsed(menuEntryKey(top)));
      const otherSort = sorts.get(top.sort);
      if (otherSort) add(file, pointer(i, 'sort'), text('schema.files.menu.sortUsed', { sort: top.sort, where: otherSort }));
      else sorts.set(top.sort, where(file, pointer(i, 'sort')));
      const condition = top.condition ? JSON.stringify(top.condition) : undefined;
      claim(tops, `${top.path} ${JSON.stringify(top.condition ?? {})}`, pointer(i, 'path'), (w) =>
        condition === undefined
          ? text('schema.files.menu.pathUsed', { path: top.path, where: w })
          : text('schema.files.menu.pathConditionUsed', { path: top.path, condition, where: w }),
      );
      (top.children ?? []).forEach((child, j) => claim(keys, menuEntryKey(child), pointer(i, 'children', j, 'name'), keyUsed(menuEntryKey(child))));
    });
  }
  const menu = files.flatMap((f) => f.entries).sort((a, b) => a.sort - b.sort);
  return { menu, problems };
}
