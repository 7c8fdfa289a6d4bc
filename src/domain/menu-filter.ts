import type { Lang } from './i18n/message-format.ts';

/** A menu entry as served by `userMenu` (spec 000 §2 "Menu and dynamic routes"). */
export interface MenuMeta {
  title: string;
  /** The title in English (menu files' `titleEn`); the user menu answers it to an English request. */
  titleEn?: string;
  icon?: string;
  roles?: string[];
  noCache?: boolean;
  affix?: boolean;
}

/** Enterprise configuration that decides conditional entries. */
export interface MenuCondition {
  locationPlatform?: boolean;
  qdglVersion?: string;
  riskVersion?: string;
}

export interface MenuNode {
  id?: number;
  path: string;
  name: string;
  component?: string | null;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta?: MenuMeta;
  /** The haveModel key that gates the entry. */
  module?: string | null;
  condition?: MenuCondition | null;
  children?: MenuNode[];
}

export interface EnterpriseMenuConfig {
  qdglVersion?: string;
  riskVersion?: string;
  useLocationPlatform?: boolean;
}

export interface MenuContext {
  roles: string[];
  isAdmin: boolean;
  haveModel: string[];
  config: EnterpriseMenuConfig;
}

/** Entries without meta roles are open; others need one of the caller's roles (spec 000 §6). */
export function roleAllows(roles: string[], node: Pick<MenuNode, 'meta'>): boolean {
  const need = node.meta?.roles;
  return !need?.length || roles.some((r) => need.includes(r));
}

/** Whether the enterprise configuration admits a conditional entry. */
export function conditionAllows(cond: MenuCondition | null | undefined, config: EnterpriseMenuConfig): boolean {
  if (!cond) return true;
  if (cond.locationPlatform !== undefined && cond.locationPlatform !== Boolean(config.useLocationPlatform)) return false;
  if (cond.qdglVersion !== undefined && cond.qdglVersion !== (config.qdglVersion ?? '1')) return false;
  if (cond.riskVersion !== undefined && cond.riskVersion !== (config.riskVersion ?? '1')) return false;
  return true;
}

/**
 * The menu a caller may see: the platform admin sees every entry; others only entries their roles
 * admit (recursively), of modules their enterprise has enabled, whose condition the configuration meets.
 */
export function filterMenu(nodes: MenuNode[], ctx: MenuContext): MenuNode[] {
  if (ctx.isAdmin) return nodes;
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (!roleAllows(ctx.roles, node)) continue;
    if (node.module && !ctx.haveModel.includes(node.module)) continue;
    if (!conditionAllows(node.condition, ctx.config)) continue;
    const children = node.children ? filterMenu(node.children, ctx) : undefined;
    // A group whose children were all filtered away is dropped, unless it is a page itself.
    if (node.children?.length && !children?.length && node.component === 'Layout') continue;
    out.push(children ? { ...node, children } : node);
  }
  return out;
}

/** Builds the tree from flat rows with `id` and `parentId`, ordered by `sort`. */
export function menuTree<T extends MenuNode & { id: number; parentId: number | null; sort: number }>(
  rows: T[],
): MenuNode[] {
  const byParent = new Map<number | null, T[]>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parent: number | null): MenuNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map(({ parentId: _p, sort: _s, ...node }) => {
        const children = build(node.id);
        return children.length ? { ...node, children } : node;
      });
  return build(null);
}

/**
 * The menu as a reader of `lang` sees it: in English each entry's title is its `titleEn` where it has one
 * (else its Chinese title); `titleEn` itself is not answered.
 */
export function menuInLanguage(nodes: MenuNode[], lang: Lang): MenuNode[] {
  return nodes.map((node) => {
    const children = node.children && menuInLanguage(node.children, lang);
    if (!node.meta) return children ? { ...node, children } : node;
    const { titleEn, ...meta } = node.meta;
    const title = lang === 'en' && titleEn ? titleEn : meta.title;
    return { ...node, meta: { ...meta, title }, ...(children ? { children } : {}) };
  });
}

/**
 * The menu narrowed to the entries an enterprise role ticks (issue 24 item 1): an entry stays when it is
 * ticked (with everything under it) or when something under it is ticked (with only those children).
 */
export function limitMenu(nodes: MenuNode[], ticked: ReadonlySet<number>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.id !== undefined && ticked.has(node.id)) {
      out.push(node);
      continue;
    }
    const children = node.children ? limitMenu(node.children, ticked) : [];
    if (children.length) out.push({ ...node, children });
  }
  return out;
}
