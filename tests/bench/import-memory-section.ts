// Issue 11's import figures: the memory high-water of parseImport alone in a fresh process
// (parse-memory-child.ts) and of the server process during an import, for 10,000 rows (the cap,
// accepted), 100,000 and 1,000,000 rows (refused at row 10,001), zip bombs (declared, lying) and a file of
// styled empty cells under every cap; then the p99 latency of a cheap authenticated GET (userInfo, in a
// worker thread) alone and while each hostile file is posted back to back (from another worker thread).
// Files are generated here (tests/unit/helpers): nothing is committed.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { formatCell, importColumns } from '../../src/server/resources/xlsx-columns.ts';
import { buildExport } from '../../src/server/resources/xlsx-export.ts';
import { validRecord } from '../unit/helpers/sample-records.ts';
import { rowXml, SHEET_HEAD, SHEET_TAIL, xlsxParts, type HandCell } from '../unit/helpers/xlsx-parts.ts';
import { zipOf } from '../unit/helpers/zip-writer.ts';
import { login } from './http-json.ts';
import { localTarget, runLoadInWorker, type LoadResult } from './load.ts';
import { memoryNote, peakMemory } from './memory-sampler.ts';
import { postLoopInWorker } from './post-worker.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';
import { ms } from './table.ts';

const KEY = 'hazardous-person';
const MB = 1024 * 1024;
const USER_INFO_PATH = '/zax-cloud/user/sysuser/userInfo';
/** Clients of the GET loop measured while files are refused. */
const LOAD_CONCURRENCY = 4;

interface Answer {
  status: number;
  code: number;
  msg: string;
  data?: { success: number; failed: number };
}

async function post(url: URL, token: string, file: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'import.xlsx');
  const res = await fetch(url, { method: 'POST', headers: { authorization: token }, body: form });
  const body = (await res.json()) as Omit<Answer, 'status'>;
  return { status: res.status, ...body };
}

/** The header and one valid row of the resource's import columns, as text cells. */
function sampleRow(r: ResourceFile): { header: string[]; cells: HandCell[] } {
  const columns = importColumns(r);
  const record = validRecord(r);
  return {
    header: columns.map((c) => c.title),
    cells: columns.map((c) => {
      const v = formatCell(c, record[c.field]);
      return v === null ? null : String(v);
    }),
  };
}

/** A hand-written sheet of `rows` copies of the sample row (names numbered). */
async function manyRows(r: ResourceFile, rows: number): Promise<Buffer> {
  const { header, cells } = sampleRow(r);
  const nameAt = importColumns(r).findIndex((c) => c.field === 'name');
  const pieces: Buffer[] = [Buffer.from(SHEET_HEAD + rowXml(1, header))];
  for (let from = 2; from <= rows + 1; from += 10_000) {
    const block: string[] = [];
    for (let n = from; n < Math.min(from + 10_000, rows + 2); n++) {
      const row = [...cells];
      if (nameAt >= 0) row[nameAt] = `内存${n}`;
      block.push(rowXml(n, row));
    }
    pieces.push(Buffer.from(block.join('')));
  }
  pieces.push(Buffer.from(SHEET_TAIL));
  return zipOf(xlsxParts({ content: pieces }));
}

/** A sheet with the header then `mb` MB of `row` repeated, declaring `declared` bytes (default: the truth). */
async function filled(r: ResourceFile, row: string, mb: number, opts: { declared?: number; sharedStrings?: string[] } = {}): Promise<Buffer> {
  const filler = Buffer.from(row.repeat(Math.floor(MB / row.length)));
  const content = [Buffer.from(SHEET_HEAD + rowXml(1, sampleRow(r).header)), ...Array<Buffer>(mb).fill(filler), Buffer.from(SHEET_TAIL)];
  return zipOf(xlsxParts({ content, declaredSize: opts.declared }, { sharedStrings: opts.sharedStrings }));
}

/** An empty row. */
const EMPTY_ROW = '<row/>';
/** A row of twelve empty cells with a style (rows and cells without references). */
const STYLED_ROW = `<row>${'<c s="1"/>'.repeat(12)}</row>`;
/** A row whose first cell is shared string 0 (a name). */
const NAMED_ROW = '<row><c t="s"><v>0</v></c></row>';

interface ChildFigures {
  rssBefore: number;
  /** The process's RSS high-water before the parse (loading the modules), and after it. */
  maxRssBefore: number;
  maxRss: number;
  heap: number;
  external: number;
  ms: number;
  answer: string;
}

/** parseImport of `file` alone in a fresh process (parse-memory-child.ts): the kernel's RSS high-water. */
async function parseInChild(dir: string, file: Buffer): Promise<ChildFigures> {
  const at = path.join(dir, 'import.xlsx');
  await writeFile(at, file);
  const child = new URL('./parse-memory-child.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', child, KEY, at], { maxBuffer: MB });
  return JSON.parse(stdout) as ChildFigures;
}

