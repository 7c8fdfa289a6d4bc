import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MODULE_KEYS, MODULES, moduleTitle } from '../../src/domain/modules.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';
import { boundResource, type ModuleViews } from '../../src/client/router/view-registry.ts';
import { RESOURCE_FILE_PATHS } from './helpers/resource-files.ts';

interface MenuMeta {
  title?: string;
  icon?: string;
  roles?: string[];
  noCache?: boolean;
  affix?: boolean;
}

interface MenuCondition {
  qdglVersion?: string;
  riskVersion?: string;
  locationPlatform?: boolean;
}

interface MenuEntry {
  path: string;
  name?: string;
  component: string;
  redirect?: string;
  alwaysShow?: boolean;
  hidden?: boolean;
  module?: string;
  condition?: MenuCondition;
  meta?: MenuMeta;
  children?: MenuEntry[];
}

interface Located {
  entry: MenuEntry;
  parent: MenuEntry | undefined;
  /** Full path from the root, e.g. '/tszy/detail/:id'. */
  fullPath: string;
}

// The default menu: schemas/menus/*.json and every module folder's menu.json, composed in `sort` order.
const menu = moduleFiles().menu as MenuEntry[];

function joinPath(parent: string, child: string): string {
  return parent.endsWith('/') ? `${parent}${child}` : `${parent}/${child}`;
}

function flatten(entries: MenuEntry[], parent?: Located): Located[] {
  return entries.flatMap((entry) => {
    const fullPath = parent ? joinPath(parent.fullPath, entry.path) : entry.path;
    const here: Located = { entry, parent: parent?.entry, fullPath };
    return [here, ...flatten(entry.children ?? [], here)];
  });
}

const all = flatten(menu);
const KNOWN_ROLES = ['admin', 'qyUser', 'qyStaff', 'readonlyUser'];
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const COMPONENT_KEY = /^[A-Za-z][A-Za-z0-9-]*(\/[A-Za-z][A-Za-z0-9-]*)*$/;

function byFullPath(path: string): Located[] {
  return all.filter((l) => l.fullPath === path);
}

