import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';

// Prepares jsdom for React and antd in component tests: the act() environment flag, and the
// window.matchMedia that antd's responsive helpers ask for (jsdom has none). Call it in beforeAll.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

export function prepareDom(): void {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** The container and React root of the running test. */
export interface DomRoot {
  host: HTMLDivElement;
  root: Root;
}

/**
 * Registers the hooks of a component test file: jsdom prepared once, then a fresh container and React root
 * for each test, unmounted and removed after it.
 */
export function mountRoot(): DomRoot {
  const dom = {} as DomRoot;
  beforeAll(prepareDom);
  beforeEach(() => {
    dom.host = document.createElement('div');
    document.body.append(dom.host);
    dom.root = createRoot(dom.host);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.host.remove();
  });
  return dom;
}
