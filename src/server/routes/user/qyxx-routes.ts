import type { FastifyInstance } from 'fastify';
import { MOBILE_MESSAGE } from '../../../domain/validators.ts';
import { ALL_MODULE_KEYS } from '../../../domain/modules.ts';
import type { EnterpriseRegistration } from '../../../domain/enterprise-requests.ts';
import { decodeTransportPassword, hashPassword } from '../../auth/password.ts';
import { checkNewPassword } from '../../auth/password-policy.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { conflict, fieldError, forbidden, notFound } from '../../http/app-error.ts';
import { okData, okRows } from '../../http/envelope.ts';
import { int, MOBILE_PATTERN, obj, optionalId, str, strArray, idArray, pageQuery, bool } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { checkSmsCode, redeemSmsCode, sendSmsCode } from '../../services/sms-code.ts';
import { enterpriseColumns, type Enterprise } from './enterprise-store.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';
import { submitApplication } from '../../enterprise/apply-store.ts';

const mobileField = str(zhOf('api.user.mobileNumber'), { pattern: MOBILE_PATTERN, 'x-message': MOBILE_MESSAGE });
const pinField = str(zhOf('api.user.verificationCode'), { minLength: 1, maxLength: 8, 'x-message': zhOf('api.user.pleaseEnterVerificationCodeMost') });

function publicEnterprise(e: Enterprise) {
  return { id: e.id, qymc: e.qymc, qyGroup: e.qyGroup, parentId: e.parentId, haveModel: e.haveModel.join(','), status: e.status };
}

