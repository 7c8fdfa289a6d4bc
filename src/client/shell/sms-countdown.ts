import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);
// Pure timing of the SMS resend countdown (spec 000 §4, §9: 120 s).

/** Seconds before another code may be asked for. */
export const SMS_COUNTDOWN_SECONDS = 120;

/** Whole seconds left until `deadline` (ms since epoch), never negative; rounds up so 0.2 s left shows 1. */
export function secondsLeft(deadline: number, now: number): number {
  if (!Number.isFinite(deadline) || !Number.isFinite(now)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Text of the send button: 获取验证码, or `Ns后重新获取` while counting down. */
export function countdownText(seconds: number): string {
  return seconds > 0 ? t('shell.sms.retryIn', { seconds }) : t('shell.sms.getCode');
}
