import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadOptions } from './load.ts';

// Entry of the worker thread of runLoadInWorker: runs one load and posts its result.
try {
  const result = await runLoad(workerData as LoadOptions);
  parentPort?.postMessage({ ok: true, result });
} catch (err) {
  parentPort?.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
}