const kb = (b: Buffer) => `${Math.round(b.length / 1024).toLocaleString('en-US')} KB`;
const sec = (v: number) => `${(v / 1000).toFixed(2)} s`;
const latency = (l: LoadResult) => `p50 ${ms(l.latencyMs.p50)} ms, p99 ${ms(l.latencyMs.p99)} ms, max ${ms(l.latencyMs.max)} ms, ${l.requests} requests`;

export const importMemorySection: Section = {
  name: 'import memory',
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const r = resourceRegistry().byKey.get(KEY);
    if (!r) throw new Error(`resource ${KEY} missing`);
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const url = localTarget(`${target.baseUrl}/zax-cloud${r.endpoint}/import`);
    const rows: Row[] = [];

    const sample = validRecord(r);
    const cap = 10_000;
    const files: { what: string; file: Buffer; expect: (a: Answer) => boolean }[] = [
      {
        what: `import ${cap.toLocaleString('en-US')} rows (the cap; exceljs-written, accepted)`,
        file: await buildExport(r, Array.from({ length: cap }, (_, i) => ({ ...sample, name: `内存${i + 1}` })), r.import?.columns),
        expect: (a) => a.status === 200 && a.data?.success === cap,
      },
      { what: 'import 100,000 rows (refused at row 10,001)', file: await manyRows(r, 100_000), expect: (a) => a.status === 400 && a.msg.includes('10000行') },
      { what: 'import 1,000,000 rows (refused at row 10,001)', file: await filled(r, NAMED_ROW, 33, { sharedStrings: ['甲'] }), expect: (a) => a.status === 400 && a.msg.includes('10000行') },
      { what: 'bomb: 400 MB of rows, declared (refused)', file: await filled(r, EMPTY_ROW, 400), expect: (a) => a.status === 400 && a.msg.includes('解压后超过') },
      { what: 'bomb: 400 MB of rows declared as 1 MB (refused)', file: await filled(r, EMPTY_ROW, 400, { declared: MB }), expect: (a) => a.status === 400 && a.msg.includes('已损坏') },
      { what: 'bomb: 95 MB of styled empty cells, under every cap (refused, no data)', file: await filled(r, STYLED_ROW, 95), expect: (a) => a.status === 400 && a.msg.includes('没有数据') },
    ];

    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
    try {
      for (const f of files) {
        const c = await parseInChild(dir, f.file);
        rows.push({
          metric: `${f.what}: parse alone, RSS high-water`,
          value: `${Math.round(c.maxRss)} MB`,
          note: `fresh process: RSS ${Math.round(c.rssBefore)} MB before the parse, high-water ${Math.round(c.maxRssBefore)} MB before it; heap +${Math.round(c.heap)} MB, outside the heap +${Math.round(c.external)} MB; ${sec(c.ms)}; ${c.answer}`,
        });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    for (const f of files) {
      const started = performance.now();
      const [answer, peak] = await peakMemory(() => post(url, token, f.file));
      const took = performance.now() - started;
      if (!f.expect(answer)) throw new Error(`${f.what}: answered ${answer.status} ${answer.msg}`);
      rows.push({ metric: `${f.what}: in the server, peak RSS`, value: `+${Math.round(peak.rss)} MB`, note: `${kb(f.file)} xlsx, ${sec(took)}; ${memoryNote(peak)}` });
    }

    // Another user's cheap GET, alone, then while each hostile file is refused over and over.
    const load = { url: target.baseUrl + USER_INFO_PATH, headers: { authorization: token }, concurrency: LOAD_CONCURRENCY, durationMs: settings.seconds * 1000 };
    if (settings.warmupSeconds > 0) await runLoadInWorker({ ...load, durationMs: settings.warmupSeconds * 1000 });
    const alone = await runLoadInWorker(load);
    rows.push({ metric: `userInfo alone (concurrency ${LOAD_CONCURRENCY})`, value: `p99 ${ms(alone.latencyMs.p99)} ms`, note: latency(alone) });
    for (const f of files.slice(1)) {
      const [l, posted] = await Promise.all([runLoadInWorker(load), postLoopInWorker({ url: url.href, token, file: f.file, durationMs: load.durationMs })]);
      if (l.errors) throw new Error(`userInfo: ${l.errors} of ${l.requests} failed`);
      if (posted.statuses['400'] !== posted.requests) throw new Error(`${f.what}: answered ${JSON.stringify(posted.statuses)} ${posted.messages.join(' | ')}`);
      rows.push({ metric: `userInfo while refusing ${f.what.replace(/ \(.*\)$/, '')}`, value: `p99 ${ms(l.latencyMs.p99)} ms`, note: `${latency(l)}; ${posted.requests} files refused meanwhile` });
    }
    return rows;
  },
};
