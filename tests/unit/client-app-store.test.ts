import { describe, expect, it } from 'vitest';
import { antdSizeOf, deviceOf, DEFAULT_UI_SIZE, sidebarShown, useAppStore } from '../../src/client/stores/app-store.ts';
import { DEFAULT_SETTINGS, sanitizeSettings } from '../../src/client/stores/settings-store.ts';

describe('app store', () => {
  it.each([
    ['default', 'large', false],
    ['medium', 'middle', false],
    ['small', 'small', false],
    ['mini', 'small', true],
  ] as const)('maps UI size %s onto antd %s (compact %s)', (size, componentSize, compact) => {
    expect(antdSizeOf(size)).toEqual({ componentSize, compact });
  });

  it('defaults to small, and a width below 992 px is a mobile device', () => {
    expect(DEFAULT_UI_SIZE).toBe('small');
    expect(useAppStore.getState().size).toBe('small');
    expect(deviceOf(991)).toBe('mobile');
    expect(deviceOf(992)).toBe('desktop');
  });

  it('toggles the desktop preference on a desktop and the overlay on a mobile device', () => {
    const s = useAppStore.getState();
    s.setDevice('desktop');
    expect(sidebarShown(useAppStore.getState())).toBe(true);
    s.toggleSidebar();
    expect(sidebarShown(useAppStore.getState())).toBe(false);
    s.setDevice('mobile');
    expect(sidebarShown(useAppStore.getState())).toBe(false);
    s.toggleSidebar();
    expect(sidebarShown(useAppStore.getState())).toBe(true);
    s.closeMobileSidebar();
    expect(sidebarShown(useAppStore.getState())).toBe(false);
    // Back on a desktop, the desktop preference (closed) applies again.
    s.setDevice('desktop');
    expect(useAppStore.getState().sidebarOpened).toBe(false);
    s.toggleSidebar();
    expect(sidebarShown(useAppStore.getState())).toBe(true);
  });
});

describe('layout settings', () => {
  it('defaults to the blue theme with tabs on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ themeColor: '#1890ff', tagsView: true, showSettings: true });
  });

  it('keeps only well-formed stored values', () => {
    expect(sanitizeSettings({ themeColor: '#f5222d', tagsView: false, fixedHeader: 'yes', sidebarLogo: true })).toEqual({
      themeColor: '#f5222d',
      tagsView: false,
      sidebarLogo: true,
    });
    expect(sanitizeSettings({ themeColor: 'red; background: url(x)' })).toEqual({});
    expect(sanitizeSettings(null)).toEqual({});
    expect(sanitizeSettings('junk')).toEqual({});
  });
});
