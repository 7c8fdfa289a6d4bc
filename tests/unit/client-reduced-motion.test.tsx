// @vitest-environment jsdom
// A system set to reduce motion turns antd's animations off (token motion), and back on when the setting changes.
import { act } from 'react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../src/client/layout/app-config-provider.tsx';
import { REDUCED_MOTION_QUERY } from '../../src/client/hooks/use-reduced-motion.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

/** A matchMedia whose reduced-motion answer the test sets, telling its listeners of each change. */
function fakeMotionSetting(reduce: boolean) {
  let matches = reduce;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && matches;
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      for (const fn of listeners) fn();
    },
    restore: () => (window.matchMedia = original),
  };
}

function MotionToken() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

const shown = () => dom.host.querySelector('[data-testid="motion"]')?.textContent;

let setting: ReturnType<typeof fakeMotionSetting> | undefined;
afterEach(() => setting?.restore());

describe('AppConfigProvider and prefers-reduced-motion', () => {
  it('keeps animations for a system that does not ask for less motion', () => {
    setting = fakeMotionSetting(false);
    act(() => dom.root.render(<AppConfigProvider><MotionToken /></AppConfigProvider>));
    expect(shown()).toBe('true');
  });

  it('turns them off for a system that does, and follows the setting live', () => {
    setting = fakeMotionSetting(true);
    act(() => dom.root.render(<AppConfigProvider><MotionToken /></AppConfigProvider>));
    expect(shown()).toBe('false');
    act(() => setting?.set(false));
    expect(shown()).toBe('true');
  });
});
