// The rules of the web-embed configuration (src/domain/web-embed-url.ts, docs/enterprise.md "网页嵌入").
import { describe, expect, it } from 'vitest';
import { allowedOriginOf, embedIdOfPath, embedMenu, embedUrlProblem, originOf } from '../../src/domain/web-embed-url.ts';

describe('originOf and allowedOriginOf', () => {
  it.each([
    ['https://park.example.com/board?x=1', 'https://park.example.com'],
    ['http://127.0.0.1:8081/a', 'http://127.0.0.1:8081'],
    ['HTTPS://Park.Example.com:443/', 'https://park.example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['ftp://park.example.com/', null],
    ['https://user:pw@park.example.com/', null],
    ['not a url', null],
  ])('%s → %s', (text, origin) => {
    expect(originOf(text)).toBe(origin);
  });

  it('takes an origin alone as an allowed origin, never a page', () => {
    expect(allowedOriginOf('https://park.example.com/')).toBe('https://park.example.com');
    expect(allowedOriginOf(' https://park.example.com ')).toBe('https://park.example.com');
    expect(allowedOriginOf('https://park.example.com/board')).toBeNull();
    expect(allowedOriginOf('ftp://park.example.com')).toBeNull();
  });
});

describe('embedUrlProblem', () => {
  const allowed = ['https://park.example.com'];
  it('admits a page of an allowed origin and names what is wrong otherwise', () => {
    expect(embedUrlProblem('https://park.example.com/board', allowed)).toBeNull();
    expect(embedUrlProblem('javascript:alert(1)', allowed)).toBe('notHttp');
    expect(embedUrlProblem('http://park.example.com/board', allowed)).toBe('originNotAllowed');
    expect(embedUrlProblem('https://park.example.com.evil.org/', allowed)).toBe('originNotAllowed');
  });
});

describe('the menu of embedded pages', () => {
  it('is one group with an entry per page, and nothing without pages', () => {
    expect(embedMenu([])).toEqual([]);
    const [group] = embedMenu([{ id: 7, title: '园区看板' }]);
    expect(group).toMatchObject({ path: '/web-embed', component: 'Layout', children: [{ path: '7', component: 'web-embed/frame', meta: { title: '园区看板' } }] });
    expect(embedIdOfPath('/web-embed/7')).toBe(7);
    expect(embedIdOfPath('/web-embed/x')).toBeNull();
  });
});
