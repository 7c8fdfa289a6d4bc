import { callJson, login } from './http-json.ts';
import { runLoadInWorker, type LoadOptions, type LoadResult } from './load.ts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../src/server/plugins/auth.ts';
import { ms, perSecond } from './table.ts';
import { CONST_PATH } from './target.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

const USER_INFO_PATH = '/zax-cloud/user/sysuser/userInfo';
/** An API route that does nothing but authenticate its caller: the cost of authentication alone (issue 25 item 2). */
const AUTH_ONLY_PATH = '/zax-cloud/bench/auth-only';

/** A warm-up load, then the measured one. */
async function measure(opts: Omit<LoadOptions, 'durationMs'>, settings: BenchSettings): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) await runLoadInWorker({ ...opts, durationMs: settings.warmupSeconds * 1000 });
  const result = await runLoadInWorker({ ...opts, durationMs: settings.seconds * 1000 });
  if (result.errors) throw new Error(`${opts.url}: ${result.errors} of ${result.requests} requests failed`);
  return result;
}

function latencyNote(r: LoadResult): string {
  return `(p50 ${ms(r.latencyMs.p50)} ms, p99 ${ms(r.latencyMs.p99)} ms, ${r.requests} requests)`;
}

/**
 * Requests per second of userInfo (token lookup + enterprise read) and of an API route that only authenticates,
 * against a constant route of the same server.
 */
export const throughputSection: Section = {
  name: 'throughput',
  routes(app: FastifyInstance) {
    app.get(AUTH_ONLY_PATH, { schema: { hide: true } }, async (req) => ({ code: 0, userId: authOf(req).userId }));
  },
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const check = await callJson(target, { method: 'GET', path: USER_INFO_PATH, token });
    const entity = check.body.entity as { loginName?: unknown } | undefined;
    if (check.status !== 200 || check.body.code !== 0 || entity?.loginName !== 'qyadmin') {
      throw new Error(`userInfo answered ${check.status} ${String(check.body.msg)}`);
    }
    const base = { concurrency: settings.concurrency };
    const bare = await measure({ ...base, url: target.baseUrl + CONST_PATH }, settings);
    const userInfo = await measure(
      { ...base, url: target.baseUrl + USER_INFO_PATH, headers: { authorization: token } },
      settings,
    );
    const authOnly = await measure(
      { ...base, url: target.baseUrl + AUTH_ONLY_PATH, headers: { authorization: token } },
      settings,
    );
    return [
      { metric: 'userInfo req/s', value: perSecond(userInfo.perSecond), note: latencyNote(userInfo) },
      { metric: 'authenticated empty route req/s', value: perSecond(authOnly.perSecond), note: latencyNote(authOnly) },
      { metric: 'authenticated empty / bare ratio', value: (authOnly.perSecond / bare.perSecond).toFixed(2) },
      { metric: 'bare route req/s', value: perSecond(bare.perSecond), note: latencyNote(bare) },
      { metric: 'userInfo / bare ratio', value: (userInfo.perSecond / bare.perSecond).toFixed(2) },
    ];
  },
};
