// Login throttling (issue 11 item 1): failures per (login name, address) and per address, counted before
// the password is checked; a slower path, never a lock that a stranger controls; TRUST_PROXY by hops or list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { loadConfig } from '../../src/server/config.ts';

const U = '/zax-cloud/user';
const LOGIN = `${U}/sysuser/login`;
const RIGHT = 'Right@8265';
const WRONG = 'Wrong@8265';

// The documented defaults (5 per name and address, 30 per address, 30 s doubling to 15 min), one proxy hop.
const defaults = loadConfig({}).limits;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: 1,
    limits: { loginPerNameAddress: defaults.loginPerNameAddress, loginPerAddress: defaults.loginPerAddress },
  });
});
afterAll(() => t?.close());

async function createUsers(names: string[], password = RIGHT): Promise<void> {
  const hash = await hashPassword(password);
  for (const name of names) {
    await t.db.query(
      `insert into sysuser(tenant_id, login_name, user_name, password_hash, roles) values (1001, $1, $1, $2, '{qyStaff}')`,
      [name, hash],
    );
  }
}

function login(
  loginName: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
  app: TestApp = t,
): Promise<LightMyRequestResponse> {
  return app.call({ method: 'POST', url: LOGIN, payload: { loginName, password: app.encode(password) }, remoteAddress, headers });
}

const count = (responses: LightMyRequestResponse[], status: number) => responses.filter((r) => r.statusCode === status).length;

/** Lets the wait of a throttle key pass, as time would. */
const letWaitPass = (key: string) =>
  t.db.query("update login_throttle set next_at = now() - interval '1 second' where key = $1", [key]);

describe('failures of one login name from one address', () => {
  it('are slowed down with a growing delay, answered 429 with the wait, and forgotten after the right password', async () => {
    await createUsers(['slow01']);
    const ip = '198.51.100.10';
    for (let i = 0; i < 5; i++) expect((await login('slow01', WRONG, ip)).statusCode).toBe(401);
    const first = await login('slow01', RIGHT, ip);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toEqual({ code: 429, msg: '登录失败次数过多，请30秒后再试' });
    expect(first.headers['retry-after']).toBe('30');
    // After the wait one more guess is allowed, and the next wait is twice as long.
    await letWaitPass(`login:name:slow01@${ip}`);
    expect((await login('SLOW01', WRONG, ip)).statusCode).toBe(401);
    const second = await login('slow01', RIGHT, ip);
    expect(second.json()).toEqual({ code: 429, msg: '登录失败次数过多，请1分钟后再试' });
    expect(second.headers['retry-after']).toBe('60');
    // The owner waits, logs in, and starts afresh.
    await letWaitPass(`login:name:slow01@${ip}`);
    expect((await login('slow01', RIGHT, ip)).json().code).toBe('success');
    for (let i = 0; i < 4; i++) expect((await login('slow01', WRONG, ip)).statusCode).toBe(401);
    expect((await login('slow01', RIGHT, ip)).json().code).toBe('success');
  });

  it('never keep the right password out from an address that has not failed', async () => {
    await createUsers(['target01']);
    // A stranger guesses admin-style: a few wrong passwords every so often, from one address.
    for (let round = 0; round < 3; round++) {
      await letWaitPass('login:name:target01@203.0.113.66');
      for (let i = 0; i < 5; i++) await login('target01', WRONG, '203.0.113.66');
    }
    // The stranger's own address is what waits...
    expect((await login('target01', RIGHT, '203.0.113.66')).statusCode).toBe(429);
    // ...the owner, elsewhere, is not locked out.
    expect((await login('target01', RIGHT, '198.51.100.77')).json().code).toBe('success');
  });

  it('hold under 100 guesses sent at once: only 5 are checked, the rest are refused unchecked', async () => {
    await createUsers(['burst01']);
    const answers = await Promise.all(Array.from({ length: 100 }, () => login('burst01', WRONG, '198.51.100.20')));
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(95);
    // Refused by the name's wait, or by the address's while the burst is in flight; answered alike.
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(r.json().msg).toMatch(/^(该地址)?登录失败次数过多，请\d+秒后再试$/);
    }
    // Once answered, only the 5 checked guesses count against the address: another name logs in from it.
    const [row] = await t.db.query<{ attempts: number }>('select attempts from login_throttle where key = $1', ['login:addr:198.51.100.20']);
    expect(row.attempts).toBe(5);
    expect((await login('qyadmin', PASSWORDS.qyadmin, '198.51.100.20')).json().code).toBe('success');
  });
});

