import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

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
    expect(c.limits.loginPerAccount).toEqual({ max: 5, windowMs: 900_000 });
    expect(c.limits.smsPerMobileInterval).toEqual({ max: 1, windowMs: 120_000 });
  });
});
