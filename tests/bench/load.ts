import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { summarize, type Summary } from './percentiles.ts';
import type { BenchSettings } from './section.ts';

/** A closed-loop load: `concurrency` clients each send the next request when the previous one answered. */
export interface LoadOptions {
  /** Absolute URL on 127.0.0.1. */
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  durationMs: number;
  /** Hard cap on the number of requests, whatever the duration. */
  maxRequests?: number;
}

export interface LoadResult {
  requests: number;
  /** Answers other than 200 and failed requests. */
  errors: number;
  elapsedMs: number;
  perSecond: number;
  latencyMs: Summary;
}

const DEFAULT_MAX_REQUESTS = 2_000_000;

/** Refuses anything but a plain-HTTP URL on 127.0.0.1: the bench only loads its own server. */
export function localTarget(raw: string): URL {
  const url = new URL(raw);
  if (url.protocol !== 'http:' || url.hostname !== '127.0.0.1') throw new Error(`bench load only targets http://127.0.0.1, not ${raw}`);
  return url;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'GET', headers },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Runs the load in this thread. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = localTarget(opts.url);
  const concurrency = Math.max(1, Math.floor(opts.concurrency));
  const maxRequests = opts.maxRequests ?? DEFAULT_MAX_REQUESTS;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const start = performance.now();
  const deadline = start + opts.durationMs;
  const client = async () => {
    while (issued < maxRequests && performance.now() < deadline) {
      issued++;
      const t0 = performance.now();
      try {
        const status = await get(agent, url, opts.headers ?? {});
        latencies.push(performance.now() - t0);
        if (status !== 200) errors++;
      } catch {
        errors++;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, client));
  } finally {
    agent.destroy();
  }
  const elapsedMs = performance.now() - start;
  if (!latencies.length) throw new Error(`no request to ${opts.url} completed (${errors} errors)`);
  return { requests: latencies.length, errors, elapsedMs, perSecond: (latencies.length / elapsedMs) * 1000, latencyMs: summarize(latencies) };
}

/**
 * Runs the load in a worker thread, so the client does not share the server's event loop.
 * Worker threads do not inherit tsx's loader on Node 20, so the worker imports it through tsx's API.
 */
export function runLoadInWorker(opts: LoadOptions): Promise<LoadResult> {
  localTarget(opts.url);
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./load-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: opts });
    let settled = false;
    worker.once('message', (msg: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
      settled = true;
      if (msg.ok) resolve(msg.result);
      else reject(new Error(msg.error));
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load worker exited with code ${code}`));
    });
  });
}

/**
 * One list figure: a warm-up (when the settings ask for one), then the measured load, in a worker, at most
 * 8 clients; any failed request throws, naming the URL.
 */
export async function measureList(url: string, headers: Record<string, string>, settings: Pick<BenchSettings, 'concurrency' | 'seconds' | 'warmupSeconds'>): Promise<LoadResult> {
  const opts = { url, headers, concurrency: Math.min(settings.concurrency, 8) };
  if (settings.warmupSeconds > 0) await runLoadInWorker({ ...opts, durationMs: settings.warmupSeconds * 1000 });
  const r = await runLoadInWorker({ ...opts, durationMs: settings.seconds * 1000 });
  if (r.errors) throw new Error(`${url}: ${r.errors} of ${r.requests} requests failed`);
  return r;
}
