// Child process of the import bench: parses one spreadsheet with parseImport (no server, no database)
// and prints, as JSON, the process's RSS before, its RSS high-water (the kernel's, not sampled), the
// sampled V8 heap and off-heap high-waters, the time, and the answer (row count or refusal).
// Usage: node --import tsx tests/bench/parse-memory-child.ts <resource key> <file>
import { readFileSync } from 'node:fs';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { parseImport } from '../../src/server/resources/xlsx-import.ts';

const [key, path] = process.argv.slice(2);
const resource = resourceRegistry().byKey.get(key);
if (!resource || !path) throw new Error('usage: parse-memory-child.ts <resource key> <file>');
const file = readFileSync(path);
const MB = 1024 * 1024;
const before = process.memoryUsage();
const maxRssBefore = process.resourceUsage().maxRSS / 1024;
let heap = before.heapUsed;
let external = before.external;
const timer = setInterval(() => {
  const m = process.memoryUsage();
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
    maxRss: process.resourceUsage().maxRSS / 1024,
    heap: (heap - before.heapUsed) / MB,
    external: (external - before.external) / MB,
    ms,
    answer: 'error' in parsed ? parsed.error : `${parsed.rows.length} rows`,
  }),
);
