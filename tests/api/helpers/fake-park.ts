// A fake park platform for the tests of park login (docs/enterprise.md "园区登录"): the two calls spec 000 §7 names,
// `POST /xxzx-auth/login` and `GET /xxzx-system/v1/xxzx/role/pure/1`, on a real port. `mode` decides how it
// answers: well, refusing the password, with an answer that is not JSON, without a token, or never (a timeout).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ParkMode = 'ok' | 'wrongPassword' | 'notJson' | 'noToken' | 'hang' | 'roleError';

export interface FakePark {
  url: string;
  mode: ParkMode;
  /** What the park received: path, body (login) and authorization (roles). */
  calls: { path: string; body: string; authorization?: string }[];
  close(): Promise<void>;
}

export async function startFakePark(user = 'park-user', password = 'Park@2026'): Promise<FakePark> {
  const hanging = new Set<http.ServerResponse>();
  const park: FakePark = { url: '', mode: 'ok', calls: [], close: async () => undefined };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      park.calls.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
      const json = (status: number, v: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(v));
      };
      if (park.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (req.method === 'POST' && req.url === '/xxzx-auth/login') {
        if (park.mode === 'notJson') {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<html>gateway</html>');
          return;
        }
        if (park.mode === 'noToken') return json(200, { code: 0, msg: 'ok', data: {} });
        const given = JSON.parse(body || '{}') as { username?: string; password?: string };
        if (park.mode === 'wrongPassword' || given.username !== user || given.password !== password) {
          return json(200, { code: 401, msg: '用户名或密码错误' });
        }
        return json(200, { code: 0, msg: 'ok', data: { token: 'park-token-1' } });
      }
      if (req.method === 'GET' && req.url === '/xxzx-system/v1/xxzx/role/pure/1') {
        if (park.mode === 'roleError') return json(500, { code: 500, msg: '服务异常' });
        if (req.headers.authorization !== 'Bearer park-token-1') return json(401, { code: 401, msg: '未登录' });
        return json(200, { code: 0, data: [{ id: 1, name: '园区企业用户' }, { id: 2, name: '园区安全员' }] });
      }
      json(404, { code: 404, msg: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  park.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  park.close = () =>
    new Promise<void>((resolve) => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return park;
}