describe('failures from one address', () => {
  it('hold under 100 guesses at 100 names at once: at most 30 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(`spray${i}`, WRONG, '198.51.100.30')),
    );
    expect(count(answers, 401)).toBe(30);
    expect(count(answers, 429)).toBe(70);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({ code: 429, msg: '该地址登录失败次数过多，请30秒后再试' });
    // The right password from that address waits too; from another it logs in.
    expect((await login('qyadmin', PASSWORDS.qyadmin, '198.51.100.30')).statusCode).toBe(429);
    expect((await login('qyadmin', PASSWORDS.qyadmin, '198.51.100.31')).json().code).toBe('success');
  });

  it('do not count successes: 30 colleagues behind one NAT log in, at once and again one by one', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `nat${String(i).padStart(2, '0')}`);
    await createUsers(names);
    const nat = '198.51.100.40';
    const together = await Promise.all(names.map((name) => login(name, RIGHT, nat)));
    expect(together.map((r) => r.json().code)).toEqual(names.map(() => 'success'));
    // A few typos on the way, as in any office, and everyone logs in again, more than the limit in all.
    for (const name of names.slice(0, 10)) expect((await login(name, WRONG, nat)).statusCode).toBe(401);
    for (let round = 0; round < 2; round++) {
      for (const name of names) expect((await login(name, RIGHT, nat)).json().code).toBe('success');
    }
    const [row] = await t.db.query<{ attempts: number }>('select attempts from login_throttle where key = $1', [`login:addr:${nat}`]);
    expect(row.attempts).toBe(10);
  });

  it('count bad single-sign-on codes, before they are checked', async () => {
    const ip = '198.51.100.50';
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call({ method: 'POST', url: `${U}/sysuser/login/withoutPassword`, payload: { loginName: 'qyadmin', code: `bad-${i}` }, remoteAddress: ip }),
      ),
    );
    expect(count(tries, 401)).toBe(30);
    expect(count(tries, 429)).toBe(10);
  });
});

describe('the throttle table', () => {
  it('forgets windows that ended more than a day ago when an address opens a window', async () => {
    await login('qyadmin', WRONG, '198.51.100.71');
    await t.db.query(
      `insert into login_throttle(key, attempts, next_at, reset_at) values
         ('login:addr:192.0.2.250', 9, now() - interval '3 days', now() - interval '2 days'),
         ('login:addr:192.0.2.251', 9, now() - interval '3 hours', now() - interval '2 hours')`,
    );
    const oldKeys = async () =>
      (await t.db.query<{ key: string }>("select key from login_throttle where key like 'login:addr:192.0.2.25%' order by key")).map(
        (r) => r.key,
      );
    // An address already in its window does not sweep; one opening a window does.
    await login('qyadmin', WRONG, '198.51.100.71');
    expect(await oldKeys()).toEqual(['login:addr:192.0.2.250', 'login:addr:192.0.2.251']);
    await login('qyadmin', WRONG, '198.51.100.70');
    expect(await oldKeys()).toEqual(['login:addr:192.0.2.251']);
  });
});

describe('TRUST_PROXY', () => {
  const clientIpOf = async (token: string, app: TestApp = t) =>
    (await app.db.query<{ client_ip: string }>('select client_ip from session where token_hash = $1', [hashToken(token)]))[0]
      .client_ip;

  it('with one hop takes the address the proxy appended, not one the client wrote', async () => {
    await createUsers(['proxied01']);
    // The client sends its own X-Forwarded-For; the proxy (10.8.0.1) appends the address it saw.
    const res = await login('proxied01', RIGHT, '10.8.0.1', { 'x-forwarded-for': '192.0.2.99, 203.0.113.5' });
    expect(await clientIpOf(res.json().entity)).toBe('203.0.113.5');
    // Forged addresses do not escape the throttle of the real one.
    for (let i = 0; i < 5; i++) {
      const wrong = await login('proxied01', WRONG, '10.8.0.1', { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.5` });
      expect(wrong.statusCode).toBe(401);
    }
    const forged = await login('proxied01', RIGHT, '10.8.0.1', { 'x-forwarded-for': '192.0.2.200, 203.0.113.5' });
    expect(forged.statusCode).toBe(429);
  });

  describe('with a list of proxy addresses', () => {
    let t2: TestApp;
    beforeAll(async () => {
      t2 = await createTestApp({ trustProxy: ['10.8.0.0/16'] });
    });
    afterAll(() => t2?.close());

    it('believes X-Forwarded-For only from those proxies', async () => {
      const via = async (remoteAddress: string, xff: string) => {
        const res = await login('qyadmin', PASSWORDS.qyadmin, remoteAddress, { 'x-forwarded-for': xff }, t2);
        return clientIpOf(res.json().entity, t2);
      };
      expect(await via('10.8.0.1', '203.0.113.6')).toBe('203.0.113.6');
      // Through two listed proxies: the address before the first of them.
      expect(await via('10.8.0.1', '203.0.113.7, 10.8.0.2')).toBe('203.0.113.7');
      // A client reaching the server directly cannot name another address.
      expect(await via('198.51.100.60', '203.0.113.6')).toBe('198.51.100.60');
      // Nor can one behind the proxy put an address before the one the proxy saw.
      expect(await via('10.8.0.1', '192.0.2.1, 203.0.113.8')).toBe('203.0.113.8');
    });
  });
});
