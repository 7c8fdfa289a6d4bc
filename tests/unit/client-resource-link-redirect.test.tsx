// @vitest-environment jsdom
// The workbench's hook that sends `?resource=<key>&detail=<id>` on to the resource's page (a warning of a hidden
// danger opens 隐患台账 with its detail), once the menu is loaded; without such a page it stays.
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useResourceLinkRedirect } from '../../src/client/hooks/use-resource-link-redirect.ts';
import { usePermissionStore } from '../../src/client/stores/permission-store.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

function Where() {
  useResourceLinkRedirect();
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

async function at(entry: string): Promise<string> {
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return dom.host.querySelector('[data-testid="where"]')?.textContent ?? '';
}

afterEach(() => usePermissionStore.getState().reset());

describe('useResourceLinkRedirect', () => {
  it('opens the bound page with the detail once the menu is loaded', async () => {
    expect(await at('/dashboard?resource=hidden-danger&detail=5')).toBe('/dashboard?resource=hidden-danger&detail=5');
    await act(async () => usePermissionStore.getState().setMenu(moduleFiles().menu, []));
    expect(dom.host.querySelector('[data-testid="where"]')?.textContent).toBe('/yhpc/ticket?detail=5');
  });

  it('opens the page of one record where a module declares one (a checklist task: 任务详情, not the task list)', async () => {
    usePermissionStore.getState().setMenu(moduleFiles().menu, []);
    expect(await at('/dashboard?resource=checklist-task&detail=12')).toBe('/qing-dan/task-item/12');
  });

  it('stays on the workbench when the menu has no page of the resource', async () => {
    usePermissionStore.getState().setMenu(moduleFiles().menu, []);
    expect(await at('/dashboard?resource=no-such-resource&detail=5')).toBe('/dashboard?resource=no-such-resource&detail=5');
  });
});
