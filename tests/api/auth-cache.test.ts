import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { Db } from '../../src/server/db/db.ts';
import { createPgDb } from '../../src/server/db/pg-db.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 25 item 2: what authenticated requests read about their caller is kept per process (auth-cache.ts), and
 * every change to it is seen by the next request, on every process: a revoked token never works again.
 */
const U = '/zax-cloud/user';
let t: TestApp;
/** A second API process on the same database: its own pool on PostgreSQL, the same PGlite in one process. */
let other: { app: FastifyInstance; db: Db; close(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  const url = t.config.databaseUrl;
  const db = url ? await createPgDb(url, { timeZone: t.config.timeZone }) : t.db;
  const app = await buildApp({ config: t.config, db, logger: false });
  await app.ready();
  other = {
    app,
    db,
    async close() {
      await app.close();
      if (db !== t.db) await db.close();
    },
  };
}, 300_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

let seq = 0;
/** A new enterprise user of tenant 1001 with its password; answers its login name and id. */
async function newUser(roles: string[] = ['qyStaff']): Promise<{ name: string; id: number }> {
  const name = `authc${++seq}${Date.now() % 100000}`;
  const [row] = await t.db.query<{ id: number }>(
    `insert into sysuser(tenant_id, login_name, user_name, password_hash, roles) values (1001, $1, $2, $3, $4) returning id`,
    [name, `缓存${seq}`, await hashPassword('Cache@12345'), roles],
  );
  return { name, id: row.id };
}

const userInfo = (token: string) => t.call({ method: 'GET', url: `${U}/sysuser/userInfo`, token });
const otherUserInfo = (token: string) =>
  other.app.inject({ method: 'GET', url: `${U}/sysuser/userInfo`, headers: { authorization: token } });
const post = (path: string, token: string, payload?: object) => t.call({ method: 'POST', url: `${U}${path}`, token, payload });

describe('the authentication cache', () => {
  it('refuses a token at once after its logout, on this process and on another', async () => {
    const { name } = await newUser();
    const token = await t.login(name, 'Cache@12345');
    // Both processes have served (and kept) the session before it ends.
    for (let i = 0; i < 2; i++) {
      expect((await userInfo(token)).statusCode).toBe(200);
      expect((await otherUserInfo(token)).statusCode).toBe(200);
    }
    expect((await post('/sysuser/logout', token)).statusCode).toBe(200);
    expect((await otherUserInfo(token)).statusCode).toBe(401);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await otherUserInfo(token)).json()).toMatchObject({ code: 401 });
  });

  it('refuses the other sessions of a user at the next request after a password change', async () => {
    const { name } = await newUser();
    const kept = await t.login(name, 'Cache@12345');
    const elsewhere = await t.login(name, 'Cache@12345');
    expect((await otherUserInfo(elsewhere)).statusCode).toBe(200);
    expect((await userInfo(elsewhere)).statusCode).toBe(200);
    const changed = await post('/sysuser/updatePassword', kept, {
      loginName: name,
      oldPassword: t.encode('Cache@12345'),
      newPassword: t.encode('Kq7#vW2mZp9x'),
    });
    expect(changed.json()).toMatchObject({ code: 0 });
    expect((await userInfo(elsewhere)).statusCode).toBe(401);
    expect((await otherUserInfo(elsewhere)).statusCode).toBe(401);
    expect((await userInfo(kept)).statusCode).toBe(200);
  });

  it('refuses every token of a user disabled, from the next request on', async () => {
    const { name, id } = await newUser();
    const token = await t.login(name, 'Cache@12345');
    expect((await userInfo(token)).statusCode).toBe(200);
    expect((await otherUserInfo(token)).statusCode).toBe(200);
    await t.db.query('update sysuser set status = 0 where id = $1', [id]);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await otherUserInfo(token)).statusCode).toBe(401);
  });

  it('ends the old token of a role switch and answers the new role; a role taken away is gone at the next request', async () => {
    const { name, id } = await newUser(['qyStaff', 'generalManager']);
    const token = await t.login(name, 'Cache@12345');
    expect((await otherUserInfo(token)).json().entity.roles).toEqual(expect.arrayContaining(['qyStaff', 'generalManager']));
    const switched = await post('/sysuser/switchRole', token, { role: 'generalManager' });
    expect(switched.statusCode).toBe(200);
    const next = switched.json().entity as string;
    expect((await otherUserInfo(token)).statusCode).toBe(401);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await otherUserInfo(next)).json().entity.activeRole).toBe('generalManager');
    await t.db.query(`update sysuser set roles = '{qyStaff}' where id = $1`, [id]);
    // The switched session's role is no longer held: it acts with no role at all (roles.ts).
    expect((await otherUserInfo(next)).statusCode).toBe(403);
    expect((await userInfo(next)).statusCode).toBe(403);
  });

  it("answers an enterprise's module change in userInfo at the next request", async () => {
    const { name } = await newUser();
    const token = await t.login(name, 'Cache@12345');
    const modules = async () => String((await otherUserInfo(token)).json().entity.qyxx.haveModel).split(',');
    const before = await modules();
    expect(before).not.toContain('authc-test');
    await t.db.query(`update qyxx set have_model = array_append(have_model, 'authc-test') where tenant_id = 1001`);
    expect(await modules()).toContain('authc-test');
    await t.db.query(`update qyxx set have_model = array_remove(have_model, 'authc-test') where tenant_id = 1001`);
    expect(await modules()).toEqual(before);
  });

  it("keeps a list to a role's departments as they are now, on both processes", async () => {
    const [dept] = await t.db.query<{ id: number }>(`select id from departmentinfo where tenant_id = 1001 and name = '安全环保部'`);
    await t.db.query(`insert into sysrole(tenant_id, id, code, name, base_role) values (1001, 9251, 'authcScope', '缓存范围', 'qyStaff')`);
    await t.db.query(`insert into sysroledepartment(tenant_id, role_code, department_id) values (1001, 'authcScope', $1)`, [dept.id]);
    const { name } = await newUser(['authcScope']);
    const token = await t.login(name, 'Cache@12345');
    const SM = '/zax-cloud/u-basic/company-safety-manager/list?limit=50';
    const totals = async () => [
      (await t.call({ method: 'GET', url: SM, token })).json().data.total as number,
      (await other.app.inject({ method: 'GET', url: SM, headers: { authorization: token } })).json().data.total as number,
    ];
    const [all] = await t.db.query<{ n: number }>(`select count(*)::int as n from r_safety_manager where tenant_id = 1001`);
    const [inDept] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from r_safety_manager where tenant_id = 1001 and (data->>'department')::bigint = $1`,
      [dept.id],
    );
    expect(inDept.n).toBeLessThan(all.n);
    expect(await totals()).toEqual([inDept.n, inDept.n]);
    // The role's scope is taken away: it sees every record at the next request.
    await t.db.query(`delete from sysroledepartment where tenant_id = 1001 and role_code = 'authcScope'`);
    expect(await totals()).toEqual([all.n, all.n]);
    await t.db.query(`insert into sysroledepartment(tenant_id, role_code, department_id) values (1001, 'authcScope', $1)`, [dept.id]);
    expect(await totals()).toEqual([inDept.n, inDept.n]);
  });

  it('bumps the epoch with each revocation, in the same transaction, and not when a change rolls back', async () => {
    const epoch = async () => (await t.db.query<{ v: number }>('select v from auth_epoch where id = 1'))[0].v;
    const { name } = await newUser();
    const token = await t.login(name, 'Cache@12345');
    const start = await epoch();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('update session set revoked_at = now() where revoked_at is null and user_id = (select id from sysuser where login_name = $1)', [name]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await epoch()).toBe(start);
    expect((await userInfo(token)).statusCode).toBe(200);
    expect((await post('/sysuser/logout', token)).statusCode).toBe(200);
    expect(await epoch()).toBeGreaterThan(start);
  });
});
