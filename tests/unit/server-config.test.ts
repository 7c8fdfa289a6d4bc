import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig, parseTrustProxy, type TrustProxy } from '../../src/server/config.ts';

describe('server configuration', () => {
  it('defaults to the documented port, data directory, suffix and argon2id cost', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.loginSecretSuffix).toBe('zax-cloud');
    expect(c.passwordHash).toEqual({ memoryCost: 65536, timeCost: 3 });
    expect(c.corsOrigins).toEqual([]);
    expect(c.tokenTtlMs).toBe(86_400_000);
  });

  it('reads the environment and never lets the hash cost fall below a floor', () => {
    const c = loadConfig({ PORT: '9090', DATA_DIR: '/tmp/x', ARGON2_MEMORY_KIB: '8', ARGON2_PASSES: '0', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(c.port).toBe(9090);
    expect(c.dataDir).toBe('/tmp/x');
    expect(c.passwordHash).toEqual({ memoryCost: 1024, timeCost: 1 });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('keeps the default limits when overrides name only some', () => {
    const c = loadConfig({}, { limits: { loginPerAddress: { max: 3, windowMs: 1000 } } });
    expect(c.limits.loginPerAddress).toEqual({ max: 3, windowMs: 1000 });
    expect(c.limits.loginPerNameAddress).toEqual({ max: 5, windowMs: 3_600_000, delayMs: 30_000, maxDelayMs: 900_000 });
    expect(c.limits.smsPerMobileInterval).toEqual({ max: 1, windowMs: 120_000 });
  });

  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});

describe('TRUST_PROXY', () => {
  it.each<[string | undefined, TrustProxy]>([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, 192.168.1.10 ,::1', ['10.0.0.0/8', '192.168.1.10', '::1']],
    ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
  ])('%j -> %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'proxy.example', ','])(
    'refuses %j at start',
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY/);
    },
  );

  it('turns a hop count into a function trusting exactly that many hops', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
