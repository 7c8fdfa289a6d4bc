/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { boundResource, builtViewKeys, isContainerView, lookupView, type ModuleViews } from '../../src/client/router/view-registry.ts';

describe('view registry', () => {
  it('maps Layout to the layout, ParentView to an outlet and the workbench to its page', () => {
    expect(lookupView('Layout').kind).toBe('layout');
    expect(lookupView('ParentView').kind).toBe('outlet');
    expect(lookupView('dashboard/workbench')).toMatchObject({ kind: 'page', key: 'dashboard/workbench' });
    expect(builtViewKeys()).toContain('dashboard/workbench');
    expect(isContainerView('Layout')).toBe(true);
    expect(isContainerView('tszy/permit-list')).toBe(false);
  });

  it('sends resource keys to the one resource page, naming the resource', () => {
    const entry = lookupView('resource/camera');
    expect(entry).toMatchObject({ kind: 'page', key: 'resource/camera', resource: 'camera' });
    const other = lookupView(' resource/safety-manager ');
    expect(other).toMatchObject({ kind: 'page', key: 'resource/safety-manager', resource: 'safety-manager' });
    expect(entry.kind === 'page' && other.kind === 'page' && entry.load === other.load).toBe(true);
    // Not a built page key of its own.
    expect(builtViewKeys()).not.toContain('resource/camera');
  });

  it('sends stats/<module> keys to the one module statistics page; a malformed module is not one', () => {
    const spjk = lookupView('stats/spjk');
    const tszy = lookupView('stats/tszy');
    expect(spjk).toMatchObject({ kind: 'page', key: 'stats/spjk' });
    expect(spjk.kind === 'page' && tszy.kind === 'page' && spjk.load === tszy.load).toBe(true);
    expect(lookupView('stats/').kind).toBe('unbuilt');
    expect(lookupView('stats/../x').kind).toBe('unbuilt');
  });

  it('opens the menu keys bound to a resource file on that resource page (作业检查记录)', () => {
    const entry = lookupView('tszy/check-record');
    expect(entry).toMatchObject({ kind: 'page', key: 'tszy/check-record', resource: 'check-record' });
    expect(entry.kind === 'page' && entry.load === (lookupView('resource/camera') as { load: unknown }).load).toBe(true);
    expect(builtViewKeys()).toContain('tszy/check-record');
  });

  it('opens a key bound to a resource with the module’s own page of it, still that resource’s screen (作业检查库)', () => {
    const entry = lookupView('tszy/check-library');
    expect(entry).toMatchObject({ kind: 'page', key: 'tszy/check-library', resource: 'check-library' });
    expect(entry.kind === 'page' && entry.load !== (lookupView('resource/camera') as { load: unknown }).load).toBe(true);
    expect(builtViewKeys()).toContain('tszy/check-library');
  });

  it('loads the resource page module for resource keys', async () => {
    const entry = lookupView('resource/camera');
    if (entry.kind !== 'page') throw new Error('not a page');
    const mod = await entry.load();
    expect(typeof mod.default).toBe('function');
    expect(mod.default.name).toBe('ResourcePage');
  });

  it('falls back to the not-available page for unknown, empty and inherited keys without failing', () => {
    for (const key of ['no/such/view', '', null, undefined, 'constructor', 'toString', 'resource/']) {
      const entry = lookupView(key);
      expect(entry.kind).toBe('unbuilt');
    }
    const a = lookupView('a/b');
    const b = lookupView('c/d');
    // One shared page for every unbuilt key.
    expect(a.kind === 'unbuilt' && b.kind === 'unbuilt' && a.load === b.load).toBe(true);
  });
});

describe('module views (src/client/pages/<module>/views.ts)', () => {
  const files = import.meta.glob<ModuleViews>('../../src/client/pages/*/views.ts', { eager: true, import: 'views' });

  it('registers every module views.ts page and resource key, each under its own module folder', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
    for (const [file, views] of Object.entries(files)) {
      const folder = /pages\/([^/]+)\/views\.ts$/.exec(file)?.[1];
      for (const key of [...Object.keys(views.pages ?? {}), ...Object.keys(views.resources ?? {})]) {
        expect(key.split('/')[0], `${file}: ${key}`).toBe(folder);
        expect(builtViewKeys()).toContain(key);
        expect(lookupView(key).kind).toBe('page');
      }
      for (const [key, resource] of Object.entries(views.resources ?? {})) {
        expect(lookupView(key)).toMatchObject({ kind: 'page', resource: boundResource(resource) });
      }
    }
    expect(lookupView('tszy/permit-list')).toMatchObject({ kind: 'page', key: 'tszy/permit-list' });
    expect(lookupView('stsgl/detail')).toMatchObject({ kind: 'page', key: 'stsgl/detail' });
  });
});
