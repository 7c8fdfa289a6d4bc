import type { English } from '../message-format.ts';
import type { ssoZh } from '../zh/sso.ts';

export const ssoEn: English<typeof ssoZh> = {
  'sso.public.none': 'There are no public pages yet.',
  'sso.public.notPublished': 'The public page “{rest}” is not published yet.',
  'sso.public.signIn': 'Sign in to the system',
  'sso.public.title': 'Public page',
  'sso.redirect.backToLogin': 'Back to sign-in',
  'sso.redirect.failed': 'Sign-in failed',
  'sso.redirect.missingCredential': 'The sign-in credential (token or code) is missing. Please sign in again.',
  'sso.redirect.signingIn': 'Signing in…',
  'sso.redirect.title': 'Signing in',
  'sso.signIn.failed': 'Single sign-on failed',
  'sso.signIn.noCode': 'No single sign-on authorization code was received. Please enter from the unified authentication platform, or sign in with your user name and password.',
  'sso.signIn.passwordLogin': 'Sign in with password',
  'sso.signIn.signingIn': 'Signing in with single sign-on…',
  'sso.signIn.title': 'Single sign-on',
};
