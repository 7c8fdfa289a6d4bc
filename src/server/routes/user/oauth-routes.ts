import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccountById } from '../../auth/account-store.ts';
import { consumeProof, issueProof, issueSsoCode, REFRESH_TTL_MS, SSO_CODE_TTL_MS } from '../../auth/login-proof.ts';
import { createSession, findSession } from '../../auth/session-store.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { obj, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { text } from '../../../domain/i18n/text.ts';
import { zhOf } from '../zh-of.ts';

interface TokenParams {
  grant_type: 'authorization_code' | 'refresh_token';
  code?: string;
  refresh_token?: string;
}

const tokenParams = obj(
  {
    grant_type: { type: 'string', title: zhOf('api.user.grantType'), enum: ['authorization_code', 'refresh_token'] },
    code: str(zhOf('api.user.authorizationCode'), { minLength: 1, maxLength: 200 }),
    refresh_token: str(zhOf('api.user.refreshToken'), { minLength: 1, maxLength: 200 }),
    client_id: str(zhOf('api.user.client'), { maxLength: 100 }),
    redirect_uri: str(zhOf('api.user.callbackAddress'), { maxLength: 500 }),
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
    { config: { access: 'read' }, schema: { tags: [zhOf('api.user.singleSign')], summary: zhOf('api.user.issuesOneTimeAuthorizationCode') } },
    async (req) => {
      const auth = authOf(req);
      if (auth.viewOnly) throw new AppError(403, text('api.user.authorizationCodesCannotIssuedView'));
      const code = await issueSsoCode(db, auth.userId);
      return okData({ code, expiresIn: SSO_CODE_TTL_MS / 1000 });
    },
  );

  async function grant(req: FastifyRequest, p: TokenParams) {
    const secret = p.grant_type === 'authorization_code' ? p.code : p.refresh_token;
    if (!secret) throw p.grant_type === 'authorization_code' ? fieldError('code', text('api.user.pleaseEnterAuthorizationCode')) : fieldError('refresh_token', text('api.user.pleaseEnterRefreshToken'));
    const userId = await consumeProof(db, secret, p.grant_type === 'authorization_code' ? 'sso' : 'refresh');
    const account = userId == null ? null : await findAccountById(db, userId);
    if (!account || account.status !== 1) {
      throw new AppError(400, text('api.user.authorizationCodeRefreshTokenInvalid'), [{ field: p.grant_type === 'authorization_code' ? 'code' : 'refresh_token', message: 'invalid_grant' }]);
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
      msg: zhOf('api.user.done'),
      access_token: accessToken,
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: Math.floor(config.tokenTtlMs / 1000),
    };
  }

  app.post<{ Body: TokenParams }>(
    '/oauth/token',
    { config: { access: 'public' }, schema: { tags: [zhOf('api.user.singleSign')], summary: zhOf('api.user.tokenEndpointFormEncoded'), security: [], body: tokenParams } },
    (req) => grant(req, req.body),
  );
  app.get<{ Querystring: TokenParams }>(
    '/oauth/token',
    { config: { access: 'public' }, schema: { tags: [zhOf('api.user.singleSign')], summary: zhOf('api.user.tokenEndpointQueryParameters'), security: [], querystring: tokenParams } },
    (req) => grant(req, req.query),
  );

  app.get<{ Querystring: { token: string } }>(
    '/oauth/check_token',
    {
      config: { access: 'public' },
      schema: {
        tags: [zhOf('api.user.singleSign')],
        summary: zhOf('api.user.checksTokenReturnsExpiryTime'),
        security: [],
        querystring: obj({ token: str(zhOf('api.user.token'), { minLength: 1, maxLength: 200 }) }, ['token']),
      },
    },
    async (req) => {
      const s = await findSession(db, req.query.token);
      if (!s) throw fieldError('token', text('api.user.tokenInvalidHasExpired'));
      return { code: 0, msg: zhOf('api.user.done'), active: true, exp: Math.floor(s.expiresAt.getTime() / 1000), user_name: s.loginName };
    },
  );

  app.post(
    '/principal',
    { config: { access: 'read' }, schema: { tags: [zhOf('api.user.singleSign')], summary: zhOf('api.user.currentUserTheirOrganizationsOrgs') } },
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
    { config: { access: 'public' }, schema: { tags: [zhOf('api.user.singleSign')], summary: zhOf('api.user.samlSignUnavailableUntilIdentity'), security: [] } },
    async () => {
      throw new AppError(501, text('api.user.noSamlSingleSignIdentity'));
    },
  );
}
