// The workbench sends `?resource=<key>&detail=<id>` links on to the resource's page: resourceRecordPath finds it
// among the routes of the default menu, whether the entry names `resource/<key>` or a module's views.ts binds its
// menu key to the resource; the server's recordLink knows only the former.
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import { buildRouteSpecs } from '../../src/client/router/build-routes.ts';
import { resourceRecordLink, resourceRecordPath } from '../../src/client/router/resource-record-path.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';
import { recordLink } from '../../src/server/workflow/resource-links.ts';

const specs = buildRouteSpecs(moduleFiles().menu);

/** The full path of the first menu entry whose component is `component`. */
function menuPathOf(component: string): string {
  const walk = (nodes: readonly MenuNode[], parent: string): string | null => {
    for (const n of nodes) {
      const full = n.path.startsWith('/') ? n.path : `${parent.replace(/\/$/, '')}/${n.path}`;
      if (n.component === component) return full;
      const inner = walk(n.children ?? [], full);
      if (inner) return inner;
    }
    return null;
  };
  const found = walk(moduleFiles().menu, '');
  if (!found) throw new Error(`no menu entry ${component}`);
  return found;
}

describe('resourceRecordPath', () => {
  it('finds a resource bound to a module menu key in its views.ts (隐患台账 for hidden-danger)', () => {
    expect(resourceRecordPath(specs, 'hidden-danger')).toBe(menuPathOf('yhpc/ticket-list'));
    // The server does not know that binding: it links the record to the workbench, which sends it on.
    expect(recordLink('hidden-danger', 7)).toBe('/dashboard?resource=hidden-danger&detail=7');
  });

  it('finds a `resource/<key>` entry at the path the server links to', () => {
    const path = resourceRecordPath(specs, 'safety-manager');
    expect(path).toBe(menuPathOf('resource/safety-manager'));
    expect(recordLink('safety-manager', 3)).toBe(`${path}?detail=3`);
  });

  it('answers null for a resource no menu entry shows, and skips detail routes', () => {
    expect(resourceRecordPath(specs, 'no-such-resource')).toBeNull();
    expect(resourceRecordPath([{ id: '/x/:id', fullPath: '/x/:id', view: 'resource/notice', title: '', name: '', hidden: true }], 'notice')).toBeNull();
  });
});

describe('resourceRecordLink', () => {
  it('opens a checklist task on 任务详情 (views.ts records), its id in the route, whichever qdglVersion the menu shows', () => {
    expect(recordLink('checklist-task', 12)).toBe('/dashboard?resource=checklist-task&detail=12');
    expect(resourceRecordLink(specs, 'checklist-task', 12)).toBe('/qing-dan/task-item/12');
    const v2Only = buildRouteSpecs(moduleFiles().menu.filter((n) => n.name !== 'QingDan'));
    expect(resourceRecordLink(v2Only, 'checklist-task', 'a/b')).toBe('/qing-dan/task-item/a%2Fb');
  });

  it('else the resource\'s page with the detail open, or null', () => {
    expect(resourceRecordLink(specs, 'hidden-danger', 7)).toBe(`${menuPathOf('yhpc/ticket-list')}?detail=7`);
    expect(resourceRecordLink(specs, 'checklist', 3)).toBe(`${menuPathOf('qing-dan/v1/list')}?detail=3`);
    expect(resourceRecordLink(specs, 'no-such-resource', 1)).toBeNull();
  });
});
