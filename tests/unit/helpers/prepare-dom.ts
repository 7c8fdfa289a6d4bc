// Prepares jsdom for React and antd in component tests: the act() environment flag, the
// window.matchMedia that antd's responsive helpers ask for (jsdom has none), and getComputedStyle without pseudo-elements. Call it in beforeAll, or
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
  // jsdom has no pseudo-elements: asked for one (antd measures the scrollbar through '::-webkit-scrollbar'), it
  // prints "Not implemented" on the console, at times from a timer after the file's last test, when the worker is
  // closing. The element's own style is what it would answer anyway.
  if (!(window.getComputedStyle as { pseudoShim?: true }).pseudoShim) {
    const own = window.getComputedStyle.bind(window);
    window.getComputedStyle = Object.assign((elt: Element) => own(elt), { pseudoShim: true as const });
  }
  // jsdom has no layout, so nothing is ever resized: an observer that never calls back (the plant map's
  // OpenLayers view observes its element).
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
