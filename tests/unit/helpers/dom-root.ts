// The container and React root a component test renders into: one per test through mountRoot's hooks,
// or opened and removed by hand (openRoot / removeRoot) where a test mounts several.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { prepareDom } from './prepare-dom.ts';

/** A container in the document and the React root rendering into it. */
export interface DomRoot {
  host: HTMLDivElement;
  root: Root;
}

/** Appends a fresh container to the document and creates a React root on it. */
export function openRoot(): DomRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, root: createRoot(host) };
}

/** Unmounts the root and takes its container out of the document. */
export function removeRoot({ host, root }: DomRoot): void {
  act(() => root.unmount());
  host.remove();
}

/**
 * Registers the hooks of a component test file: jsdom prepared once, then a fresh container and React root
 * for each test, unmounted and removed after it. The returned object holds the running test's pair (a test
 * may replace `root` to mount afresh; the one it holds at the end is unmounted).
 */
export function mountRoot(): DomRoot {
  const dom = {} as DomRoot;
  beforeAll(prepareDom);
  beforeEach(() => {
    Object.assign(dom, openRoot());
  });
  afterEach(() => removeRoot(dom));
  // Timers the components left behind (antd's motion, a closing message) may still update state and log React's
  // warnings after the last test: they run here, inside act, before the worker closes; a console call still in
  // flight at the close is vitest's unhandled 'Closing rpc while "onUserConsoleLog" was pending'.
  afterAll(() => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100))));
  return dom;
}
