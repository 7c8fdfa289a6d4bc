// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../src/client/cookies.ts';

afterEach(() => {
  for (const name of ['Admin-Token', 'language', 'odd']) removeCookie(name);
});

describe('cookies', () => {
  it('reads a cookie among others, trimmed and decoded', () => {
    expect(readCookie('b', 'a=1; b=x%20y;c=3')).toBe('x y');
    expect(readCookie('c', 'a=1; b=2;c=3')).toBe('3');
    expect(readCookie('d', 'a=1; b=2')).toBeUndefined();
    expect(readCookie('a', '')).toBeUndefined();
  });

  it('answers a value that is not URI-encoded as it is', () => {
    expect(readCookie('odd', 'odd=100%')).toBe('100%');
  });

  it('writes, reads back and removes a cookie of the page', () => {
    writeCookie('Admin-Token', 'abc def;1', 1);
    expect(readCookie('Admin-Token')).toBe('abc def;1');
    writeCookie('language', 'en');
    expect(readCookie('language')).toBe('en');
    removeCookie('Admin-Token');
    expect(readCookie('Admin-Token')).toBeUndefined();
    expect(readCookie('language')).toBe('en');
  });
});
