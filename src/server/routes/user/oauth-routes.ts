import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccountById } from '../../auth/account-store.ts';
import { consumeProof, issueProof, issueSsoCode, REFRESH_TTL_MS, SSO_CODE_TTL_MS } from '../../auth/login-proof.ts';
import { createSession, findSession } from '../../auth/session-store.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { obj, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';

interface TokenParams {
  grant_type: 'authorization_code' | 'refresh_token';
  code?: string;
  refresh_token?: string;
}

const tokenParams = obj(
  {
    grant_type: { type: 'string', title: '授权类型', enum: ['authorization_code', 'refresh_token'] },
    code: str('授权码', { minLength: 1, maxLength: 200 }),
    refresh_token: str('刷新令牌', { minLength: 1, maxLength: 200 }),
    client_id: str('客户端', { maxLength: 100 }),
    redirect_uri: str('回调地址', { maxLength: 500 }),
  },
  ['grant_type'],
);

/**
 * The identity service of single sign-on (spec 000 §7): authorization codes, the token endpoint
 * (authorization_code and refresh_token grants, form encoded), token check and the principal's orgs.
 */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/oauth/authorize',
    { config: { access: 'read' }, schema: { tags: ['单点登录'], summary: '为当前用户签发一次性授权码（5分钟）' } },
    async (req) => {
      const auth = authOf(req);
      if (auth.viewOnly) throw new AppError(403, '查看模式下不能签发授权码');
      const code = await issueSsoCode(db, auth.userId);
      return okData({ code, expiresIn: SSO_CODE_TTL_MS / 1000 });
    },
  );

  async function grant(req: FastifyRequest, p: TokenParams) {
    const secret = p.grant_type === 'authorization_code' ? p.code : p.refresh_token;
    if (!secret) throw p.grant_type === 'authorization_code' ? fieldError('code', '请填写授权码') : fieldError('refresh_token', '请填写刷新令牌');
    const userId = await consumeProof(db, secret, p.grant_type === 'authorization_code' ? 'sso' : 'refresh');
    const account = userId == null ? null : await findAccountById(db, userId);
    if (!account || account.status !== 1) {
      throw new AppError(400, '授权码或刷新令牌无效或已过期', [{ field: p.grant_type === 'authorization_code' ? 'code' : 'refresh_token', message: 'invalid_grant' }]);
    }
    const accessToken = await createSession(db, {
      userId: account.id,
      tenantId: account.tenantId,
      ttlMs: config.tokenTtlMs,
      clientIp: req.ip,
      userAgent: req.headers['user-agent'],
    });
    const refreshToken = await issueProof(db, account.id, 'refresh', REFRESH_TTL_MS);
    return {
      code: 0,
      msg: '操作成功',
      access_token: accessToken,
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: Math.floor(config.tokenTtlMs / 1000),
    };
  }

  app.post<{ Body: TokenParams }>(
    '/oauth/token',
    { config: { access: 'public' }, schema: { tags: ['单点登录'], summary: '令牌端点（表单编码）', security: [], body: tokenParams } },
    (req) => grant(req, req.body),
  );
  app.get<{ Querystring: TokenParams }>(
    '/oauth/token',
    { config: { access: 'public' }, schema: { tags: ['单点登录'], summary: '令牌端点（查询参数）', security: [], querystring: tokenParams } },
    (req) => grant(req, req.query),
  );

  app.get<{ Querystring: { token: string } }>(
    '/oauth/check_token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['单点登录'],
        summary: '检查令牌，返回过期时间',
        security: [],
        querystring: obj({ token: str('令牌', { minLength: 1, maxLength: 200 }) }, ['token']),
      },
    },
    async (req) => {
      const s = await findSession(db, req.query.token);
      if (!s) throw fieldError('token', '令牌无效或已过期');
      return { code: 0, msg: '操作成功', active: true, exp: Math.floor(s.expiresAt.getTime() / 1000), user_name: s.loginName };
    },
  );

  app.post(
    '/principal',
    { config: { access: 'read' }, schema: { tags: ['单点登录'], summary: '当前用户及其所属组织（orgs）' } },
    async (req) => {
      const auth = authOf(req);
      const orgs = await inTenant(db, { tenantId: auth.homeTenantId, userId: auth.userId }, (tx) =>
        tx.query<{ qyId: number; orgName: string; isMainOrg: boolean }>(
          `select tenant_id as "qyId", qymc as "orgName", tenant_id = $1 as "isMainOrg"
             from qyxx where (tenant_id = $1 or parent_id = $1) and status = 1 order by (tenant_id = $1) desc, tenant_id`,
          [auth.homeTenantId],
        ),
      );
      return okData({ loginName: auth.loginName, userName: auth.session.userName, orgs });
    },
  );

  app.post(
    '/sysuser/saml/login',
    { config: { access: 'public' }, schema: { tags: ['单点登录'], summary: 'SAML 登录（未配置身份提供方时不可用）', security: [] } },
    async () => {
      throw new AppError(501, '未配置SAML单点登录身份提供方');
    },
  );
}
