// Posts one file to an import route over and over, in a worker thread (so that building and sending the
// requests does not share the server's event loop), until `durationMs` has passed; answers how many
// requests got each status and the messages seen.
import { parentPort, Worker, workerData } from 'node:worker_threads';

export interface PostLoop {
  url: string;
  token: string;
  file: Uint8Array;
  durationMs: number;
}

export interface PostLoopResult {
  requests: number;
  statuses: Record<string, number>;
  messages: string[];
}

async function postLoop(o: PostLoop): Promise<PostLoopResult> {
  const out: PostLoopResult = { requests: 0, statuses: {}, messages: [] };
  const deadline = performance.now() + o.durationMs;
  while (performance.now() < deadline) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(o.file)]), 'import.xlsx');
    const res = await fetch(o.url, { method: 'POST', headers: { authorization: o.token }, body: form });
    const body = (await res.json()) as { msg?: string };
    out.requests++;
    out.statuses[res.status] = (out.statuses[res.status] ?? 0) + 1;
    if (body.msg && !out.messages.includes(body.msg)) out.messages.push(body.msg);
  }
  return out;
}

/** Runs the loop in a worker thread (tsx is loaded there through its API, as in load.ts). */
export function postLoopInWorker(o: PostLoop): Promise<PostLoopResult> {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const entry = import.meta.url;
  const code = `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: o });
    worker.once('message', (msg: { ok: true; result: PostLoopResult } | { ok: false; error: string }) => {
      if (msg.ok) resolve(msg.result);
      else reject(new Error(msg.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`post worker exited with code ${code}`)));
  });
}

if (parentPort && (workerData as Partial<PostLoop> | null)?.url) {
  const port = parentPort;
  postLoop(workerData as PostLoop).then(
    (result) => port.postMessage({ ok: true, result }),
    (err: unknown) => port.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
}
