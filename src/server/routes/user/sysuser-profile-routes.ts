import type { FastifyInstance } from 'fastify';
import { isNationalId } from '../../../domain/validators.ts';
import { ROLE_QY_USER } from '../../auth/roles.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { fieldError, forbidden, notFound } from '../../http/app-error.ts';
import { okData, okEntity } from '../../http/envelope.ts';
import { idOf, obj, str } from '../../http/json-schema.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const USER_NOT_FOUND = text('api.user.userDoesNotExist');
const MAX_STATE_IDS = 200;
/** A signature is text, a file id, or an image data URL (no SVG: it could carry script). */
const DATA_URL_RE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The caller's own account row is in the home enterprise, whichever enterprise the request acts for. */
const ownActor = (auth: AuthContext) => ({ tenantId: auth.homeTenantId, userId: auth.userId });

/** Enterprise administrators (and the platform admin) may act on any user of the enterprise; others on themselves. */
function checkSelfOrManager(auth: AuthContext, userId: number, msg: string): void {
  if (userId !== auth.userId && !auth.isAdmin && !auth.roles.includes(ROLE_QY_USER)) throw forbidden(msg);
}

interface OcrPersonInfo {
  id: number;
  qyId: number;
  userId: number;
  name: string | null;
  idCard: string | null;
  address: string | null;
  createTime: string;
}

