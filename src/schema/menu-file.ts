// Menu files (docs/schema-engine.md "Module folders"): schemas/menus/*.json holds the entries of no module
// (the dashboard, the system pages), schemas/modules/<module>/menu.json a module's top-level entries with
// their children. Each file passes schemas/meta/menu.schema.json, then the checks below; composeMenu puts
// the files together in `sort` order. An entry's key is its name (the root wrapper, nameless, is keyed by
// its path): the key is how a start finds the entries that are new to a database (src/server/modules).
import menuMeta from '../../schemas/meta/menu.schema.json' with { type: 'json' };
import type { MenuNode } from '../domain/menu-filter.ts';
import { metaFileChecker } from './meta-file-check.ts';
import { pointer, type SchemaProblem } from './meta-schema.ts';

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
  const add = (p: string, message: string) => errors.push({ pointer: p, message });
  if (ctx.module !== null && entries.length === 0) add('', `the menu fragment of module '${ctx.module}' has no entry`);
  entries.forEach((top, i) => {
    const at = (...s: (string | number)[]) => pointer(i, ...s);
    if (ctx.module === null) {
      if (top.module != null) add(at('module'), `an entry of module '${top.module}' belongs in schemas/modules/${top.module}/menu.json`);
    } else {
      if (top.module !== ctx.module) add(at('module'), `must be '${ctx.module}' (the module folder)`);
      if (top.path !== `/${ctx.module}`) add(at('path'), `must be '/${ctx.module}': a module's top-level path is its key`);
    }
    const full = (child: MenuNode) => (top.path.endsWith('/') ? `${top.path}${child.path}` : `${top.path}/${child.path}`);
    if (top.redirect !== undefined && top.children?.every((c) => full(c) !== top.redirect)) {
      add(at('redirect'), `'${top.redirect}' is not the path of a child of this entry`);
    }
    const paths = new Set<string>();
    (top.children ?? []).forEach((child, j) => {
      const component = child.component ?? '';
      if (CONTAINERS.has(component)) add(at('children', j, 'component'), `'${component}' is a container: a child entry opens a page`);
      if (component.startsWith(RESOURCE_PREFIX) && !ctx.resourceKeys.has(component.slice(RESOURCE_PREFIX.length))) {
        add(at('children', j, 'component'), `unknown resource '${component.slice(RESOURCE_PREFIX.length)}' (no file in schemas/resources or schemas/modules/*/resources)`);
      }
      const variant = `${child.path} ${JSON.stringify(child.condition ?? {})}`;
      if (paths.has(variant)) add(at('children', j, 'path'), `'${child.path}' is already the path of a sibling`);
      paths.add(variant);
    });
  });
  return errors.length ? { ok: false, errors } : { ok: true, entries };
}

/** A problem of the composed menu: the file, the pointer in it, the message. */
export interface MenuFileProblem {
  file: string;
  pointer: string;
  message: string;
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
  for (const { file, entries } of files) {
    entries.forEach((top, i) => {
      const claim = (seen: Map<string, string>, key: string, p: string, what: string) => {
        const other = seen.get(key);
        if (other) problems.push({ file, pointer: p, message: `${what} is already used at ${other}` });
        else seen.set(key, where(file, p));
      };
      claim(keys, menuEntryKey(top), pointer(i, top.name ? 'name' : 'path'), `key '${menuEntryKey(top)}'`);
      const otherSort = sorts.get(top.sort);
      if (otherSort) problems.push({ file, pointer: pointer(i, 'sort'), message: `sort ${top.sort} is already used at ${otherSort}` });
      else sorts.set(top.sort, where(file, pointer(i, 'sort')));
      claim(tops, `${top.path} ${JSON.stringify(top.condition ?? {})}`, pointer(i, 'path'), `path '${top.path}'${top.condition ? ` with condition ${JSON.stringify(top.condition)}` : ''}`);
      (top.children ?? []).forEach((child, j) => claim(keys, menuEntryKey(child), pointer(i, 'children', j, 'name'), `key '${menuEntryKey(child)}'`));
    });
  }
  const menu = files.flatMap((f) => f.entries).sort((a, b) => a.sort - b.sort);
  return { menu, problems };
}
