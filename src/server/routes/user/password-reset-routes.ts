// Password reset by a one-time code (issue 24 item 1, docs/administration.md): the code goes by SMS (the
// configured SMS provider, with its per-mobile and per-address caps) to the mobile the account has on record;
// redeeming it is counted like a login (per address and per login name from the address, login-guard.ts), so
// that guessing codes is as slow as guessing passwords. A reset ends every session of the user.
//
// Sending answers the same whatever the login name (an unknown account, or one without a mobile, sends
// nothing), so that the route tells nobody which accounts exist.
import type { FastifyInstance } from 'fastify';
import { findAccountByLoginName } from '../../auth/account-store.ts';
import { guardLogin } from '../../auth/login-guard.ts';
import { hashNewPassword } from './sysuser-store.ts';
import { revokeUserSessions } from '../../auth/session-store.ts';
import { fieldError } from '../../http/app-error.ts';
import { okEntity } from '../../http/envelope.ts';
import { obj, str } from '../../http/json-schema.ts';
import { requestLang, say } from '../../http/say.ts';
import { redeemSmsCode, sendSmsCode } from '../../services/sms-code.ts';
import { text } from '../../../domain/i18n/text.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('access.api.resetTag')];
const loginNameField = str(zhOf('access.field.loginName'), { minLength: 1, maxLength: 64 });

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, sms } = app.deps;

  app.post<{ Body: { loginName: string } }>(
    '/sysuser/resetPassword/sendCode',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: zhOf('access.api.resetSend'), security: [], body: obj({ loginName: loginNameField }, ['loginName']) },
    },
    async (req) => {
      const account = await findAccountByLoginName(db, req.body.loginName.trim());
      const rows = account
        ? await db.query<{ mobile: string | null }>('select mobile from sysuser where id = $1 and status = 1', [account.id])
        : [];
      const mobile = rows[0]?.mobile;
      if (mobile) await sendSmsCode(db, config, sms, mobile, req.ip);
      return okEntity(null, say(requestLang(req), text('access.resetCodeSent')));
    },
  );

  app.post<{ Body: { loginName: string; pinCode: string; newPassword: string } }>(
    '/sysuser/resetPassword',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: zhOf('access.api.reset'),
        security: [],
        body: obj(
          {
            loginName: loginNameField,
            pinCode: str(zhOf('access.field.pinCode'), { minLength: 1, maxLength: 8, 'x-message': zhOf('api.user.pleaseEnterVerificationCodeMost') }),
            newPassword: str(zhOf('access.field.newPassword'), { minLength: 1, maxLength: 400 }),
          },
          ['loginName', 'pinCode', 'newPassword'],
        ),
      },
    },
    async (req, reply) => {
      const loginName = req.body.loginName.trim();
      const guard = await guardLogin(db, config.limits, reply, req.ip, loginName);
      const account = await findAccountByLoginName(db, loginName);
      const rows = account ? await db.query<{ mobile: string | null }>('select mobile from sysuser where id = $1 and status = 1', [account.id]) : [];
      const mobile = rows[0]?.mobile;
      // No account, or none with a mobile: answered as a code never sent (nothing tells which accounts exist).
      if (!account || !mobile) throw fieldError('pinCode', text('server.sms.missing'));
      const hash = await hashNewPassword(req.body.newPassword, config.loginSecretSuffix, account.loginName, 'newPassword');
      await redeemSmsCode(db, config, mobile, req.body.pinCode, async (joined) => {
        await joined.query("select set_config('app.user', $1, true)", [String(account.id)]);
        await joined.query('update sysuser set password_hash = $2, updated_at = now(), updated_by = $1 where id = $1', [account.id, hash]);
        await revokeUserSessions(joined, account.id);
      });
      await guard.succeeded();
      return okEntity(null, say(requestLang(req), text('access.passwordReset')));
    },
  );
}