/** Signature, contacts, online state and OCR person info of users. */
export async function sysuserProfileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/sysuser/getSignature', { schema: { tags: [zhOf('api.user.user')], summary: zhOf('api.user.currentUserSSignatureNull') } }, async (req) => {
    const auth = authOf(req);
    const rows = await inTenant(db, ownActor(auth), (tx) =>
      tx.query<{ signature: string | null }>('select signature from sysuser where id = $1', [auth.userId]),
    );
    return okEntity(rows[0]?.signature ?? null);
  });

  app.post<{ Body: { signature: string | null } }>(
    '/sysuser/saveSignature',
    {
      config: { access: 'account' },
      schema: {
        tags: [zhOf('api.user.user')],
        summary: zhOf('api.user.savesCurrentUserSSignature'),
        body: obj({ signature: { type: ['string', 'null'], title: zhOf('api.user.signature'), maxLength: 700_000 } }, ['signature']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const signature = req.body.signature?.trim() || null;
      if (signature?.startsWith('data:') && !DATA_URL_RE.test(signature)) {
        throw fieldError('signature', text('api.user.signatureImageFormatNotSupported'));
      }
      await inTenant(db, ownActor(auth), (tx) =>
        tx.query('update sysuser set signature = $2, updated_at = now(), updated_by = $1 where id = $1', [
          auth.userId,
          signature,
        ]),
      );
      return okEntity(null, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { friendId: number } }>(
    '/sysuser/addFriends',
    {
      config: { access: 'account' },
      schema: {
        tags: [zhOf('api.user.user')],
        summary: zhOf('api.user.addsUsersThisEnterpriseContacts'),
        querystring: obj({ friendId: idOf(zhOf('api.user.contacts')) }, ['friendId']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const friendId = req.query.friendId;
      if (friendId === auth.userId) throw fieldError('friendId', text('api.user.youCannotAddYourselfContact'));
      await inTenant(db, auth, async (tx) => {
        const found = await tx.query('select 1 from sysuser where id = $1 and tenant_id = $2', [friendId, auth.tenantId]);
        if (!found.length) throw notFound(USER_NOT_FOUND);
        await tx.query(
          'insert into user_friend(tenant_id, user_id, friend_id) values ($1, $2, $3) on conflict do nothing',
          [auth.tenantId, auth.userId, friendId],
        );
      });
      return okEntity({ userId: auth.userId, friendId }, say(requestLang(req), text('api.user.added')));
    },
  );

  app.get('/sysuser/friends', { schema: { tags: [zhOf('api.user.user')], summary: zhOf('api.user.currentUserSContactsCurrent') } }, async (req) => {
    const auth = authOf(req);
    const rows = await inTenant(db, auth, (tx) =>
      tx.query(
        `select u.id, u.login_name as "loginName", u.user_name as "userName", u.mobile, u.ren_yuan_id as "renYuanId",
                f.created_at as "addTime"
           from user_friend f join sysuser u on u.id = f.friend_id
          where f.tenant_id = $1 and f.user_id = $2 order by f.created_at, u.id`,
        [auth.tenantId, auth.userId],
      ),
    );
    return okEntity(rows);
  });

  app.get<{ Querystring: { ids: string } }>(
    '/sysuser/getUsersState',
    {
      schema: {
        tags: [zhOf('api.user.user')],
        summary: zhOf('api.user.whetherUsersAreOnlineHave'),
        querystring: obj(
          { ids: str(zhOf('api.user.userIds'), { maxLength: 4000, pattern: '^\\d{1,15}(,\\d{1,15})*$', 'x-message': zhOf('api.user.userIdsAreNotValid') }) },
          ['ids'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const ids = [...new Set(req.query.ids.split(',').map(Number))];
      if (ids.length > MAX_STATE_IDS) throw fieldError('ids', text('api.user.tooManyUsers', { max: MAX_STATE_IDS }));
      const visible = await inTenant(db, auth, (tx) =>
        tx.query<{ id: number }>('select id from sysuser where id = any($1::bigint[])', [ids]),
      );
      const visibleIds = new Set(visible.map((r) => r.id));
      const asked = ids.filter((id) => visibleIds.has(id));
      // The session table is the server's own (no grants to zax_app); only visible ids are asked.
      const live = asked.length
        ? await db.query<{ userId: number }>(
            `select distinct user_id as "userId" from session
              where user_id = any($1::bigint[]) and revoked_at is null and expires_at > now()`,
            [asked],
          )
        : [];
      const online = new Set(live.map((r) => r.userId));
      return okEntity(asked.map((id) => ({ id, online: online.has(id) })));
    },
  );

  app.get<{ Querystring: { userId: number } }>(
    '/ocrpersoninfo/getByUserId',
    {
      schema: {
        tags: [zhOf('api.user.user')],
        summary: zhOf('api.user.userSIdCardDetails'),
        querystring: obj({ userId: idOf(zhOf('api.user.user')) }, ['userId']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const userId = req.query.userId;
      checkSelfOrManager(auth, userId, zhOf('api.user.youCanViewOnlyYour'));
      const rows = await inTenant(db, auth, (tx) =>
        tx.query<OcrPersonInfo>(
          `select id, tenant_id as "qyId", user_id as "userId", name, id_card as "idCard", address, created_at as "createTime"
             from ocrpersoninfo where user_id = $1 order by id desc limit 1`,
          [userId],
        ),
      );
      if (!rows.length) throw notFound(text('api.user.noIdentityDetailsWereFound'));
      return okData(rows[0]);
    },
  );

  app.post<{ Body: { userId?: number; name: string; idCard: string; address?: string | null } }>(
    '/ocrpersoninfo/save',
    {
      config: { access: 'write' },
      schema: {
        tags: [zhOf('api.user.user')],
        summary: zhOf('api.user.savesUserSIdCard'),
        body: obj(
          {
            userId: idOf(zhOf('api.user.user')),
            name: str(zhOf('api.user.name'), { minLength: 1, maxLength: 50 }),
            idCard: str(zhOf('api.user.idCardNumber'), { minLength: 18, maxLength: 18, 'x-message': zhOf('api.user.idCardNotValid') }),
            address: { type: ['string', 'null'], title: zhOf('api.user.address'), maxLength: 200 },
          },
          ['name', 'idCard'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body;
      const userId = b.userId ?? auth.userId;
      checkSelfOrManager(auth, userId, zhOf('api.user.youCanSaveOnlyYour'));
      if (!isNationalId(b.idCard)) throw fieldError('idCard', text('api.user.idCardNotValid'));
      const name = b.name.trim();
      if (!name) throw fieldError('name', text('api.user.pleaseEnterName'));
      const params = [userId, name, b.idCard.toUpperCase(), b.address?.trim() || null];
      const id = await inTenant(db, auth, async (tx) => {
        const owner = await tx.query<{ qyId: number }>('select tenant_id as "qyId" from sysuser where id = $1', [userId]);
        if (!owner.length) throw notFound(USER_NOT_FOUND);
        const updated = await tx.query<{ id: number }>(
          `update ocrpersoninfo set name = $2, id_card = $3, address = $4
            where id = (select max(id) from ocrpersoninfo where user_id = $1) returning id`,
          params,
        );
        if (updated.length) return updated[0].id;
        const [row] = await tx.query<{ id: number }>(
          `insert into ocrpersoninfo(tenant_id, user_id, name, id_card, address) values ($5, $1, $2, $3, $4) returning id`,
          [...params, owner[0].qyId],
        );
        return row.id;
      });
      return okData({ id }, say(requestLang(req), text('api.user.saved')));
    },
  );
}
