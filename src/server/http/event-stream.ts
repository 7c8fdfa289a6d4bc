// Server-sent events, one way for every live page (gas board, process alarms, positions): the headers proxies must
// not buffer, a reconnect delay, the first events, then what the subscription sends, a comment every 25 s so that
// idle proxies keep the connection, and every open stream ended when the server closes. An injected request (the
// server's tests and the route walk) gets the first events and the end.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const HEARTBEAT_MS = 25_000;

export type SendEvent = (event: string, data: unknown) => void;

export interface EventStreamOptions {
  /** Sent at once, in order. */
  first?: ReadonlyArray<readonly [event: string, data: unknown]>;
  /** Starts the pushes; answers their stop (called when the page goes or the server closes). */
  subscribe?: (send: SendEvent) => () => void;
  /** The browser's reconnect delay. */
  retryMs?: number;
}

export type OpenEventStream = (req: FastifyRequest, reply: FastifyReply, opts: EventStreamOptions) => void;

/** The app's stream opener (one per plugin): streams it opened end on the app's preClose. */
export function eventStreams(app: FastifyInstance): OpenEventStream {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    open.clear();
  });
  return (req, reply, opts) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const send: SendEvent = (event, data) => void res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    for (const [event, data] of opts.first ?? []) send(event, data);
    res.write(`retry: ${opts.retryMs ?? 5000}\n\n`);
    if (req.headers['user-agent'] === 'lightMyRequest') {
      res.end();
      return;
    }
    const stop = opts.subscribe?.(send) ?? (() => undefined);
    const beat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    beat.unref();
    let stopped = false;
    const release = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(beat);
      stop();
      open.delete(end);
    };
    const end = () => {
      release();
      res.end();
    };
    open.add(end);
    req.raw.on('close', release);
  };
}
