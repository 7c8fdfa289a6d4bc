// Prepares jsdom for React and antd in component tests: the act() environment flag, and the
// window.matchMedia that antd's responsive helpers ask for (jsdom has none). Call it in beforeAll, or
// let mountRoot (./dom-root.ts) register it.

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
  // jsdom has no layout, so nothing is ever resized: an observer that never calls back (the plant map's
  // OpenLayers view observes its element).
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
