import { verifyPassword } from '../../src/server/auth/password.ts';
import { findAccountByLoginName } from '../../src/server/auth/account-store.ts';
import { login } from './http-json.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

const ACCOUNT = { loginName: 'qyadmin', password: 'Qy@123456' };
const WARMUP_LOGINS = 5;
/** In-process argon2id verifications timed to show its share of a login. */
const MAX_VERIFICATIONS = 50;

/** Times `n` sequential runs of `fn` in milliseconds. */
async function timeEach(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Login latency over real HTTP (one client, sequential), next to argon2id verification alone. */
export const loginSection: Section = {
  name: 'login',
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const once = () => login(target, ACCOUNT.loginName, ACCOUNT.password);
    await timeEach(WARMUP_LOGINS, once);
    const logins = summarize(await timeEach(settings.logins, once));

    const account = await findAccountByLoginName(target.db, ACCOUNT.loginName);
    if (!account) throw new Error(`account ${ACCOUNT.loginName} is missing`);
    const verifications = Math.min(settings.logins, MAX_VERIFICATIONS);
    const argon = summarize(
      await timeEach(verifications, async () => {
        if (!(await verifyPassword(account.passwordHash, ACCOUNT.password))) throw new Error('argon2 verify failed');
      }),
    );
    const share = Math.round((argon.p50 / logins.p50) * 100);
    return [
      { metric: 'login p50 / p99 (ms)', value: `${ms(logins.p50)} / ${ms(logins.p99)}`, note: `(${logins.count} sequential logins over HTTP)` },
      {
        metric: 'argon2id verify p50 / p99 (ms)',
        value: `${ms(argon.p50)} / ${ms(argon.p99)}`,
        note: `(in-process, ${argon.count} runs; ~${share}% of login p50)`,
      },
    ];
  },
};
