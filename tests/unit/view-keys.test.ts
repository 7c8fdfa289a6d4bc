/// <reference types="vite/client" />
// The shared list of view keys (src/domain/view-keys.ts, read by the server's menu check) and the client's
// view registry name the same pages: a page added to one and not the other fails here.
import { describe, expect, it } from 'vitest';
import { builtViewKeys } from '../../src/client/router/view-registry.ts';
import { isMenuView, VIEW_KEYS } from '../../src/domain/view-keys.ts';

describe('view keys', () => {
  it('are exactly the client registry keys', () => {
    expect([...VIEW_KEYS].sort()).toEqual(builtViewKeys().sort());
  });

  it('admit the containers, registered pages, resource and stats keys of known targets, and nothing else', () => {
    const isResource = (k: string) => k === 'camera';
    const isModule = (k: string) => k === 'spjk';
    for (const k of ['Layout', 'ParentView', 'system/menu', 'system/staff', 'resource/camera', 'stats/spjk']) expect(isMenuView(k, isResource, isModule), k).toBe(true);
    for (const k of ['', 'layout', 'system/nope', 'resource/', 'resource/nope', 'stats/nope', ' system/menu']) expect(isMenuView(k, isResource, isModule), k).toBe(false);
  });
});
