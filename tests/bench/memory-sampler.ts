// The memory high-water of this process during one call: process.memoryUsage() sampled every few
// milliseconds (the server runs in this process), against the value just before the call, after a full
// garbage collection so that earlier work does not count.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

export interface MemoryPeak {
  /** RSS before the call, MB. */
  rssBefore: number;
  /** Highest RSS above rssBefore, MB. */
  rss: number;
  /** Highest V8 heap in use above the value before, MB. */
  heap: number;
  /** Highest memory outside the V8 heap (Buffers, zlib) above the value before, MB. */
  external: number;
}

const MB = 1024 * 1024;

/** Runs `fn` while sampling memory every `everyMs`. */
export async function peakMemory<T>(fn: () => Promise<T>, everyMs = 5): Promise<[T, MemoryPeak]> {
  collect();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  let external = before.external;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
    external = Math.max(external, m.external);
  };
  const timer = setInterval(sample, everyMs);
  try {
    const out = await fn();
    sample();
    return [out, { rssBefore: before.rss / MB, rss: (rss - before.rss) / MB, heap: (heap - before.heapUsed) / MB, external: (external - before.external) / MB }];
  } finally {
    clearInterval(timer);
  }
}

/** `+412 MB RSS (heap +300, outside the heap +20; RSS 180 MB before)`. */
export function memoryNote(p: MemoryPeak): string {
  const mb = (v: number) => Math.round(v).toLocaleString('en-US');
  return `heap +${mb(p.heap)} MB, outside the heap +${mb(p.external)} MB; RSS ${mb(p.rssBefore)} MB before`;
}