describe('default menu: shape', () => {
  // The spec's menu has 167 screens; the modules add their own (statistics pages, new resources), so the bound above
  // leaves room for them while still catching a menu file loaded twice.
  it('has 25-35 top-level entries and 120-260 entries in total', () => {
    expect(menu.length).toBeGreaterThanOrEqual(25);
    expect(menu.length).toBeLessThanOrEqual(35);
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(all.length).toBeLessThanOrEqual(260);
  });

  it('starts with the open dashboard wrapper', () => {
    const [first] = menu;
    expect(first.path).toBe('/');
    expect(first.component).toBe('Layout');
    expect(first.redirect).toBe('/dashboard');
    expect(first.meta?.roles).toBeUndefined();
    expect(first.children).toHaveLength(1);
    const dashboard = first.children?.[0];
    expect(dashboard).toMatchObject({
      path: 'dashboard',
      name: 'Dashboard',
      component: 'dashboard/workbench',
      meta: { title: '工作台', icon: 'dashboard', affix: true },
    });
    expect(dashboard?.meta?.roles).toBeUndefined();
  });

  it('uses the Layout shell, absolute paths and children at every top-level entry', () => {
    for (const top of menu) {
      expect(top.component, top.path).toBe('Layout');
      expect(top.path.startsWith('/'), top.path).toBe(true);
      expect(top.children?.length ?? 0, top.path).toBeGreaterThan(0);
    }
  });

  it('uses relative, non-empty child paths that are unique among siblings', () => {
    const children = all.filter((l) => l.parent !== undefined);
    expect(children.length).toBeGreaterThan(0);
    for (const { entry, fullPath } of children) {
      expect(entry.path.length, fullPath).toBeGreaterThan(0);
      expect(entry.path.startsWith('/'), fullPath).toBe(false);
    }
    for (const { entry } of all) {
      const paths = (entry.children ?? []).map((c) => c.path);
      expect(new Set(paths).size, entry.path).toBe(paths.length);
    }
  });

  it('keeps top-level paths unique per condition variant', () => {
    const keys = menu.map((e) => `${e.path} ${JSON.stringify(e.condition ?? {})}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has unique PascalCase names on every entry except the root wrapper', () => {
    const names: string[] = [];
    for (const { entry, fullPath } of all) {
      if (entry === menu[0]) continue;
      expect(typeof entry.name, fullPath).toBe('string');
      expect(entry.name, fullPath).toMatch(PASCAL);
      names.push(entry.name ?? '');
    }
    const duplicates = names.filter((n, i) => names.indexOf(n) !== i);
    expect(duplicates).toEqual([]);
  });

  it('gives every entry a title, except pure redirect wrappers whose children have one', () => {
    for (const { entry, fullPath } of all) {
      const title = entry.meta?.title;
      if (title === undefined) {
        expect(entry.redirect, fullPath).toBeTruthy();
        expect(entry.children?.length ?? 0, fullPath).toBeGreaterThan(0);
        for (const child of entry.children ?? []) expect(child.meta?.title, child.path).toBeTruthy();
      } else {
        expect(title.trim().length, fullPath).toBeGreaterThan(0);
      }
    }
  });

  it('uses non-empty component keys, Layout only at the top level', () => {
    for (const { entry, parent, fullPath } of all) {
      expect(typeof entry.component, fullPath).toBe('string');
      expect(entry.component, fullPath).toMatch(COMPONENT_KEY);
      if (parent) expect(entry.component, fullPath).not.toBe('Layout');
    }
    const resources = all.filter((l) => l.entry.component.startsWith('resource/'));
    expect(resources.length).toBeGreaterThan(10);
    for (const { entry } of resources) expect(entry.component).toMatch(/^resource\/[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('redirects each top-level entry to one of its own children', () => {
    for (const top of menu) {
      const targets = (top.children ?? []).map((c) => joinPath(top.path, c.path));
      expect(targets, top.path).toContain(top.redirect);
    }
  });

  it('only names known roles', () => {
    for (const { entry, fullPath } of all) {
      for (const role of entry.meta?.roles ?? []) expect(KNOWN_ROLES, fullPath).toContain(role);
      if (entry.meta?.roles) expect(entry.meta.roles.length, fullPath).toBeGreaterThan(0);
    }
  });
});

describe('default menu: modules', () => {
  it('gates only with known haveModel keys, on top-level entries named after the key', () => {
    const gated = all.filter((l) => l.entry.module !== undefined);
    expect(gated.length).toBeGreaterThan(0);
    for (const { entry, parent, fullPath } of gated) {
      expect(ALL_MODULE_KEYS, fullPath).toContain(entry.module);
      expect(parent, fullPath).toBeUndefined();
      expect(entry.path, fullPath).toBe(`/${entry.module}`);
    }
  });

  it('uses every module of the catalogue', () => {
    const used = new Set(menu.map((e) => e.module).filter((m) => m !== undefined));
    expect([...used].sort()).toEqual([...ALL_MODULE_KEYS].sort());
  });

  it('covers the modules named by the specification', () => {
    for (const key of ['tszy', 'qing-dan', 'xjxc', 'yhpc', 'equipment', 'rydw', 'spjk', 'fxfjgk', 'zdjx', 'jypx', 'tysz']) {
      expect(ALL_MODULE_KEYS).toContain(key);
    }
  });

  it('opens business modules to the enterprise roles', () => {
    for (const top of menu.filter((e) => e.module !== undefined)) {
      expect(top.meta?.roles, top.path).toEqual(expect.arrayContaining(['qyUser', 'qyStaff', 'readonlyUser']));
    }
  });

  it('catalogue: unique keys, titles and lookup', () => {
    expect(new Set(ALL_MODULE_KEYS).size).toBe(MODULES.length);
    expect(ALL_MODULE_KEYS).toEqual(MODULES.map((m) => m.key));
    for (const m of MODULES) {
      expect(m.title.length).toBeGreaterThan(0);
      expect(moduleTitle(m.key)).toBe(m.title);
    }
    expect(moduleTitle('tszy')).toBe('特殊作业');
    expect(moduleTitle('qing-dan')).toBe('清单管理');
    expect(moduleTitle('fxfjgk')).toBe('风险分级管控');
    expect(moduleTitle('system')).toBeUndefined();
    expect(moduleTitle('')).toBeUndefined();
  });
});

describe('default menu: conditional entries', () => {
  it('has both checklist variants, each with a staff-only workbench', () => {
    for (const version of ['1', '2']) {
      const variants = menu.filter((e) => e.condition?.qdglVersion === version);
      expect(variants, `qdglVersion ${version}`).toHaveLength(1);
      const [variant] = variants;
      expect(variant.module).toBe('qing-dan');
      expect(variant.path).toBe('/qing-dan');
      const workbench = variant.children?.find((c) => c.path === 'workbench');
      expect(workbench?.meta?.title).toBe('清单工作台');
      expect(workbench?.meta?.roles).toEqual(['qyStaff']);
    }
  });

  it('has both risk variants: classification (1) and control (2)', () => {
    const v1 = menu.filter((e) => e.condition?.riskVersion === '1');
    const v2 = menu.filter((e) => e.condition?.riskVersion === '2');
    expect(v1).toHaveLength(1);
    expect(v2).toHaveLength(1);
    for (const e of [...v1, ...v2]) {
      expect(e.module).toBe('fxfjgk');
      expect(e.path).toBe('/fxfjgk');
    }
    expect(v1[0].name).not.toBe(v2[0].name);
  });

  it('shows zq-location under personnel location only with a location platform', () => {
    const found = all.filter((l) => l.entry.condition?.locationPlatform === true);
    expect(found).toHaveLength(1);
    const [zq] = found;
    expect(zq.entry.path).toBe('zq-location');
    expect(zq.parent?.module).toBe('rydw');
    expect(zq.fullPath).toBe('/rydw/zq-location');
  });

  it('uses only the known condition keys and value types', () => {
    for (const { entry, fullPath } of all) {
      if (!entry.condition) continue;
      const keys = Object.keys(entry.condition);
      expect(keys.length, fullPath).toBeGreaterThan(0);
      for (const key of keys) expect(['qdglVersion', 'riskVersion', 'locationPlatform'], fullPath).toContain(key);
      if (entry.condition.qdglVersion !== undefined) expect(['1', '2']).toContain(entry.condition.qdglVersion);
      if (entry.condition.riskVersion !== undefined) expect(['1', '2']).toContain(entry.condition.riskVersion);
      if (entry.condition.locationPlatform !== undefined) expect(typeof entry.condition.locationPlatform).toBe('boolean');
    }
  });
});

describe('default menu: notable routes', () => {
  it('has a hidden permit detail and the permit views', () => {
    const [detail] = byFullPath('/tszy/detail/:id');
    expect(detail?.entry.hidden).toBe(true);
    expect(detail?.entry.component).toBe('tszy/permit-detail');
    const components = all.filter((l) => l.fullPath.startsWith('/tszy/')).map((l) => l.entry.component);
    expect(components).toEqual(expect.arrayContaining(['tszy/permit-list', 'tszy/permit-statistics', 'tszy/risk-warning']));
  });

  it('hides only leaves and some top-level pages, and every parent keeps a visible child', () => {
    const hidden = all.filter((l) => l.entry.hidden === true);
    expect(hidden.length).toBeGreaterThan(3);
    for (const { entry, parent, fullPath } of hidden) {
      expect(parent === undefined || (entry.children ?? []).length === 0, fullPath).toBe(true);
    }
    for (const top of menu.filter((e) => e.hidden !== true)) {
      expect(top.children?.some((c) => c.hidden !== true), top.path).toBe(true);
    }
  });

  it('restricts system management to admin and enterprise admins, menus to admin', () => {
    const [system] = byFullPath('/system');
    expect(system?.entry.meta?.roles).toEqual(['admin', 'qyUser']);
    expect(byFullPath('/system/menu')[0]?.entry.meta?.roles).toEqual(['admin']);
    const components = (system?.entry.children ?? []).map((c) => c.component);
    expect(components).toEqual(
      expect.arrayContaining(['system/user', 'system/role', 'system/menu', 'system/department', 'system/staff', 'system/contractor', 'system/settings']),
    );
  });

  it('restricts the low-code designers to admin and enterprise admins', () => {
    const [lowcode] = byFullPath('/lowcode');
    expect(lowcode?.entry.meta?.roles).toEqual(['admin', 'qyUser']);
    const components = (lowcode?.entry.children ?? []).map((c) => c.component);
    expect(components).toEqual(expect.arrayContaining(['designer/custom-field', 'designer/comp-tab', 'designer/schema-editor']));
  });

  it('has the overflow routes of the layout shell', () => {
    expect(byFullPath('/basic-security-manage/enterprise-info')[0]?.entry.component).toBe('basic-security-manage/enterprise-info');
    expect(byFullPath('/RiskControl/OperationalStatistics')[0]?.entry.component).toBe('RiskControl/OperationalStatistics');
  });

  it('has basic-data resources under basic-security-manage', () => {
    const components = all.filter((l) => l.fullPath.startsWith('/basic-security-manage/')).map((l) => l.entry.component);
    expect(components).toEqual(
      expect.arrayContaining([
        'resource/safety-manager',
        'resource/hazard-source',
        'resource/special-equipment',
        'resource/special-equipment-operator',
        'resource/special-operator',
        'resource/warehouse',
        'resource/tank-area',
        'resource/production-equipment',
        'resource/hazardous-person',
        'resource/notice',
      ]),
    );
  });

  it('has a hidden AI assistant page at /AiWeb', () => {
    const [ai] = byFullPath('/AiWeb');
    expect(ai?.entry.hidden).toBe(true);
    expect(ai?.entry.children?.map((c) => c.component)).toContain('ai/assistant');
  });

  it('has the duty views and emergency vehicles', () => {
    const duty = all.filter((l) => l.fullPath.startsWith('/zbgl/')).map((l) => l.entry.meta?.title);
    expect(duty).toEqual(expect.arrayContaining(['值班日历', '值班日志', '班次管理', '值班室']));
    expect(all.map((l) => l.entry.component)).toContain('resource/emergency-vehicle');
  });
});

describe('resource entries', () => {
  const files = new Set(RESOURCE_FILE_PATHS.map((f) => path.basename(f, '.json')));
  const keys = all.map((l) => l.entry.component).filter((c) => c.startsWith('resource/')).map((c) => c.slice('resource/'.length));

  it('opens only resources that have a resource file', () => {
    expect(keys.filter((k) => !files.has(k))).toEqual([]);
  });

  // Resources whose screen is a page of its own (a view key, not `resource/<key>`), by the view it opens.
  const OWN_PAGES: Record<string, string> = {
    'enterprise-info': 'basic-security-manage/enterprise-info',
    'app-version': 'system/version',
    'checklist-task-item': 'qing-dan/v1/task-item',
  };
  // Child resources (a file's `children`) are reached through their parent's screen.
  const childKeys = new Set(
    RESOURCE_FILE_PATHS.flatMap((f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as { children?: { resource: string }[] }).children ?? []).map((c) => c.resource),
  );
  // Menu keys a module's views.ts binds to a resource file's page (src/client/pages/<module>/views.ts `resources`).
  const boundViews: Record<string, string> = Object.assign(
    {},
    ...Object.values(import.meta.glob<ModuleViews>('../../src/client/pages/*/views.ts', { eager: true, import: 'views' })).map((v) =>
      Object.fromEntries(Object.entries(v.resources ?? {}).map(([k, r]) => [k, boundResource(r)])),
    ),
  );

  it('reaches every resource file from some menu entry, or through its parent', () => {
    const components = all.map((l) => l.entry.component);
    const bound = new Set(components.map((c) => boundViews[c]).filter(Boolean));
    expect([...files].filter((k) => !keys.includes(k) && !childKeys.has(k) && !bound.has(k) && !components.includes(OWN_PAGES[k] ?? ''))).toEqual([]);
    expect(childKeys).toContain('check-item');
  });
});
