// Park login (spec 000 §7 "Basic service (/u-basic) and park login"; issue 24 item 4). An enterprise's account
// on its park platform: `GET`/`PUT /qyxx-account-config` (the base URL by the platform administrator only, since
// the server calls it; the user name and password by the enterprise's administrator too). The password is stored
// encrypted (secret-box.ts) and never answered: the answer says only whether one is set. `POST
// /sys-user/login-by-park` logs the enterprise's account in to the park (park-client.ts) and answers the park's
// token and roles, for the park pages; a park that refuses, answers wrongly or not in time is a 502/504 with a
// Chinese message, and nothing is changed.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { allowedOriginOf } from '../../domain/web-embed-url.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, badRequest, conflict, fieldError, forbidden } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { bool, ID_MAX, int, obj, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { ParkError, parkLogin } from './park-client.ts';
import { open, seal, secretKey } from './secret-box.ts';
import { targetEnterprise } from './target-enterprise.ts';

const TAGS = [say('zh', text('groups.api.parkTag'))];

export interface AccountConfig {
  qyId: number;
  configured: boolean;
  parkBaseUrl: string;
  username: string;
  hasPassword: boolean;
  enabled: boolean;
  lastLoginAt: string | null;
  updatedAt: string | null;
}

async function readAccount(tx: Queryable, qyId: number): Promise<AccountConfig> {
  const [row] = await tx.query<Omit<AccountConfig, 'qyId' | 'configured'>>(
    `select c.park_base_url as "parkBaseUrl", c.username, c.enabled, c.last_login_at as "lastLoginAt", c.updated_at as "updatedAt",
            exists(select 1 from qyxx_account_secret s where s.tenant_id = c.tenant_id) as "hasPassword"
       from qyxx_account_config c where c.tenant_id = $1`,
    [qyId],
  );
  return row
    ? { qyId, configured: true, ...row }
    : { qyId, configured: false, parkBaseUrl: '', username: '', hasPassword: false, enabled: false, lastLoginAt: null, updatedAt: null };
}

const qyIdQuery = obj({ qyId: int(text('enterprise.field.enterprise'), { minimum: 1, maximum: ID_MAX }) });

interface PutBody {
  qyId?: number;
  parkBaseUrl: string;
  username: string;
  password?: string;
  enabled?: boolean;
}

export async function parkAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.get<{ Querystring: { qyId?: number } }>(
    '/qyxx-account-config',
    { config: { access: 'read', roles: ['qyUser'] }, schema: { tags: TAGS, summary: say('zh', text('groups.api.accountGet')), querystring: qyIdQuery } },
    async (req) => {
      const target = await targetEnterprise(db, req, req.query.qyId);
      return okData(await inTenant(db, target.actor, (tx) => readAccount(tx, target.qyId)));
    },
  );

  app.put<{ Body: PutBody }>(
    '/qyxx-account-config',
    {
      config: { access: 'write', roles: ['qyUser'] },
      schema: {
        tags: TAGS,
        summary: say('zh', text('groups.api.accountPut')),
        body: obj(
          {
            qyId: int(text('enterprise.field.enterprise'), { minimum: 1, maximum: ID_MAX }),
            parkBaseUrl: str(text('groups.field.parkBaseUrl'), { minLength: 1, maxLength: 300 }),
            username: str(text('groups.field.parkUsername'), { minLength: 1, maxLength: 64 }),
            password: str(text('groups.field.parkPassword'), { maxLength: 128 }),
            enabled: bool(text('groups.field.parkEnabled')),
          },
          ['parkBaseUrl', 'username'],
        ),
      },
    },
    async (req) => {
      const target = await targetEnterprise(db, req, req.body.qyId);
      const base = req.body.parkBaseUrl.trim().replace(/\/+$/, '');
      // A base URL: http(s), no credentials, query or fragment (a path prefix is allowed).
      let ok = false;
      try {
        const u = new URL(base);
        ok = allowedOriginOf(u.origin) !== null && !u.search && !u.hash && !u.username && !u.password;
      } catch {
        ok = false;
      }
      if (!ok) throw fieldError('parkBaseUrl', text('groups.error.parkBaseUrl'));
      const username = req.body.username.trim();
      if (!username) throw fieldError('username', text('groups.error.parkUsername'));
      const password = req.body.password ?? '';
      const key = password ? await secretKey(db, config.parkAccountKey) : null;
      const saved = await inTenant(db, target.actor, async (tx) => {
        const before = await readAccount(tx, target.qyId);
        if (!target.isAdmin && base !== (before.configured ? before.parkBaseUrl : '')) throw forbidden(text('groups.error.parkBaseAdminOnly'));
        if (!password && !before.hasPassword) throw fieldError('password', text('groups.error.parkPassword'));
        await tx.query(
          `insert into qyxx_account_config(tenant_id, park_base_url, username, enabled, updated_by) values ($1, $2, $3, $4, $5)
           on conflict (tenant_id) do update set park_base_url = excluded.park_base_url, username = excluded.username,
             enabled = excluded.enabled, updated_by = excluded.updated_by, updated_at = now()`,
          [target.qyId, base, username, req.body.enabled ?? true, target.actor.userId],
        );
        if (key) {
          await tx.query(
            `insert into qyxx_account_secret(tenant_id, password_enc) values ($1, $2)
             on conflict (tenant_id) do update set password_enc = excluded.password_enc`,
            [target.qyId, seal(key, password)],
          );
        }
        return readAccount(tx, target.qyId);
      });
      return okData(saved, say(requestLang(req), text('groups.accountSaved')));
    },
  );

  app.post<{ Body: { qyId?: number } | null }>(
    '/sys-user/login-by-park',
    {
      config: { access: 'read' },
      schema: {
        tags: TAGS,
        summary: say('zh', text('groups.api.loginByPark')),
        body: { ...qyIdQuery, nullable: true },
      },
    },
    async (req) => {
      const target = await targetEnterprise(db, req, req.body?.qyId);
      const account = await inTenant(db, target.actor, async (tx) => {
        const cfg = await readAccount(tx, target.qyId);
        const [secret] = await tx.query<{ enc: string }>('select password_enc as enc from qyxx_account_secret where tenant_id = $1', [target.qyId]);
        return { cfg, enc: secret?.enc ?? null };
      });
      if (!account.cfg.configured || !account.enc) throw badRequest(text('groups.error.parkNotConfigured'));
      if (!account.cfg.enabled) throw conflict(text('groups.error.parkDisabled'));
      const password = open(await secretKey(db, config.parkAccountKey), account.enc);
      if (password == null) throw conflict(text('groups.error.parkKeyChanged'));
      let login;
      try {
        login = await parkLogin(account.cfg.parkBaseUrl, account.cfg.username, password, config.parkTimeoutMs);
      } catch (err) {
        if (err instanceof ParkError) throw new AppError(err.status, err.msg);
        throw err;
      }
      await inTenant(db, target.actor, (tx) =>
        tx.query('update qyxx_account_config set last_login_at = now() where tenant_id = $1', [target.qyId]),
      );
      return okData(
        { qyId: target.qyId, parkBaseUrl: account.cfg.parkBaseUrl, parkToken: login.token, roles: login.roles },
        say(requestLang(req), text('groups.parkLoggedIn')),
      );
    },
  );
}