/** Enterprises (qyxx), the SMS code, applications for modules and the location platform list. */
export async function qyxxRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, sms } = app.deps;

  app.post<{ Body: { qyId?: number | null } }>(
    '/qyxx/list',
    {
      config: { access: 'read' },
      schema: {
        tags: [zhOf('api.user.enterprise')],
        summary: zhOf('api.user.enterprisesGroupEnterpriseThoseUnder'),
        body: { ...obj({ qyId: optionalId(zhOf('api.user.enterprise')) }), nullable: true },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const root = req.body?.qyId ?? auth.homeTenantId;
      // RLS admits the caller's own enterprise and its sub-enterprises; another root sees nothing.
      const rows = await inTenant(db, { tenantId: auth.homeTenantId, userId: auth.userId }, (tx) =>
        tx.query<Enterprise>(
          `select ${enterpriseColumns} from qyxx where (tenant_id = $1 or parent_id = $1) and status = 1
            order by (tenant_id = $1) desc, tenant_id`,
          [root],
        ),
      );
      return okData(rows.map(publicEnterprise));
    },
  );

  app.get<{ Querystring: { qymc: string } }>(
    '/qyxx/likeQymc',
    {
      config: { access: 'public' },
      schema: {
        tags: [zhOf('api.user.enterprise')],
        summary: zhOf('api.user.findsEnterprisesNameChoosingEnterprise'),
        security: [],
        querystring: obj({ qymc: str(zhOf('api.user.enterpriseName'), { minLength: 2, maxLength: 50, 'x-message': zhOf('api.user.pleaseEnterLeast2Characters') }) }, ['qymc']),
      },
    },
    async (req) => {
      const like = `%${req.query.qymc.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db.query<{ id: number; qymc: string }>(
        `select tenant_id as id, qymc from qyxx where qymc like $1 and status = 1 and tenant_id <> 0 order by tenant_id limit 20`,
        [like],
      );
      return okData(rows);
    },
  );

  app.get<{ Querystring: { sysUserId: number } }>(
    '/qyxx/getBySysUserId',
    {
      schema: {
        tags: [zhOf('api.user.enterprise')],
        summary: zhOf('api.user.userSEnterprise'),
        querystring: obj({ sysUserId: int(zhOf('api.user.user'), { minimum: 1 }) }, ['sysUserId']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const row = await inTenant(db, auth, async (tx) => {
        const rows = await tx.query<Enterprise>(
          `select ${enterpriseColumns} from qyxx where tenant_id = (select tenant_id from sysuser where id = $1)`,
          [req.query.sysUserId],
        );
        return rows[0];
      });
      if (!row) throw notFound(text('api.user.userDoesNotExist'));
      return okData(publicEnterprise(row));
    },
  );

  app.post<{ Body: EnterpriseRegistration }>(
    '/qyxx/register',
    {
      config: { access: 'write', roles: ['admin'] },
      schema: {
        tags: [zhOf('api.user.enterprise')],
        summary: zhOf('api.user.opensEnterpriseAdministratorAccountPlatform'),
        body: obj(
          {
            qymc: str(zhOf('api.user.enterpriseName'), { minLength: 2, maxLength: 100 }),
            qyGroup: str(zhOf('api.user.group'), { maxLength: 100 }),
            parentId: optionalId(zhOf('api.user.parentEnterprise')),
            haveModel: strArray(zhOf('api.user.openModules')),
            qdglVersion: { type: 'string', title: zhOf('api.user.checklistManagementEdition'), enum: ['1', '2'] },
            riskVersion: { type: 'string', title: zhOf('api.user.riskControlEdition'), enum: ['1', '2'] },
            parkPrefix: str(zhOf('api.user.parkPrefix'), { maxLength: 100 }),
            useLocationPlatform: bool(zhOf('api.user.usesPositioningPlatform')),
            contactName: str(zhOf('api.user.contacts'), { maxLength: 10 }),
            contactMobile: mobileField,
            adminLoginName: str(zhOf('api.user.administratorSLoginName'), { minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' }),
            adminUserName: str(zhOf('api.user.administratorSName'), { maxLength: 50 }),
            adminPassword: str(zhOf('api.user.administratorSPassword'), { minLength: 1, maxLength: 400 }),
          },
          ['qymc', 'haveModel', 'adminLoginName', 'adminPassword'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body;
      const unknown = b.haveModel.filter((m) => !ALL_MODULE_KEYS.includes(m));
      if (unknown.length) throw fieldError('haveModel', text('api.user.unknownModules', { modules: unknown.join(zhOf('api.resource.listSeparator')) }));
      const plain = decodeTransportPassword(b.adminPassword, config.loginSecretSuffix);
      if (plain == null) throw fieldError('adminPassword', text('api.user.administratorPasswordSEncodingNot'));
      const weak = checkNewPassword(plain, b.adminLoginName);
      if (weak) throw fieldError('adminPassword', weak);
      const hash = await hashPassword(plain);
      const id = await inTenant(db, auth, async (tx) => {
        const taken = await tx.query('select 1 from sysuser where lower(login_name) = lower($1)', [b.adminLoginName]);
        if (taken.length) throw fieldError('adminLoginName', text('api.user.loginNameAlreadyExists'));
        if (b.parentId != null) {
          const parent = await tx.query('select 1 from qyxx where tenant_id = $1', [b.parentId]);
          if (!parent.length) throw fieldError('parentId', text('api.user.parentEnterpriseDoesNotExist'));
        }
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into qyxx(tenant_id, qymc, qy_group, parent_id, have_model, config, contact_name, contact_mobile)
           values ((select greatest(coalesce(max(tenant_id), 1000), 1000) + 1 from qyxx), $1, $2, $3, $4, $5, $6, $7)
           returning tenant_id as id`,
          [
            b.qymc,
            b.qyGroup ?? null,
            b.parentId ?? null,
            b.haveModel,
            {
              qdglVersion: b.qdglVersion ?? '1',
              riskVersion: b.riskVersion ?? '1',
              parkPrefix: b.parkPrefix ?? '',
              useLocationPlatform: b.useLocationPlatform ?? false,
            },
            b.contactName ?? null,
            b.contactMobile ?? null,
          ],
        );
        await tx.query(
          `insert into sysuser(tenant_id, login_name, user_name, password_hash, roles, sass_qy, created_by)
           values ($1, $2, $3, $4, '{qyUser}', 1, $5)`,
          [id, b.adminLoginName, b.adminUserName ?? b.qymc, hash, auth.userId],
        );
        return id;
      }).catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505') throw conflict(text('api.user.enterpriseLoginNameAlreadyExists'));
        throw err;
      });
      return okData({ id });
    },
  );

  app.get<{ Params: { mobile: string } }>(
    '/qyxx/sendSmsToTelphone/:mobile',
    {
      config: { access: 'public' },
      schema: {
        tags: [zhOf('api.user.applyOpen')],
        summary: zhOf('api.user.sendsSmsVerificationCodeOnce'),
        security: [],
        params: obj({ mobile: mobileField }, ['mobile']),
      },
    },
    async (req) => {
      await sendSmsCode(db, config, sms, req.params.mobile, req.ip);
      return okData(null, say(requestLang(req), text('api.user.verificationCodeHasBeenSent')));
    },
  );

  app.post<{ Body: { mobile: string; pinCode: string } }>(
    '/qyxx/verifyPinCode',
    {
      config: { access: 'public' },
      schema: {
        tags: [zhOf('api.user.applyOpen')],
        summary: zhOf('api.user.checksSmsVerificationCodeNot'),
        security: [],
        body: obj({ mobile: mobileField, pinCode: pinField }, ['mobile', 'pinCode']),
      },
    },
    async (req) => {
      await checkSmsCode(db, config, req.body.mobile, req.body.pinCode);
      return okData(true, say(requestLang(req), text('api.user.verificationCodeCorrect')));
    },
  );

  app.post<{ Body: { name: string; mobile: string; pinCode: string; qyId?: number | null; module?: string } }>(
    '/applyinfo/save',
    {
      schema: {
        tags: [zhOf('api.user.applyOpen')],
        summary: zhOf('api.user.appliesOpenModulesNameMobile'),
        body: obj(
          {
            name: str(zhOf('api.user.contactName'), { minLength: 2, maxLength: 10, 'x-message': zhOf('api.user.pleaseEnterContactName') }),
            mobile: mobileField,
            pinCode: pinField,
            qyId: optionalId(zhOf('api.user.enterprise')),
            module: str(zhOf('api.user.modulesApplied'), { maxLength: 50 }),
          },
          ['name', 'mobile', 'pinCode'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body;
      if (b.qyId != null && b.qyId !== auth.tenantId) throw forbidden(text('api.user.youCanApplyOnlyCurrent'));
      if (b.module && !ALL_MODULE_KEYS.includes(b.module)) throw fieldError('module', text('api.user.unknownModule'));
      // The code is consumed in the transaction of the insert: a failed submission writes nothing. The application
      // is the platform's record for this enterprise (docs/enterprise.md "入驻申请"): written as the platform, for
      // the caller's own enterprise only, its review waits in the platform administrator's inbox.
      const id = await redeemSmsCode(db, config, b.mobile, b.pinCode, (joined) =>
        inTenant(joined, { tenantId: 0, userId: auth.userId }, (tx) =>
          submitApplication(tx, auth.userId, { qyId: auth.tenantId, name: b.name, mobile: b.mobile, module: b.module ?? null }),
        ),
      );
      return okData({ id }, say(requestLang(req), text('api.user.submitted')));
    },
  );

  app.get<{ Querystring: { qyId?: number } }>(
    '/applyinfo/getByQyId',
    {
      schema: {
        tags: [zhOf('api.user.applyOpen')],
        summary: zhOf('api.user.enterpriseSApplicationsOpenModules'),
        querystring: obj({ qyId: int(zhOf('api.user.enterprise'), { minimum: 0 }) }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const qyId = req.query.qyId ?? auth.tenantId;
      if (!auth.isAdmin && qyId !== auth.tenantId) throw forbidden(text('api.user.forbiddenApplications'));
      const rows = await inTenant(db, auth, (tx) =>
        tx.query(
          `select id, tenant_id as "qyId", name, mobile, module, status, created_at as "createTime", reject_reason as "rejectReason"
             from applyinfo where tenant_id = $1 order by created_at desc, id desc limit 50`,
          [qyId],
        ),
      );
      return okData(rows);
    },
  );

  app.post<{ Body: { page?: number; limit?: number; qyIds?: number[] } }>(
    '/qyxx/locationList',
    {
      config: { access: 'read' },
      schema: {
        tags: [zhOf('api.user.enterprise')],
        summary: zhOf('api.user.enterprisesUsingPersonnelPositioningPlatform'),
        body: obj({ ...pageQuery, qyIds: idArray(zhOf('api.user.enterprises')) }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const page = req.body.page ?? 1;
      const limit = req.body.limit ?? 20;
      const ids = req.body.qyIds ?? [];
      const rows = await inTenant(db, { tenantId: auth.homeTenantId, userId: auth.userId }, (tx) =>
        tx.query<{ id: number; qymc: string; parkPrefix: string; total: number }>(
          `select tenant_id as id, qymc, coalesce(config->>'parkPrefix', '') as "parkPrefix", count(*) over () as total
             from qyxx where coalesce((config->>'useLocationPlatform')::boolean, false)
              and (cardinality($1::bigint[]) = 0 or tenant_id = any($1::bigint[]))
            order by tenant_id limit $2 offset $3`,
          [ids, limit, (page - 1) * limit],
        ),
      );
      return okRows(rows.map(({ total: _t, ...r }) => r), rows[0]?.total ?? 0);
    },
  );
}
