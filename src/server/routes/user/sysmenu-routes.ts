import type { FastifyInstance } from 'fastify';
import { menuTree, type MenuMeta, type MenuNode } from '../../../domain/menu-filter.ts';
import { ALL_MODULE_KEYS, moduleTitle } from '../../../domain/modules.ts';
import { isMenuView } from '../../../domain/view-keys.ts';
import { moduleFiles } from '../../modules/module-files.ts';
import { resourceRegistry } from '../../resources/registry.ts';
import { boundRegistry } from '../../resources/bound-files.ts';
import type { Queryable, SqlValue } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { conflict, fieldError, notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { bool, idArray, idOf, int, obj, optionalId, str, strArray } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { platformActor } from './platform-actor.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const MENU_NOT_FOUND = text('api.user.menuDoesNotExist');
const nullableStr = (title: string, maxLength: number) => ({ type: ['string', 'null'], title, maxLength });

const menuFields = {
  path: str(zhOf('api.user.routePath'), { minLength: 1, maxLength: 200 }),
  name: str(zhOf('api.user.routeName'), { maxLength: 100 }),
  component: nullableStr(zhOf('api.user.component'), 200),
  redirect: nullableStr(zhOf('api.user.redirect'), 200),
  hidden: bool(zhOf('api.user.hidden')),
  alwaysShow: bool(zhOf('api.user.alwaysShown')),
  meta: obj(
    {
      title: str(zhOf('api.user.menuTitle'), { minLength: 1, maxLength: 50 }),
      titleEn: str(zhOf('api.user.menuTitleEn'), { minLength: 1, maxLength: 100 }),
      icon: str(zhOf('api.user.icon'), { maxLength: 100 }),
      roles: strArray(zhOf('api.user.visibleRoles'), { maxItems: 20 }),
      noCache: bool(zhOf('api.user.noCaching')),
      affix: bool(zhOf('api.user.pinnedTab')),
    },
    ['title'],
    { title: zhOf('api.user.menu') },
  ),
  module: nullableStr(zhOf('api.user.module'), 50),
  condition: {
    type: ['object', 'null'],
    title: zhOf('api.user.displayCondition'),
    properties: {
      locationPlatform: bool(zhOf('api.user.usesPositioningPlatform')),
      qdglVersion: str(zhOf('api.user.checklistManagementEdition'), { enum: ['1', '2'] }),
      riskVersion: str(zhOf('api.user.riskControlEdition'), { enum: ['1', '2'] }),
    },
    additionalProperties: false,
  },
  parentId: optionalId(zhOf('api.user.parentMenu')),
  sort: int(zhOf('api.user.order'), { minimum: -1_000_000, maximum: 1_000_000 }),
};

/** A menu entry as save and update send it: the served fields, flat, with its place in the tree. */
type MenuBody = Partial<Omit<MenuNode, 'children'>> & { parentId?: number | null; sort?: number };

type MenuRow = MenuNode & { id: number; parentId: number | null; sort: number };

/** Columns of a body, in a fixed order; names never come from the request. */
const COLUMNS: [keyof MenuBody, string][] = [
  ['path', 'path'],
  ['name', 'name'],
  ['component', 'component'],
  ['redirect', 'redirect'],
  ['hidden', 'hidden'],
  ['alwaysShow', 'always_show'],
  ['meta', 'meta'],
  ['module', 'module'],
  ['condition', 'condition'],
  ['parentId', 'parent_id'],
  ['sort', 'sort'],
];

/** Whether a resource file (generic or bound) has the key. */
function isResourceKey(key: string): boolean {
  const generic = resourceRegistry().byKey;
  return generic.has(key) || boundRegistry(new Set(generic.keys())).byKey.has(key);
}

/** The modules with statistics blocks (a stats.json), in folder order: the `stats/<module>` pages a menu entry may open. */
function statsModules(): string[] {
  return [...new Set(moduleFiles().stats.map((b) => b.module))];
}

/**
 * Checks what the schema cannot: the page key (a view of the registry, src/domain/view-keys.ts), module key,
 * role codes of meta.roles, parent (no cycle).
 */
async function checkMenu(tx: Queryable, b: MenuBody, selfId?: number): Promise<void> {
  if (b.component != null && b.component !== '' && !isMenuView(b.component, isResourceKey, (m) => statsModules().includes(m))) {
    throw fieldError('component', text('api.user.componentNotRegistered', { component: b.component }));
  }
  if (b.module != null && !ALL_MODULE_KEYS.includes(b.module)) throw fieldError('module', text('api.user.moduleNotFound', { module: b.module }));
  const roles = b.meta?.roles ?? [];
  if (roles.length) {
    const known = await tx.query<{ code: string }>('select code from sysrole where code = any($1::text[])', [roles]);
    const unknown = roles.filter((r) => !known.some((k) => k.code === r));
    if (unknown.length) throw fieldError('meta.roles', text('api.user.rolesNotFound', { roles: unknown.join(zhOf('api.resource.listSeparator')) }));
  }
  if (b.parentId == null) return;
  if (b.parentId === selfId) throw fieldError('parentId', text('api.user.parentMenuCannotMenuItself'));
  const parent = await tx.query('select 1 from sysmenu where id = $1', [b.parentId]);
  if (!parent.length) throw fieldError('parentId', text('api.user.parentMenuDoesNotExist'));
  if (selfId == null) return;
  const below = await tx.query(
    `with recursive sub(id) as (select id from sysmenu where parent_id = $1
       union select m.id from sysmenu m join sub on m.parent_id = sub.id)
     select 1 from sub where id = $2`,
    [selfId, b.parentId],
  );
  if (below.length) throw fieldError('parentId', text('api.user.parentMenuCannotMenuItself'));
}

/** Menu tree administration (platform data, tenant 0). */
export async function sysmenuRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/sysmenu/list',
    { config: { access: 'read', roles: ['admin', 'qyUser'] }, schema: { tags: [zhOf('api.user.menuTag')], summary: zhOf('api.user.fullMenuTreeHiddenItems') } },
    async (req) => {
      const auth = authOf(req);
      const rows = await inTenant(db, auth, (tx) =>
        tx.query<MenuRow>(
          `select id, parent_id as "parentId", path, name, component, redirect, hidden, always_show as "alwaysShow",
                  meta, module, condition, sort from sysmenu order by sort, id`,
        ),
      );
      const place = new Map(rows.map((r) => [r.id, { parentId: r.parentId, sort: r.sort }]));
      const decorate = (nodes: MenuNode[]): MenuNode[] =>
        nodes.map((n) => ({ ...n, ...place.get(n.id ?? -1), ...(n.children ? { children: decorate(n.children) } : {}) }));
      return okData(decorate(menuTree(rows)));
    },
  );

  // The statistics pages a menu entry may open (`stats/<module>`), for the menu form's page picker.
  app.get(
    '/sysmenu/stats-pages',
    { config: { access: 'read', roles: ['admin', 'qyUser'] }, schema: { tags: [zhOf('api.user.menuTag')], summary: zhOf('api.user.statsPages') } },
    async () => okData(statsModules().map((module) => ({ key: `stats/${module}`, module, title: moduleTitle(module) ?? module }))),
  );

  app.post<{ Body: MenuBody & { path: string; meta: MenuMeta } }>(
    '/sysmenu/save',
    {
      config: { access: 'write', roles: ['admin'] },
      schema: { tags: [zhOf('api.user.menuTag')], summary: zhOf('api.user.createsMenuPlatformAdministrator'), body: obj(menuFields, ['path', 'meta']) },
    },
    async (req) => {
      const actor = platformActor(authOf(req));
      const b = req.body;
      const id = await inTenant(db, actor, async (tx) => {
        await checkMenu(tx, b);
        const [row] = await tx.query<{ id: number }>(
          `insert into sysmenu(parent_id, path, name, component, redirect, hidden, always_show, meta, module, condition, sort)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
                   coalesce($11, (select coalesce(max(sort), 0) + 10 from sysmenu where parent_id is not distinct from $1)))
           returning id`,
          [
            b.parentId ?? null,
            b.path,
            b.name ?? '',
            b.component ?? null,
            b.redirect ?? null,
            b.hidden ?? false,
            b.alwaysShow ?? false,
            b.meta,
            b.module ?? null,
            b.condition ?? null,
            b.sort ?? null,
          ],
        );
        return row.id;
      });
      return okData({ id }, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{ Body: MenuBody & { id: number } }>(
    '/sysmenu/update',
    {
      config: { access: 'write', roles: ['admin'] },
      schema: {
        tags: [zhOf('api.user.menuTag')],
        summary: zhOf('api.user.editsMenuOnlyFieldsGiven'),
        body: obj({ id: idOf(zhOf('api.user.menuTag')), ...menuFields }, ['id']),
      },
    },
    async (req) => {
      const actor = platformActor(authOf(req));
      const b = req.body;
      await inTenant(db, actor, async (tx) => {
        const found = await tx.query('select 1 from sysmenu where id = $1', [b.id]);
        if (!found.length) throw notFound(MENU_NOT_FOUND);
        await checkMenu(tx, b, b.id);
        const sets = COLUMNS.filter(([key]) => b[key] !== undefined);
        if (!sets.length) return;
        await tx.query(
          `update sysmenu set ${sets.map(([, column], i) => `${column} = $${i + 2}`).join(', ')} where id = $1`,
          [b.id, ...sets.map(([key]) => b[key] as SqlValue)],
        );
      });
      return okData({ id: b.id }, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/sysmenu/deleteById',
    {
      config: { access: 'write', roles: ['admin'] },
      schema: {
        tags: [zhOf('api.user.menuTag')],
        summary: zhOf('api.user.deletesMenuRefusedWhileIt'),
        querystring: obj({ id: idOf(zhOf('api.user.menuTag')) }, ['id']),
      },
    },
    async (req) => {
      const actor = platformActor(authOf(req));
      const id = req.query.id;
      await inTenant(db, actor, async (tx) => {
        const children = await tx.query('select 1 from sysmenu where parent_id = $1 limit 1', [id]);
        if (children.length) throw conflict(text('api.user.deleteSubmenusFirst'));
        const rows = await tx.query('delete from sysmenu where id = $1 returning id', [id]);
        if (!rows.length) throw notFound(MENU_NOT_FOUND);
      });
      return okData(null, say(requestLang(req), text('api.user.deleted')));
    },
  );

  /**
   * Order by drag (菜单管理): the ids of one parent's entries in their new order, every one of them once; each gets
   * the sort 10, 20, 30... in that order. Moving to another parent is an update's `parentId`.
   */
  app.post<{ Body: { parentId: number | null; ids: number[] } }>(
    '/sysmenu/sort',
    {
      config: { access: 'write', roles: ['admin'] },
      schema: {
        tags: [zhOf('api.user.menuTag')],
        summary: zhOf('api.user.reordersMenusWithinParent'),
        body: obj({ parentId: optionalId(zhOf('api.user.parentMenu')), ids: idArray(zhOf('api.user.menuOrder'), { minItems: 1 }) }, ['parentId', 'ids']),
      },
    },
    async (req) => {
      const actor = platformActor(authOf(req));
      const { parentId, ids } = req.body;
      await inTenant(db, actor, async (tx) => {
        if (parentId != null && !(await tx.query('select 1 from sysmenu where id = $1', [parentId])).length) {
          throw fieldError('parentId', text('api.user.parentMenuDoesNotExist'));
        }
        const siblings = await tx.query<{ id: number | string }>('select id from sysmenu where parent_id is not distinct from $1', [parentId]);
        const known = new Set(siblings.map((r) => Number(r.id)));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw fieldError('ids', text('api.user.menuOrderMustListSiblings'));
        }
        for (const [i, id] of ids.entries()) await tx.query('update sysmenu set sort = $2 where id = $1 and sort is distinct from $2', [id, (i + 1) * 10]);
      });
      return okData({ parentId, ids }, say(requestLang(req), text('api.user.saved')));
    },
  );
}
