// The form bench page's own clock (performance.now(), milliseconds since navigation start), read by
// tests/bench/form-section.ts through the globals of BenchWindow.

/** One control per field in both forms: text inputs, number inputs, select and date inputs, textareas, switches. */
export const FIELD_CONTROL_SELECTOR = 'input, textarea, [role="switch"]';

export type BenchMode = 'schema' | 'antd';

/** What the page publishes on `window`. */
export interface BenchWindow {
  /** ?mode= of the page. */
  __benchModeName?: BenchMode;
  /** Resolves with the mount figure (ms), or rejects with the page's failure. */
  __benchMounted?: Promise<number>;
  /** The mount figure once known (ms). */
  __benchMount?: number;
  /** Resolves with the latency (ms) of the latest keydown that changed an input's value. */
  __benchKey?: Promise<number>;
}

export const benchWindow = () => window as unknown as BenchWindow;

/** The mode of `?mode=` (schema unless antd). */
export function modeOf(search: string): BenchMode {
  return new URLSearchParams(search).get('mode') === 'antd' ? 'antd' : 'schema';
}

/**
 * Runs `done` after the rendering of the next frame: a task posted from a requestAnimationFrame callback
 * runs once that frame's style, layout and paint are done.
 */
export function afterNextFrame(done: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves with the milliseconds from `started` to the end of the first frame after `host` holds
 * `expected` field controls (a MutationObserver counts them after each batch of DOM changes).
 */
export function whenMounted(host: Element, expected: number, started: number): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (host.querySelectorAll(FIELD_CONTROL_SELECTOR).length < expected) return;
      observer.disconnect();
      afterNextFrame(() => resolve(performance.now() - started));
    });
    observer.observe(host, { childList: true, subtree: true });
  });
}

/**
 * Times every keystroke that changes an input: from the keydown's timestamp (when the browser received
 * the key, so queueing counts) to the end of the first frame after the `input` event, by which time
 * React has committed the change (both forms update in the discrete event). Publishes each as __benchKey.
 */
export function timeKeystrokes(): void {
  document.addEventListener(
    'keydown',
    (e) => {
      const at = e.timeStamp;
      benchWindow().__benchKey = new Promise((resolve) => {
        const onInput = () => {
          document.removeEventListener('input', onInput);
          afterNextFrame(() => resolve(performance.now() - at));
        };
        document.addEventListener('input', onInput);
      });
    },
    true,
  );
}
