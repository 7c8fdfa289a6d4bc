// Child process of the import bench: parses one spreadsheet with parseImport (no server, no database)
// and prints, as JSON, the process's RSS before, its RSS high-water (the kernel's VmHWM on Linux, which
// starts afresh at exec, unlike getrusage's maxrss that a child inherits from its parent; elsewhere
// sampled), the sampled V8 heap and off-heap high-waters, the time, and the answer (rows or refusal).
// Usage: node --import tsx tests/bench/parse-memory-child.ts <resource key> <file>
import { existsSync, readFileSync } from 'node:fs';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { parseImport } from '../../src/server/resources/xlsx-import.ts';

const [key, path] = process.argv.slice(2);
const resource = resourceRegistry().byKey.get(key);
if (!resource || !path) throw new Error('usage: parse-memory-child.ts <resource key> <file>');
const file = readFileSync(path);
const MB = 1024 * 1024;
/** The kernel's RSS high-water of this process, MB; null where /proc is missing. */
function highWater(): number | null {
  if (!existsSync('/proc/self/status')) return null;
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) / 1024 : null;
}

const before = process.memoryUsage();
const maxRssBefore = highWater() ?? before.rss / MB;
let rss = before.rss;
let heap = before.heapUsed;
let external = before.external;
const timer = setInterval(() => {
  const m = process.memoryUsage();
  rss = Math.max(rss, m.rss);
  heap = Math.max(heap, m.heapUsed);
  external = Math.max(external, m.external);
}, 5);
const started = performance.now();
const parsed = await parseImport(resource, file);
const ms = performance.now() - started;
clearInterval(timer);
process.stdout.write(
  JSON.stringify({
    rssBefore: before.rss / MB,
    maxRssBefore,
    maxRss: highWater() ?? rss / MB,
    heap: (heap - before.heapUsed) / MB,
    external: (external - before.external) / MB,
    ms,
    answer: 'error' in parsed ? parsed.error : `${parsed.rows.length} rows`,
  }),
);
