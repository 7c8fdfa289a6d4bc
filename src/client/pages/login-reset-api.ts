// The public calls of 忘记密码 on the login page (docs/administration.md "Password reset by a one-time code"), with
// the login page's fetch (no axios there): the code sent by SMS to the mobile the account has on record, then the
// new password set with it. The server answers sending alike for every login name; redeeming is throttled like a
// login (429 past the limit), a wrong code is a 400 naming `pinCode`, and success ends every session of the user.
import { encodeLoginPassword, fetchEnvelope } from '../api/login-api.ts';

/** `POST /user/sysuser/resetPassword/sendCode`; answers the server's message. */
export async function requestResetCode(loginName: string): Promise<string> {
  const env = await fetchEnvelope<null>({ method: 'POST', path: '/user/sysuser/resetPassword/sendCode', body: { loginName: loginName.trim() } });
  return env.msg;
}

/** `POST /user/sysuser/resetPassword` with the password in the login's transport encoding; answers the server's message. */
export async function resetPasswordWithCode(loginName: string, pinCode: string, newPassword: string): Promise<string> {
  const env = await fetchEnvelope<null>({
    method: 'POST',
    path: '/user/sysuser/resetPassword',
    body: { loginName: loginName.trim(), pinCode: pinCode.trim(), newPassword: encodeLoginPassword(newPassword) },
  });
  return env.msg;
}
