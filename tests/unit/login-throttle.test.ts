import { describe, expect, it } from 'vitest';
import { waitOf } from '../../src/server/auth/login-throttle.ts';

/** The wait as the Chinese 429 message words it (server.login.*Seconds / *Minutes). */
const waitInWords = (ms: number) => {
  const wait = waitOf(ms);
  return `${wait.n}${wait.unit === 'seconds' ? '秒' : '分钟'}`;
};

describe('waitOf', () => {
  it.each<[number, string]>([
    [0, '1秒'],
    [1, '1秒'],
    [999, '1秒'],
    [1001, '2秒'],
    [30_000, '30秒'],
    [59_001, '1分钟'],
    [60_000, '1分钟'],
    [61_000, '2分钟'],
    [900_000, '15分钟'],
  ])('%i ms -> %s', (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});
